import { type DateSelection, summaryEndpoints, type summarySortColumns } from '@portal/contract';
import { endpointQuery } from '../../lib/api';
import type { Paging } from '../../ui/Pager';

/** The dashboard's range as the address bar holds it (`?dateSelection=range&fromDate=…&toDate=…`). */
export interface DashboardRange {
  dateSelection: DateSelection;
  fromDate: string | null;
  toDate: string | null;
}

/** The summary table's search, sort and page. */
export interface SummaryTableQuery extends Paging {
  q: string | undefined;
  sidx: (typeof summarySortColumns)[number];
  sord: 'asc' | 'desc';
}

const rangeQuery = (range: DashboardRange) => ({
  dateSelection: range.dateSelection,
  fromDate: range.dateSelection === 'range' ? (range.fromDate ?? undefined) : undefined,
  toDate: range.dateSelection === 'range' ? (range.toDate ?? undefined) : undefined,
});

export const summaryQuery = (range: DashboardRange, query: SummaryTableQuery) =>
  endpointQuery(summaryEndpoints.users, { query: { ...rangeQuery(range), ...query } });

export const transactionSummaryQuery = (range: DashboardRange) =>
  endpointQuery(summaryEndpoints.totals, { query: rangeQuery(range) });

/** The transactions list of one company's credit rows, where the dashboard's cards lead. */
export const creditRowsPath = (name: string) =>
  `/payment/transactions?${new URLSearchParams({ q: name, transactionType: '2' })}`;
