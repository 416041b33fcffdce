import { taxEndpoints } from '@portal/contract';
import { endpointQuery } from './api';

/**
 * Whether the prices include SST, and its rate (docs/decisions/0060-sst-and-tax-invoices.md): asked by the loaders of the pages that show a
 * price, with their other questions, and kept for the session (the operator's setting changes with a restart).
 */
export const sstQuery = () => ({
  ...endpointQuery(taxEndpoints.sst, {}, { allowAnonymous: true, handlesErrors: true }),
  staleTime: Number.POSITIVE_INFINITY,
});
