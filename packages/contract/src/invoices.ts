import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { InvoiceStatus, invoiceStatusOptions, paymentMethodOptions } from './enums.ts';
import { optionalText, requiredText } from './fields.ts';
import { formatRinggit } from './format.ts';
import { integerField, ringgitField } from './setup.ts';
import { dateFilter, isCalendarDate, listQueryFields } from './transactions.ts';

/** Words of the invoice screens that the specification does not give. */
export const invoiceMessages = {
  postpaidOption: (rateSen: number) => `Postpaid: ${formatRinggit(rateSen)} on your monthly invoice`,
  postpaidDetail: "No credit is used: the search is billed on your company's next invoice.",
  invoiceNotFound: 'The invoice does not exist. It may have been deleted.',
  companyNotFound: 'Choose a company from the list',
  notEditable: 'This invoice can no longer be changed: only Draft, Confirmed and Partially paid invoices can be.',
  notRemovable: 'Transactions can only be taken off a Draft invoice.',
  addOnlyToDraft: 'Transactions can only be added to a Draft invoice.',
  transactionsUnavailable:
    'A selected transaction is already on an invoice, or is not a postpaid transaction of this company. Nothing was added; please select again.',
  noTransactionsSelected: 'Select at least one transaction',
  transactionNotOnInvoice: 'The transaction is not on an invoice.',
  confirmNeedsTransactions: 'Add at least one transaction before confirming the invoice.',
  statusNotAllowed: (from: string, to: string) => `A ${from} invoice cannot be set to ${to}.`,
  cancelWithPayments: 'An invoice with payments cannot be cancelled: delete its payments first.',
  paymentNeedsConfirmed: 'Confirm the invoice before recording payments.',
  paymentAboveOutstanding: (outstandingSen: number) =>
    `The amount is more than the outstanding ${formatRinggit(outstandingSen)}.`,
  paymentNotFound: 'The payment does not exist. It may have been deleted.',
  methodUnknown: 'Choose a payment method from the list',
  statusUnknown: 'Choose a status from the list',
  invoiceSaved: 'The invoice is saved.',
  invoiceConfirmed: 'The invoice is confirmed.',
  transactionsAdded: (count: number) => `${count} ${count === 1 ? 'transaction' : 'transactions'} added.`,
  paymentSaved: 'The payment item saved successfully.',
} as const;

export const INVOICE_REFERENCE_MAX = 100;
/** The largest invoice payment: RM 10,000,000.00. */
export const INVOICE_PAYMENT_MAX_SEN = 1_000_000_000;

/** Statuses in which an invoice may be edited, get payments, and (Draft only) gain or lose transactions (DESIGN §4). */
export const canEditInvoice = (status: number) =>
  status === InvoiceStatus.Draft || status === InvoiceStatus.Confirmed || status === InvoiceStatus.PartiallyPaid;
export const canRemoveTransaction = (status: number) => status === InvoiceStatus.Draft;

export const invoiceStatusDesc = (status: number) =>
  invoiceStatusOptions.find((option) => option.id === status)?.label ?? `Status ${status}`;
export const paymentMethodDesc = (method: number) =>
  paymentMethodOptions.find((option) => option.id === method)?.label ?? `Method ${method}`;

const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const idField = z.coerce.number({ error: 'INTEGER_INVALID' }).int('INTEGER_INVALID').min(1).max(2_147_483_647);

// ---------------------------------------------------------------------------------------------
// Queries

/** `GET /api/Invoice`: 10 rows by default; `q` matches the invoice number or the company name. */
export const invoiceListQuery = z.object({
  ...listQueryFields,
  invoiceStatus: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'INTEGER_INVALID' })
      .int('INTEGER_INVALID')
      .refine((value) => invoiceStatusOptions.some((option) => option.id === value), 'INVOICE_STATUS_UNKNOWN')
      .optional(),
  ),
});

export const invoiceIdQuery = z.object({ id: idField });
export const createInvoiceQuery = z.object({
  companyID: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'FIELD_REQUIRED' }).int().min(1)),
});
export type CreateInvoiceInput = z.input<typeof createInvoiceQuery>;
/** `AddInvoiceTransaction?id=&fromDate=&toDate=`: the dates only say which list the ids were picked from. */
export const addInvoiceTransactionQuery = z.object({ id: idField, fromDate: dateFilter, toDate: dateFilter });
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
  fromDate: dateFilter,
  toDate: dateFilter,
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
    (value) => invoiceStatusOptions.some((option) => option.id === value),
    'INVOICE_STATUS_UNKNOWN',
  ),
  CompanyAddress: optionalText(LIMITS.invoiceAddress),
});
export type InvoiceInput = z.input<typeof invoiceInput>;
export type InvoiceValues = z.output<typeof invoiceInput>;

