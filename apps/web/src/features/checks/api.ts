import { checkEndpoints, endpointUrl, paymentEndpoints, type SearchRequest } from '@portal/contract';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';
import type { Paging } from '../../ui/Pager';

// The check pages show their errors themselves (the red Error: banner), so no call pops up Opps!.

/** Records a search (found or not); a vehicle that is not found costs nothing. */
export const searchItem = (query: SearchRequest) =>
  call(checkEndpoints.search, { query }, { handlesErrors: true, allowAnonymous: true });

export const fetchChargeInfo = (unikey: string) =>
  call(checkEndpoints.chargeInfo, { query: { id: unikey } }, { handlesErrors: true, payment: true });

/**
 * The payer's account as a payment names it: for an individual, the TIN and MyKad number "I need an e-invoice" would
 * name (docs/decisions/0066-e-invoices-for-reversals-and-individuals.md).
 */
export const fetchPayer = () => call(paymentEndpoints.payer, {}, { handlesErrors: true });

/** Pays for a check (3 credit, 4 postpaid) and freezes its result. */
export const payForCheck = (request: { unikey: string; paymentType: number }) =>
  call(
    checkEndpoints.pay,
    { query: { id: request.unikey, paymentType: request.paymentType, agreedTerms: 'true' } },
    { handlesErrors: true, payment: true },
  );

/**
 * A page of the caller's past searches. The checklist's loader asks for the first page as the page's code loads; the
 * list that mounts then takes that answer rather than asking again.
 */
export const checkHistoryQuery = ({ page, rows }: Paging) => ({
  ...endpointQuery(checkEndpoints.history, { query: { page, rows } }, { handlesErrors: true }),
  staleTime: 5_000,
});

/** Every page of the history: a search or a payment may change any of them. */
export const checkHistoryKey = () => endpointKey(checkEndpoints.history);

export const reportPath = (unikey: string) => `/check/check/${encodeURIComponent(unikey)}`;
export const pdfPath = (unikey: string) => endpointUrl(checkEndpoints.pdf, { query: { unikey } });

/**
 * One check's result, as the report page shows it; a report is reached by its key alone (guests open theirs by
 * link). Its route's loader asks for it as the app starts, alongside the page's code; the page that mounts then takes
 * that answer rather than asking again (a page opened later asks again).
 */
export const checkResultQuery = (unikey: string) => ({
  ...endpointQuery(checkEndpoints.result, { query: { unikey } }, { handlesErrors: true, allowAnonymous: true }),
  ...answeredAtLoad,
});

/** The sample report: a made-up vehicle's, the same for everyone and for good, so it is never asked again. */
export const sampleReportQuery = () => ({
  ...endpointQuery(checkEndpoints.sample, {}, { handlesErrors: true, allowAnonymous: true }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** One check's result, to read again once it is paid or its photo changed. */
export const checkResultKey = (unikey: string) => endpointKey(checkEndpoints.result, { query: { unikey } });

/**
 * A payment's outcome, by its key: /payment/paymentdone shows it, and a report just paid through the gateway says
 * it was paid and where its link was mailed. The pages show their own errors.
 */
export const paymentDetailsQuery = (id: string) => ({
  ...endpointQuery(paymentEndpoints.details, { query: { id } }, { handlesErrors: true, allowAnonymous: true }),
  ...answeredAtLoad,
});

/** A report opened by the payment that bought it (the gateway's return): it says so, and where its link was sent. */
export const paidReportPath = (unikey: string, paymentId: string) =>
  `${reportPath(unikey)}?${new URLSearchParams({ payment: paymentId })}`;
