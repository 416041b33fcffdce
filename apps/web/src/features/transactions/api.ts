import {
  type CreditAdjustment,
  isCalendarDate,
  optionList,
  SMALL_PAGE_SIZE,
  TransactionType,
  transactionPage,
  transactionSaveAnswer,
} from '@portal/contract';
import { api } from '../../app/api';
import { pageSizes } from '../../ui/Pager';

/** The list's filters as they stand in the address bar (`?q=Jaya%20Auto&transactionType=2`). */
export interface TransactionFilters {
  q: string;
  fromDate: string | null;
  toDate: string | null;
  transactionType: number | null;
  page: number;
  rows: number;
}

const transactionTypes = new Set<number>(Object.values(TransactionType));

/** Only what the server would accept is taken from the address bar; anything else is no filter. */
export function filtersFrom(params: URLSearchParams): TransactionFilters {
  const date = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isCalendarDate(value) ? value : null;
  };
  const type = Number(params.get('transactionType'));
  const page = Number(params.get('page'));
  const rows = Number(params.get('rows'));
  return {
    q: params.get('q')?.trim() ?? '',
    fromDate: date('fromDate'),
    toDate: date('toDate'),
    transactionType: transactionTypes.has(type) ? type : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    rows: pageSizes(SMALL_PAGE_SIZE).includes(rows) ? rows : SMALL_PAGE_SIZE,
  };
}

/** The address bar's query for these filters: empty ones are left out. */
export function searchOf(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.fromDate) params.set('fromDate', filters.fromDate);
  if (filters.toDate) params.set('toDate', filters.toDate);
  if (filters.transactionType !== null) params.set('transactionType', String(filters.transactionType));
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.rows !== SMALL_PAGE_SIZE) params.set('rows', String(filters.rows));
  return params;
}

export const transactionKeys = {
  all: ['transactions'] as const,
  list: (filters: TransactionFilters) => ['transactions', 'list', filters] as const,
  types: ['transactions', 'types'] as const,
};

export function fetchTransactions(filters: TransactionFilters) {
  return api('/api/Transaction', {
    query: {
      page: filters.page,
      rows: filters.rows,
      q: filters.q || undefined,
      fromDate: filters.fromDate,
      toDate: filters.toDate,
      transactionType: filters.transactionType,
    },
    parse: (body) => transactionPage.parse(body),
    handlesErrors: true,
  });
}

/** A plain link: the login cookie goes with it, and the browser saves the file under the server's name. */
export function downloadPath(filters: TransactionFilters): string {
  const params = searchOf({ ...filters, page: 1, rows: SMALL_PAGE_SIZE });
  params.set('download', 'true');
  return `/api/Transaction?${params}`;
}

export function fetchTransactionTypes() {
  return api('/util/GetTransactionTypes', { parse: (body) => optionList.parse(body), handlesErrors: true });
}

/** Reverses a credit row; a refusal shows the specification's Opps! popup with the server's words. */
export function reverseTransaction(id: number) {
  return api('/api/Transaction/save', {
    method: 'POST',
    query: { id, del: true },
    parse: (body) => transactionSaveAnswer.parse(body),
  });
}

export function saveCreditAdjustment(adjustment: CreditAdjustment) {
  return api('/api/Transaction/save', {
    method: 'POST',
    query: { id: 0, del: false },
    body: adjustment,
    parse: (body) => transactionSaveAnswer.parse(body),
    handlesErrors: true,
  });
}

export const paymentDonePath = (paymentId: string) => `/payment/paymentdone?${new URLSearchParams({ id: paymentId })}`;
