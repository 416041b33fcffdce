import {
  endpointUrl,
  type InvoiceInput,
  type InvoicePaymentInput,
  InvoiceStatus,
  invoiceEndpoints,
  optionEndpoints,
  SMALL_PAGE_SIZE,
} from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import { type ChoiceFilters, choiceFilters } from '../../ui/list-filters';

/** The list's filters as they stand in the address bar (`/invoices?invoiceStatus=4&q=INV-2026`). */
export type InvoiceFilters = ChoiceFilters<'invoiceStatus'>;

const invoiceFilters = choiceFilters('invoiceStatus', Object.values(InvoiceStatus), SMALL_PAGE_SIZE);
export const { filtersFrom, searchOf } = invoiceFilters;

export const invoicePath = (id: number) => `/invoice?id=${id}`;
/** A plain link: the login cookie goes with it, and the browser saves the file under the server's name. */
export const invoicePdfPath = (id: number) => endpointUrl(invoiceEndpoints.pdf, { query: { id } });
/** An image's address: the login cookie goes with it. */
export const einvoiceQrPath = (id: number) => endpointUrl(invoiceEndpoints.einvoiceQr, { query: { id } });

export const invoicesQuery = (filters: InvoiceFilters) =>
  endpointQuery(invoiceEndpoints.list, { query: invoiceFilters.pageQuery(filters) }, { handlesErrors: true });

export const invoiceQuery = (id: number) =>
  endpointQuery(invoiceEndpoints.get, { query: { id } }, { handlesErrors: true });

export const linesQuery = (id: number) => endpointQuery(invoiceEndpoints.lines, { query: { id } });

/** The Select Transaction modal's rows: the company's postpaid transactions on no invoice yet. */
export const selectableLinesQuery = (id: number, fromDate: string | null, toDate: string | null) =>
  endpointQuery(invoiceEndpoints.lines, {
    query: { id, available: 'true', fromDate: fromDate ?? undefined, toDate: toDate ?? undefined },
  });

export const paymentsQuery = (id: number) => endpointQuery(invoiceEndpoints.payments, { query: { id } });

/** Fixed lists: read once a session. */
export const invoiceStatusesQuery = () => ({ ...endpointQuery(optionEndpoints.invoiceStatuses), staleTime: Infinity });
export const paymentMethodsQuery = () => ({ ...endpointQuery(optionEndpoints.paymentMethods), staleTime: Infinity });
/** Read again each time the Generate modal opens: a company may have been added meanwhile. */
export const companiesQuery = () => endpointQuery(optionEndpoints.companies);

/** After a change: the invoice as the server answered it, and everything shown beside it read again. */
export const refreshInvoices = (queryClient: QueryClient) =>
  Promise.all(
    [invoiceEndpoints.list, invoiceEndpoints.get, invoiceEndpoints.lines, invoiceEndpoints.payments].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );

export const createInvoice = (companyID: number) =>
  call(invoiceEndpoints.create, { query: { companyID } }, { handlesErrors: true });

/** Edit Invoice's form shows its own errors; Confirm Invoice's refusal pops up the server's words. */
export const saveInvoice = (id: number, values: InvoiceInput, handlesErrors = true) =>
  call(invoiceEndpoints.save, { query: { id }, body: values }, { handlesErrors });
export const addLines = (id: number, ids: number[], fromDate: string | null, toDate: string | null) =>
  call(invoiceEndpoints.addLines, {
    query: { id, fromDate: fromDate ?? undefined, toDate: toDate ?? undefined },
    body: ids,
  });
export const removeLine = (transactionId: number) =>
  call(invoiceEndpoints.removeLine, { query: { id: transactionId } });
export const savePayment = (invoiceId: number, id: number, values: InvoicePaymentInput) =>
  call(invoiceEndpoints.savePayment, { query: { invoiceId, id }, body: values }, { handlesErrors: true });
export const deletePayment = (id: number) => call(invoiceEndpoints.deletePayment, { query: { id } });
