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
  isCalendarDate,
  optionList,
  SMALL_PAGE_SIZE,
} from '@portal/contract';
import { api } from '../../app/api';
import { pageSizes } from '../../ui/Pager';

/** The list's filters as they stand in the address bar (`/invoices?invoiceStatus=4&q=INV-2026`). */
export interface InvoiceFilters {
  q: string;
  fromDate: string | null;
  toDate: string | null;
  invoiceStatus: number | null;
  page: number;
  rows: number;
}

const statuses = new Set<number>(Object.values(InvoiceStatus));

/** Only what the server would accept is taken from the address bar; anything else is no filter. */
export function filtersFrom(params: URLSearchParams): InvoiceFilters {
  const date = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isCalendarDate(value) ? value : null;
  };
  const status = Number(params.get('invoiceStatus'));
  const page = Number(params.get('page'));
  const rows = Number(params.get('rows'));
  return {
    q: params.get('q')?.trim() ?? '',
    fromDate: date('fromDate'),
    toDate: date('toDate'),
    invoiceStatus: statuses.has(status) ? status : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    rows: pageSizes(SMALL_PAGE_SIZE).includes(rows) ? rows : SMALL_PAGE_SIZE,
  };
}

export function searchOf(filters: InvoiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.fromDate) params.set('fromDate', filters.fromDate);
  if (filters.toDate) params.set('toDate', filters.toDate);
  if (filters.invoiceStatus !== null) params.set('invoiceStatus', String(filters.invoiceStatus));
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.rows !== SMALL_PAGE_SIZE) params.set('rows', String(filters.rows));
  return params;
}

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
