import {
  chargeInfoAnswer,
  checkListRow,
  checkResult,
  pagedAnswer,
  type SearchRequest,
  searchAnswer,
  updateItemAnswer,
} from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import type { Paging } from '../../ui/Pager';

// The check pages show their errors themselves (the red Error: banner), so no call pops up Opps!.

export const checkKeys = {
  all: ['checks'] as const,
  history: ['checks', 'history'] as const,
  historyPage: (paging: Paging) => ['checks', 'history', paging] as const,
  item: (unikey: string) => ['checks', 'item', unikey] as const,
};

/** Records a search (found or not); a vehicle that is not found costs nothing. */
export function searchItem(request: { vehicleNo?: string; vehChassisNo?: string }) {
  const query: SearchRequest = request;
  return api('/api/Check/SearchItem', {
    query,
    parse: (body) => searchAnswer.parse(body),
    handlesErrors: true,
    allowAnonymous: true,
  });
}

export function fetchChargeInfo(unikey: string) {
  return api('/api/Check/GetChargeInfo', {
    query: { id: unikey },
    parse: (body) => chargeInfoAnswer.parse(body),
    handlesErrors: true,
    payment: true,
  });
}

/** Pays for a check (3 credit, 4 postpaid) and freezes its result. */
export function payForCheck(request: { unikey: string; paymentType: number }) {
  return api('/api/Check/UpdateItem', {
    method: 'POST',
    query: { id: request.unikey, paymentType: request.paymentType },
    parse: (body) => updateItemAnswer.parse(body),
    handlesErrors: true,
    payment: true,
  });
}

/** A report is reached by its key alone: guests open theirs by link. */
export function fetchCheckResult(unikey: string) {
  return api('/api/Check/GetItem', {
    query: { unikey },
    parse: (body) => checkResult.parse(body),
    handlesErrors: true,
    allowAnonymous: true,
  });
}

const checkListAnswer = pagedAnswer(checkListRow);

export function fetchCheckList({ page, rows }: Paging) {
  return api('/api/Check', {
    query: { page, rows },
    parse: (body) => checkListAnswer.parse(body),
    handlesErrors: true,
  });
}

/**
 * A page of the caller's past searches. The checklist's loader asks for the first page as the page's code loads; the
 * list that mounts then takes that answer rather than asking again.
 */
export const checkHistoryQuery = (paging: Paging) =>
  queryOptions({ queryKey: checkKeys.historyPage(paging), queryFn: () => fetchCheckList(paging), staleTime: 5_000 });

export const reportPath = (unikey: string) => `/check/check/${encodeURIComponent(unikey)}`;
export const pdfPath = (unikey: string) => `/api/Check/DownloadPdf?${new URLSearchParams({ unikey })}`;

/**
 * One check's result, as the report page shows it. Its route's loader asks for it as the app starts, alongside the
 * page's code; the page that mounts then takes that answer rather than asking again (a page opened later asks again).
 */
export const checkResultQuery = (unikey: string) =>
  queryOptions({ queryKey: checkKeys.item(unikey), queryFn: () => fetchCheckResult(unikey), staleTime: 5_000 });
