import { byId, emptyAsUndefined, knownNumberFilter, listQueryFields, messageAnswer, pagedAnswer } from './common.ts';
import { endpointGroup } from './endpoint.ts';
import { paymentStatuses, TransactionType } from './enums.ts';
import { emailField, requiredText } from './fields.ts';
import { z } from './zod.ts';

export const TRANSACTION_DESCRIPTION_MAX = 200;
export const CREDIT_ADJUSTMENT_MAX = 1_000_000;

/** `GET /api/Transaction`: paged (10 rows by default), filtered, or the whole selection as `.xlsx`. */
export const transactionQuery = z.object({
  ...listQueryFields,
  transactionType: knownNumberFilter(
    (value) => Object.values(TransactionType).includes(value as TransactionType),
    'NUMBER_INVALID',
  ),
  download: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  ),
});

/** One ledger row in the specification's shape (section 3), plus what the screens need. */
export const transactionRow = z.object({
  id: z.number().int(),
  Type: z.number().int(),
  TypeDesc: z.string(),
  DocumentNo: z.string(),
  Description: z.string(),
  /** The check's Unikey, when the row paid for a check. */
  VehicleKey: z.string().nullable(),
  Username: z.string().nullable(),
  /** The e-mail address of the user who made the row (a company's ledger shows which of its users checked). */
  Email: z.string().nullable(),
  CompanyName: z.string().nullable(),
  ReferralCode: z.string().nullable(),
  PaymentStatus: z.enum(paymentStatuses).nullable(),
  InvoiceNo: z.string().nullable(),
  InvoiceID: z.number().int().nullable(),
  /** Ringgit in sen. */
  Amount: z.number().int(),
  /** The SST inside Amount, in sen, at the rate of the row's day (docs/decisions/0060-sst-and-tax-invoices.md). */
  Tax: z.number().int(),
  /** The tax invoice of a company's credit-package purchase (`taxEndpoints.taxInvoicePdf`), on its payment's row. */
  TaxInvoiceID: z.number().int().nullable(),
  /** Signed: credit added (+) or used (−). */
  Credit: z.number().int(),
  CreditBalance: z.number().int().nullable(),
  SearchBalance: z.number().nullable(),
  CreatedDate: z.string(),
  UseCarDealerName: z.string().nullable(),
  UseCarDealerID: z.number().int().nullable(),
  /** The public id of the payment behind a type 1 row (for `/payment/paymentdone?id=`), when known. */
  PaymentID: z.string().nullable(),
  /** This row reverses that one. */
  ReversesID: z.number().int().nullable(),
  /** This row was reversed by that one. */
  ReversedByID: z.number().int().nullable(),
  /** A credit row that is neither a reversal nor reversed: an administrator may reverse ("delete") it. */
  CanDelete: z.boolean(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

export const transactionPage = pagedAnswer(transactionRow);
export type TransactionPage = z.infer<typeof transactionPage>;

/** `POST /api/Transaction/save?id=&del=`: id 0 creates a credit adjustment; `del=true` reverses a credit row. */
export const transactionSaveQuery = z.object({
  id: z.coerce.number().int().min(0),
  del: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  ),
});

/** The only change an administrator may make to an existing row. */
export const transactionDescriptionEdit = z.object({
  Description: requiredText(TRANSACTION_DESCRIPTION_MAX),
});

const creditAmount = z
  .union([z.number(), z.string()], { error: 'FIELD_REQUIRED' })
  .transform((value) => (typeof value === 'string' ? value.trim() : value))
  .refine((value) => value !== '', 'FIELD_REQUIRED')
  .transform(Number)
  .refine((value) => Number.isInteger(value), 'INTEGER_INVALID')
  .refine((value) => value !== 0, 'CREDIT_NOT_ZERO')
  .refine((value) => Math.abs(value) <= CREDIT_ADJUSTMENT_MAX, 'CREDIT_TOO_LARGE');

/** A manual credit adjustment: the account (by e-mail), credit added (+) or taken (−), and why. */
export const creditAdjustment = z.object({
  Email: emailField,
  Credit: creditAmount,
  Description: requiredText(TRANSACTION_DESCRIPTION_MAX),
});
export type CreditAdjustment = z.input<typeof creditAdjustment>;

/** What `save` accepts on the wire; the service checks it against the edit or the adjustment. */
export const transactionSaveBody = z
  .object({
    Description: z.string().optional(),
    Email: z.string().optional(),
    Credit: z.union([z.number(), z.string()]).optional(),
  })
  .nullish();

export const transactionSaveAnswer = messageAnswer.extend({ item: transactionRow });
export type TransactionSaveAnswer = z.infer<typeof transactionSaveAnswer>;

const { get, post } = endpointGroup('transactions');

/** The ledger: one's own rows (everyone's for administrators), and the administrators' corrections. */
export const transactionEndpoints = {
  list: get('/api/Transaction', {
    description:
      'Own rows (all rows for administrators), newest first; `download=true` answers every matching row as .xlsx.',
    query: transactionQuery,
    answer: transactionPage,
  }),
  get: get('/api/Transaction/GetItem', { query: byId, answer: transactionRow }),
  save: post('/api/Transaction/save', {
    description:
      'id 0: a credit adjustment (Email, Credit, Description). del=true: reverses a credit row. Otherwise: edits the Description.',
    query: transactionSaveQuery,
    body: transactionSaveBody,
    answer: transactionSaveAnswer,
  }),
};
