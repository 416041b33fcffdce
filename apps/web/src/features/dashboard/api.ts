import { type DateSelection, summaryPage, type summarySortColumns, transactionSummary } from '@portal/contract';
import { api } from '../../app/api';
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

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (range: DashboardRange, query: SummaryTableQuery) => ['dashboard', 'summary', range, query] as const,
  cards: (range: DashboardRange) => ['dashboard', 'cards', range] as const,
};

const rangeQuery = (range: DashboardRange) => ({
  dateSelection: range.dateSelection,
  fromDate: range.dateSelection === 'range' ? range.fromDate : null,
  toDate: range.dateSelection === 'range' ? range.toDate : null,
});

export const fetchSummary = (range: DashboardRange, query: SummaryTableQuery) =>
  api('/api/Summary', { query: { ...rangeQuery(range), ...query }, parse: (body) => summaryPage.parse(body) });

export const fetchTransactionSummary = (range: DashboardRange) =>
  api('/api/Summary/TransactionSummary', {
    query: rangeQuery(range),
    parse: (body) => transactionSummary.parse(body),
  });

/** The transactions list of one company's credit rows, where the dashboard's cards lead. */
export const creditRowsPath = (name: string) =>
  `/payment/transactions?${new URLSearchParams({ q: name, transactionType: '2' })}`;
