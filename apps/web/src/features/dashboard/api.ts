import {
  type DateSelection,
  dateSelections,
  einvoiceEndpoints,
  isCalendarDate,
  SMALL_PAGE_SIZE,
  summaryEndpoints,
  type summarySortColumns,
} from '@portal/contract';
import { endpointQuery } from '../../lib/api';
import type { PageAddress } from '../../lib/page-data';
import type { Paging } from '../../ui/Pager';

/** The dashboard's range as the address bar holds it (`?dateSelection=range&fromDate=…&toDate=…`). */
export interface DashboardRange {
  dateSelection: DateSelection;
  fromDate: string | null;
  toDate: string | null;
}

/** The range the address bar asks for; anything the server would not accept is this month. */
export function rangeFrom(params: URLSearchParams): DashboardRange {
  const selection = params.get('dateSelection') as DateSelection | null;
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : null;
  };
  return {
    dateSelection: selection && dateSelections.includes(selection) ? selection : 'month',
    fromDate: date('fromDate'),
    toDate: date('toDate'),
  };
}

/** The summary table's search, sort and page. */
export interface SummaryTableQuery extends Paging {
  q: string | undefined;
  sidx: (typeof summarySortColumns)[number];
  sord: 'asc' | 'desc';
}

/** The summary table as it opens: most checks first, no search, the first page. */
export const firstSummaryTable: SummaryTableQuery = {
  q: undefined,
  sidx: 'NoOfTransaction',
  sord: 'desc',
  page: 1,
  rows: SMALL_PAGE_SIZE,
};

const rangeQuery = (range: DashboardRange) => ({
  dateSelection: range.dateSelection,
  fromDate: range.dateSelection === 'range' ? (range.fromDate ?? undefined) : undefined,
  toDate: range.dateSelection === 'range' ? (range.toDate ?? undefined) : undefined,
});

export const summaryQuery = (range: DashboardRange, query: SummaryTableQuery) =>
  endpointQuery(summaryEndpoints.users, { query: { ...rangeQuery(range), ...query } });

export const transactionSummaryQuery = (range: DashboardRange) =>
  endpointQuery(summaryEndpoints.totals, { query: rangeQuery(range) });

/** The e-invoices MyInvois rejected, waiting for an administrator: only their count is read (`total`). */
export const invalidEinvoicesQuery = endpointQuery(einvoiceEndpoints.list, {
  query: { status: 'Invalid', page: 1, rows: 1 },
});

/** The administrator's screen of e-invoices, where a rejected one is fixed and sent again. */
export const einvoicesPath = '/settings/einvoices';

/** The transactions list of one company's credit rows, where the dashboard's cards lead. */
export const creditRowsPath = (name: string) =>
  `/payment/transactions?${new URLSearchParams({ q: name, transactionType: '2' })}`;

/**
 * What the dashboard shows as it opens at an address: the range's totals, the summary table's first page, and how
 * many e-invoices wait after MyInvois rejected them.
 */
export function dashboardQueries({ url }: PageAddress) {
  const range = rangeFrom(url.searchParams);
  return [transactionSummaryQuery(range), summaryQuery(range, firstSummaryTable), invalidEinvoicesQuery];
}
