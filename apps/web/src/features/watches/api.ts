import { watchId, watchList, watchStatus } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const watchKeys = {
  list: ['watches'] as const,
  status: (unikey: string) => ['watches', 'status', unikey] as const,
};

export const watchlistPath = '/account/watchlist';

export const fetchWatches = () => api('/api/Watch', { parse: (body) => watchList.parse(body) });

/** Whether the caller watches this report's vehicle; anyone but the report's owner is answered 404 (no button). */
const fetchWatchStatus = (unikey: string) =>
  api('/api/Watch/Status', { query: { unikey }, parse: (body) => watchStatus.parse(body), handlesErrors: true });

export const watchStatusQuery = (unikey: string) =>
  queryOptions({ queryKey: watchKeys.status(unikey), queryFn: () => fetchWatchStatus(unikey), retry: false });

export const watchVehicle = (unikey: string) =>
  api('/api/Watch', { method: 'POST', query: { unikey }, parse: (body) => watchId.parse(body) });

export const stopWatching = (id: number) =>
  api('/api/Watch/Stop', { method: 'POST', query: { id }, parse: (body) => watchId.parse(body) });

/** A fresh report is a new search (and a new purchase), by the watched chassis. */
export const freshReportPath = (chassis: string) =>
  `/check/checklist?${new URLSearchParams({ vehChassisNo: chassis })}`;
