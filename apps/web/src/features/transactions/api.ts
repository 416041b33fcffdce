import {
  type CreditAdjustment,
  optionList,
  SMALL_PAGE_SIZE,
  TransactionType,
  transactionPage,
  transactionSaveAnswer,
} from '@portal/contract';
import { api } from '../../app/api';
import { type ListFilters, listFiltersFrom, listSearchOf, oneOf } from '../../ui/list-filters';

/** The list's filters as they stand in the address bar (`?q=Jaya%20Auto&transactionType=2`). */
export interface TransactionFilters extends ListFilters {
  transactionType: number | null;
}

export function filtersFrom(params: URLSearchParams): TransactionFilters {
  return {
    ...listFiltersFrom(params, SMALL_PAGE_SIZE),
    transactionType: oneOf(params, 'transactionType', Object.values(TransactionType)),
  };
}

export const searchOf = (filters: TransactionFilters) =>
  listSearchOf(filters, SMALL_PAGE_SIZE, { transactionType: filters.transactionType });

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
