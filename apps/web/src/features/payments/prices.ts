import { paymentEndpoints } from '@portal/contract';
import { endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';

/** What a check costs (Charges Setup) and the credit packages (Credits Setup), as the landing page shows them. */
export const pricesQuery = () => ({
  ...endpointQuery(paymentEndpoints.prices, {}, { allowAnonymous: true, handlesErrors: true }),
  ...answeredAtLoad,
});

/**
 * What one check costs when paid from a package's credits, in sen: what a buyer compares packages by. Null for a
 * package of one check, whose price says it already.
 */
export const perCheckSen = (pack: { Credit: number; PriceSen: number }, creditsPerCheck: number) =>
  pack.Credit > creditsPerCheck ? Math.round((pack.PriceSen * creditsPerCheck) / pack.Credit) : null;
