import {
  type CreditAdjustment,
  endpointUrl,
  optionEndpoints,
  SMALL_PAGE_SIZE,
  TransactionType,
  taxEndpoints,
  transactionEndpoints,
} from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';
import { profileQueryKey } from '../../lib/session';
import { type ChoiceFilters, choiceFilters } from '../../ui/list-filters';

/** The list's filters as they stand in the address bar (`?q=Jaya%20Auto&transactionType=2`). */
export type TransactionFilters = ChoiceFilters<'transactionType'>;

const transactionFilters = choiceFilters('transactionType', Object.values(TransactionType), SMALL_PAGE_SIZE);
export const { filtersFrom, searchOf } = transactionFilters;
const { filterQuery, pageQuery } = transactionFilters;

export const transactionsQuery = (filters: TransactionFilters) => ({
  ...endpointQuery(transactionEndpoints.list, { query: pageQuery(filters) }, { handlesErrors: true }),
  ...answeredAtLoad,
});

/** A plain link: the login cookie goes with it, and the browser saves the file under the server's name. */
export const downloadPath = (filters: TransactionFilters) =>
  endpointUrl(transactionEndpoints.list, { query: { ...filterQuery(filters), download: 'true' } });

/** A company's credit-package tax invoice (a plain link, as the ledger's download). */
export const taxInvoicePath = (id: number) => endpointUrl(taxEndpoints.taxInvoicePdf, { query: { id } });

/** The transaction types: a fixed list, read once a session. */
export const transactionTypesQuery = () => ({
  ...endpointQuery(optionEndpoints.transactionTypes, {}, { handlesErrors: true }),
  staleTime: Infinity,
});

/** After a reversal or an adjustment: the ledger, and the caller's own credit in the header. */
export const refreshTransactions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(transactionEndpoints.list) }),
    queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  ]);

/** Reverses a credit row; a refusal shows the specification's Opps! popup with the server's words. */
export const reverseTransaction = (id: number) =>
  call(transactionEndpoints.save, { query: { id, del: 'true' }, body: undefined });

export const saveCreditAdjustment = (adjustment: CreditAdjustment) =>
  call(transactionEndpoints.save, { query: { id: 0, del: 'false' }, body: adjustment }, { handlesErrors: true });

export const paymentDonePath = (paymentId: string) => `/payment/paymentdone?${new URLSearchParams({ id: paymentId })}`;
