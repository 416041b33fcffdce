import { searchRequest } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchValues } from './SearchForm';

/** What was typed, as the address keeps it: the vehicle number, or else the chassis number. */
export const typedInAddress = (values: SearchValues) =>
  new URLSearchParams(values.vehicleNo ? { vehicleNo: values.vehicleNo } : { vehChassisNo: values.vehChassisNo });

/** The address a search box elsewhere (the landing page) sends to: the page searches what was typed on arrival. */
export const searchOnArrivalPath = (page: string, values: SearchValues) => {
  const params = typedInAddress(values);
  params.set('go', '1');
  return `${page}?${params}`;
};

/**
 * What the address says was typed (kept there across a login, or sent by the landing page's box), and, when it also
 * says `go=1` and the number passes the search's own rules, one search of it as the page opens: the landing page's
 * Check is the buyer's Search. `go` leaves the address with that search, so a reload does not search again.
 */
export function useSearchOnArrival(search: (values: SearchValues) => void): SearchValues {
  const [params, setParams] = useSearchParams();
  const typed = { vehicleNo: params.get('vehicleNo') ?? '', vehChassisNo: params.get('vehChassisNo') ?? '' };
  const go = params.get('go') === '1' && searchRequest.safeParse(typed).success;
  const searched = useRef(false);
  useEffect(() => {
    if (!go || searched.current) return;
    searched.current = true;
    setParams(
      (before) => {
        before.delete('go');
        return before;
      },
      // The page stays where it is: the answer (a not-found banner brought into view) may come before this
      // navigation ends, and a reset to the top would take the outcome out of sight again.
      { replace: true, preventScrollReset: true },
    );
    search(typed);
  });
  return typed;
}
