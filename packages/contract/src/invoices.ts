import {
  dateRangeFields,
  emptyAsUndefined,
  isCalendarDate,
  knownNumberFilter,
  listQueryFields,
  messageAnswer,
  pagedAnswer,
  ringgitAndSen,
} from './common.ts';
import { LIMITS } from './constants.ts';
import { endpointGroup } from './endpoint.ts';
import { InvoiceStatus, invoiceStatusOptions, isOptionId, optionLabel, paymentMethodOptions } from './enums.ts';
import { optionalText, requiredText } from './fields.ts';
import { integerField, ringgitField } from './setup.ts';
import { einvoiceLink, taxParties } from './tax.ts';
import { z } from './zod.ts';

export const INVOICE_REFERENCE_MAX = 100;
/** The largest invoice payment: RM 10,000,000.00. */
export const INVOICE_PAYMENT_MAX_SEN = 1_000_000_000;

/** Statuses in which an invoice may be edited, get payments, and (Draft only) gain or lose transactions (DESIGN §4). */
export const canEditInvoice = (status: number) =>
  status === InvoiceStatus.Draft || status === InvoiceStatus.Confirmed || status === InvoiceStatus.PartiallyPaid;
export const canRemoveTransaction = (status: number) => status === InvoiceStatus.Draft;

export const invoiceStatusDesc = (status: number) => optionLabel(invoiceStatusOptions, status, `Status ${status}`);
export const paymentMethodDesc = (method: number) => optionLabel(paymentMethodOptions, method, `Method ${method}`);

const idField = z.coerce.number({ error: 'INTEGER_INVALID' }).int('INTEGER_INVALID').min(1).max(2_147_483_647);

// ---------------------------------------------------------------------------------------------
// Queries

/** `GET /api/Invoice`: 10 rows by default; `q` matches the invoice number or the company name. */
export const invoiceListQuery = z.object({
  ...listQueryFields,
  invoiceStatus: knownNumberFilter((value) => isOptionId(invoiceStatusOptions, value), 'INVOICE_STATUS_UNKNOWN'),
});

export const invoiceIdQuery = z.object({ id: idField });
export const createInvoiceQuery = z.object({
  companyID: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'FIELD_REQUIRED' }).int().min(1)),
});
export type CreateInvoiceInput = z.input<typeof createInvoiceQuery>;
/** `AddInvoiceTransaction?id=&fromDate=&toDate=`: the dates only say which list the ids were picked from. */
export const addInvoiceTransactionQuery = z.object({ id: idField, ...dateRangeFields });
export const addInvoiceTransactionBody = z
  .array(idField, { error: 'INVOICE_NO_TRANSACTIONS_SELECTED' })
  .min(1, 'INVOICE_NO_TRANSACTIONS_SELECTED')
  .max(1000);
/**
 * `GetTransactionItem?id=&fromDate=&toDate=&available=`: the invoice's transactions; with `available=true`, the
 * uninvoiced postpaid transactions of the invoice's company.
 */