export const invoicePaymentInput = z.object({
  ReferenceNo: requiredText(INVOICE_REFERENCE_MAX),
  Method: integerField({ min: 1, max: 100 }).refine(
    (value) => paymentMethodOptions.some((option) => option.id === value),
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
  Amount: z.number(),
  AmountSen: z.number().int(),
  OutstandingAmount: z.number(),
  OutstandingAmountSen: z.number().int(),
  /** The status's name. */
  InvoiceStatus: z.string(),
  /** The status's code (1 Draft, 2 Cancelled, 4 Confirmed, 5 Partially paid, 6 Paid). */
  Status: z.number().int(),
  CreatedDate: z.string(),
  CanEditInvoice: z.boolean(),
  CanRemoveTransaction: z.boolean(),
});
export type Invoice = z.infer<typeof invoice>;

export const invoicePage = z.object({ items: z.array(invoice), page: z.number(), rows: z.number(), total: z.number() });
export type InvoicePage = z.infer<typeof invoicePage>;

export const createInvoiceAnswer = z.object({ id: z.number().int() });

export const invoiceTransaction = z.object({
  id: z.number().int(),
  CreatedDate: z.string(),
  DocumentNo: z.string(),
  Description: z.string(),
  Username: z.string().nullable(),
  CompanyName: z.string().nullable(),
  Charges: z.number(),
  ChargesSen: z.number().int(),
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
  Amount: z.number(),
  AmountSen: z.number().int(),
  CreatedDate: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;
export const invoicePaymentList = z.array(invoicePayment);

/** A change to an invoice answers what the user sees next: the message and the invoice as it now is. */
export const invoiceChangeAnswer = z.object({ Message: z.string(), invoice });
export type InvoiceChangeAnswer = z.infer<typeof invoiceChangeAnswer>;

const tags = ['invoices'];

/** Invoices of postpaid companies (spec section 7), for administrators. */
export const invoiceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/Invoice',
    tags,
    description: 'Newest invoice date first; `q` matches the invoice number or the company name.',
    query: invoiceListQuery,
    answer: invoicePage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/Invoice/CreateNew',
    tags,
    query: createInvoiceQuery,
    answer: createInvoiceAnswer,
  }),
  get: endpoint({ method: 'GET', path: '/api/Invoice/GetInvoice', tags, query: invoiceIdQuery, answer: invoice }),
  save: endpoint({
    method: 'POST',
    path: '/api/Invoice/SaveInvoice',
    tags,
    description:
      'DocumentDate, Status, CompanyAddress. Status 4 on a Draft confirms it (INV number); 2 cancels it and frees its transactions.',
    query: invoiceIdQuery,
    body: invoiceInput,
    answer: invoiceChangeAnswer,
  }),
  addLines: endpoint({
    method: 'POST',
    path: '/api/Invoice/AddInvoiceTransaction',
    tags,
    description: 'Body: the transaction ids. All of them or none (409) go on the Draft invoice.',
    query: addInvoiceTransactionQuery,
    body: addInvoiceTransactionBody,
    answer: invoiceChangeAnswer,
  }),
  removeLine: endpoint({
    method: 'POST',
    path: '/api/Invoice/RemoveInvoiceTransaction',
    tags,
    description: 'id: the transaction to take off its (Draft) invoice.',
    query: invoiceIdQuery,
    answer: invoiceChangeAnswer,
  }),
  lines: endpoint({
    method: 'GET',
    path: '/api/Invoice/GetTransactionItem',
    tags,
    description:
      "id: the invoice. Its transactions; with `available=true`, the company's postpaid transactions on no invoice yet, within fromDate–toDate.",
    query: invoiceTransactionQuery,
    answer: invoiceTransactionList,
  }),
  payments: endpoint({
    method: 'GET',
    path: '/api/Invoice/GetPaymentItem',
    tags,
    query: invoiceIdQuery,
    answer: invoicePaymentList,
  }),
  payment: endpoint({
    method: 'GET',
    path: '/api/Invoice/GetInvoicePayment',
    tags,
    query: invoiceIdQuery,
    answer: invoicePayment,
  }),
  savePayment: endpoint({
    method: 'POST',
    path: '/api/Invoice/SaveInvoicePayment',
    tags,
    description:
      'id 0 adds a payment (RCP number); ReferenceNo, Method, Amount (ringgit). Never above the outstanding amount.',
    query: invoicePaymentSaveQuery,
    body: invoicePaymentInput,
    answer: invoiceChangeAnswer,
  }),
  deletePayment: endpoint({
    method: 'POST',
    path: '/api/Invoice/DeleteInvoicePayment',
    tags,
    query: invoiceIdQuery,
    answer: invoiceChangeAnswer,
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/Invoice/DownloadPdf',
    tags,
    description: 'The invoice as a PDF.',
    query: invoiceIdQuery,
    produces: ['application/pdf'],
  }),
};
