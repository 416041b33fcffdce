import {
  createInvoiceAnswer,
  type InvoiceInput,
  type InvoicePaymentInput,
  InvoiceStatus,
  invoice,
  invoiceChangeAnswer,
  invoicePage,
  invoicePaymentList,
  invoiceTransactionList,
  optionList,
  SMALL_PAGE_SIZE,
} from '@portal/contract';
import { api } from '../../app/api';
import { type ListFilters, listFiltersFrom, listSearchOf, oneOf } from '../../ui/list-filters';

/** The list's filters as they stand in the address bar (`/invoices?invoiceStatus=4&q=INV-2026`). */
export interface InvoiceFilters extends ListFilters {
  invoiceStatus: number | null;
}

export function filtersFrom(params: URLSearchParams): InvoiceFilters {
  return {
    ...listFiltersFrom(params, SMALL_PAGE_SIZE),
    invoiceStatus: oneOf(params, 'invoiceStatus', Object.values(InvoiceStatus)),
  };
}

export const searchOf = (filters: InvoiceFilters) =>
  listSearchOf(filters, SMALL_PAGE_SIZE, { invoiceStatus: filters.invoiceStatus });

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (filters: InvoiceFilters) => ['invoices', 'list', filters] as const,
  one: (id: number) => ['invoices', 'one', id] as const,
  lines: (id: number) => ['invoices', 'one', id, 'lines'] as const,
  selectable: (id: number, fromDate: string | null, toDate: string | null) =>
    ['invoices', 'one', id, 'selectable', fromDate, toDate] as const,
  payments: (id: number) => ['invoices', 'one', id, 'payments'] as const,
  statuses: ['options', 'invoice-statuses'] as const,
  methods: ['options', 'payment-methods'] as const,
  companies: ['options', 'companies'] as const,
};

export const invoicePath = (id: number) => `/invoice?id=${id}`;
/** A plain link: the login cookie goes with it, and the browser saves the file under the server's name. */
export const invoicePdfPath = (id: number) => `/api/Invoice/DownloadPdf?id=${id}`;

export const fetchInvoices = (filters: InvoiceFilters) =>
  api('/api/Invoice', {
    query: {
      page: filters.page,
      rows: filters.rows,
      q: filters.q || undefined,
      fromDate: filters.fromDate,
      toDate: filters.toDate,
      invoiceStatus: filters.invoiceStatus,
    },
    parse: (body) => invoicePage.parse(body),
    handlesErrors: true,
  });

export const fetchInvoice = (id: number) =>
  api('/api/Invoice/GetInvoice', { query: { id }, parse: (body) => invoice.parse(body), handlesErrors: true });

export const fetchLines = (id: number) =>
  api('/api/Invoice/GetTransactionItem', { query: { id }, parse: (body) => invoiceTransactionList.parse(body) });

export const fetchSelectableLines = (id: number, fromDate: string | null, toDate: string | null) =>
  api('/api/Invoice/GetTransactionItem', {
    query: { id, available: true, fromDate, toDate },
    parse: (body) => invoiceTransactionList.parse(body),
  });

export const fetchPayments = (id: number) =>
  api('/api/Invoice/GetPaymentItem', { query: { id }, parse: (body) => invoicePaymentList.parse(body) });

const options = (path: string) => () => api(path, { parse: (body) => optionList.parse(body) });
export const fetchInvoiceStatuses = options('/util/GetInvoiceStatus');
export const fetchPaymentMethods = options('/util/GetPaymentMethods');
export const fetchCompanies = options('/util/GetCompanies');

export const createInvoice = (companyID: number) =>
  api('/api/Invoice/CreateNew', {
    method: 'POST',
    query: { companyID },
    parse: (body) => createInvoiceAnswer.parse(body),
    handlesErrors: true,
  });

const change = (path: string, query: Record<string, number | string | null>, body?: unknown, handlesErrors = false) =>
  api(path, {
    method: 'POST',
    query,
    body,
    parse: (answer) => invoiceChangeAnswer.parse(answer),
    handlesErrors,
  });

/** Edit Invoice's form shows its own errors; Confirm Invoice's refusal pops up the server's words. */
export const saveInvoice = (id: number, values: InvoiceInput, handlesErrors = true) =>
  change('/api/Invoice/SaveInvoice', { id }, values, handlesErrors);
export const addLines = (id: number, ids: number[], fromDate: string | null, toDate: string | null) =>
  change('/api/Invoice/AddInvoiceTransaction', { id, fromDate, toDate }, ids);
export const removeLine = (transactionId: number) =>
  change('/api/Invoice/RemoveInvoiceTransaction', { id: transactionId });
export const savePayment = (invoiceId: number, id: number, values: InvoicePaymentInput) =>
  change('/api/Invoice/SaveInvoicePayment', { invoiceId, id }, values, true);
export const deletePayment = (id: number) => change('/api/Invoice/DeleteInvoicePayment', { id });