export const invoiceTransactionQuery = z.object({
  id: idField,
  ...dateRangeFields,
  available: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const invoicePaymentSaveQuery = z.object({
  invoiceId: idField,
  id: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(2_147_483_647).default(0)),
});

// ---------------------------------------------------------------------------------------------
// Inputs

/** `YYYY-MM-DD`, a real calendar day. */
const calendarDay = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .refine(isCalendarDate, 'DATE_INVALID');

export const invoiceInput = z.object({
  DocumentDate: calendarDay,
  Status: integerField({ min: 1, max: 100 }).refine(
    (value) => isOptionId(invoiceStatusOptions, value),
    'INVOICE_STATUS_UNKNOWN',
  ),
  CompanyAddress: optionalText(LIMITS.invoiceAddress),
});
export type InvoiceInput = z.input<typeof invoiceInput>;
export type InvoiceValues = z.output<typeof invoiceInput>;

export const invoicePaymentInput = z.object({
  ReferenceNo: requiredText(INVOICE_REFERENCE_MAX),
  Method: integerField({ min: 1, max: 100 }).refine(
    (value) => isOptionId(paymentMethodOptions, value),
    'INVOICE_METHOD_UNKNOWN',
  ),
  /** Ringgit (a number or its text), parsed to integer sen. */
  Amount: ringgitField({ min: 1, max: INVOICE_PAYMENT_MAX_SEN }),
});
export type InvoicePaymentInput = z.input<typeof invoicePaymentInput>;
export type InvoicePaymentValues = z.output<typeof invoicePaymentInput>;

// ---------------------------------------------------------------------------------------------
// Answers (money as ringgit numbers beside exact sen, as the setup screens answer prices)

export const invoice = z.object({
  id: z.number().int(),
  /** The INV number, taken when the invoice is confirmed; null while Draft. */
  DocumentNo: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  DocumentDate: z.string(),
  CompanyID: z.number().int(),
  CompanyName: z.string(),
  CompanyAddress: z.string().nullable(),
  ...ringgitAndSen('Amount'),
  ...ringgitAndSen('OutstandingAmount'),
  /** The SST inside Amount: the sum of its lines' (docs/decisions/0060-sst-and-tax-invoices.md). */
  ...ringgitAndSen('Tax'),
  /** Amount without its SST. */
  ...ringgitAndSen('AmountExcludingSst'),
  /** The status's name. */
  InvoiceStatus: z.string(),
  /** The status's code (1 Draft, 2 Cancelled, 4 Confirmed, 5 Partially paid, 6 Paid). */
  Status: z.number().int(),
  CreatedDate: z.string(),
  CanEditInvoice: z.boolean(),
  CanRemoveTransaction: z.boolean(),
});
export type Invoice = z.infer<typeof invoice>;

/** One invoice as its screen and PDF show it: with both parties, its due date and its e-invoice. */
export const invoiceDetail = invoice.extend({
  /** `YYYY-MM-DD`: the invoice date and the seller's terms (INVOICE_TERMS_DAYS). */
  DueDate: z.string(),
  /** The parties and SST rate: frozen at confirmation; a Draft's are today's. */
  Parties: taxParties,
  /** The validated e-invoice, once MyInvois has validated it (supplied by the e-invoice feature). */
  Einvoice: einvoiceLink.nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const invoicePage = pagedAnswer(invoice);
export type InvoicePage = z.infer<typeof invoicePage>;

export const createInvoiceAnswer = z.object({ id: z.number().int() });

export const invoiceTransaction = z.object({
  id: z.number().int(),
  CreatedDate: z.string(),
  DocumentNo: z.string(),
  Description: z.string(),
  Username: z.string().nullable(),
  CompanyName: z.string().nullable(),
  ...ringgitAndSen('Charges'),
  /** The SST inside Charges, fixed when the invoice is confirmed. */
  ...ringgitAndSen('Tax'),
});
export type InvoiceTransaction = z.infer<typeof invoiceTransaction>;
export const invoiceTransactionList = z.array(invoiceTransaction);

export const invoicePayment = z.object({
  id: z.number().int(),
  /** The RCP receipt number. */
  DocumentNo: z.string(),
  ReferenceNo: z.string(),
  Method: z.number().int(),
  MethodDesc: z.string(),
  ...ringgitAndSen('Amount'),
  CreatedDate: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;
export const invoicePaymentList = z.array(invoicePayment);

/** A change to an invoice answers what the user sees next: the message and the invoice as it now is. */
export const invoiceChangeAnswer = messageAnswer.extend({ invoice });
export type InvoiceChangeAnswer = z.infer<typeof invoiceChangeAnswer>;

const { get, post } = endpointGroup('invoices');

/** Invoices of postpaid companies (spec section 7), for administrators. */
export const invoiceEndpoints = {
  list: get('/api/Invoice', {
    description: 'Newest invoice date first; `q` matches the invoice number or the company name.',
    query: invoiceListQuery,
    answer: invoicePage,
  }),
  create: post('/api/Invoice/CreateNew', { query: createInvoiceQuery, answer: createInvoiceAnswer }),
  get: get('/api/Invoice/GetInvoice', { query: invoiceIdQuery, answer: invoiceDetail }),
  save: post('/api/Invoice/SaveInvoice', {
    description:
      'DocumentDate, Status, CompanyAddress. Status 4 on a Draft confirms it (INV number); 2 cancels it and frees its transactions.',
    query: invoiceIdQuery,
    body: invoiceInput,
    answer: invoiceChangeAnswer,
  }),
  addLines: post('/api/Invoice/AddInvoiceTransaction', {
    description: 'Body: the transaction ids. All of them or none (409) go on the Draft invoice.',
    query: addInvoiceTransactionQuery,
    body: addInvoiceTransactionBody,
    answer: invoiceChangeAnswer,
  }),
  removeLine: post('/api/Invoice/RemoveInvoiceTransaction', {
    description: 'id: the transaction to take off its (Draft) invoice.',
    query: invoiceIdQuery,
    answer: invoiceChangeAnswer,
  }),
  lines: get('/api/Invoice/GetTransactionItem', {
    description:
      "id: the invoice. Its transactions; with `available=true`, the company's postpaid transactions on no invoice yet, within fromDate–toDate.",
    query: invoiceTransactionQuery,
    answer: invoiceTransactionList,
  }),
  payments: get('/api/Invoice/GetPaymentItem', { query: invoiceIdQuery, answer: invoicePaymentList }),
  payment: get('/api/Invoice/GetInvoicePayment', { query: invoiceIdQuery, answer: invoicePayment }),
  savePayment: post('/api/Invoice/SaveInvoicePayment', {
    description:
      'id 0 adds a payment (RCP number); ReferenceNo, Method, Amount (ringgit). Never above the outstanding amount.',
    query: invoicePaymentSaveQuery,
    body: invoicePaymentInput,
    answer: invoiceChangeAnswer,
  }),
  deletePayment: post('/api/Invoice/DeleteInvoicePayment', { query: invoiceIdQuery, answer: invoiceChangeAnswer }),
  pdf: get('/api/Invoice/DownloadPdf', {
    description: 'The invoice as a PDF.',
    query: invoiceIdQuery,
    produces: ['application/pdf'],
  }),
  einvoiceQr: get('/api/Invoice/EinvoiceQr', {
    description: "The QR code of the invoice's validated e-invoice (its MyInvois validation link), as SVG.",
    query: invoiceIdQuery,
    produces: ['image/svg+xml'],
  }),
};
