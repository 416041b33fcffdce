import { messageAnswer, paging } from './common.ts';
import { LIMITS } from './constants.ts';
import { endpointGroup } from './endpoint.ts';
import { PaymentType, paymentStatuses } from './enums.ts';
import { emailField, mobileField, requiredText } from './fields.ts';
import { z } from './zod.ts';

/**
 * "I need an e-invoice": an individual asks for an e-invoice of their own, made out to the MyKad number or TIN on their
 * account, instead of being a line of the month's consolidated e-invoice (docs/decisions/0066-e-invoices-for-reversals-and-individuals.md).
 */
const einvoiceRequested = z.boolean().optional();

/** The payer of a credit top-up (spec section 5: all four fields required). */
export const creditTopupForm = z.object({
  paymentName: requiredText(LIMITS.username),
  paymentEmail: emailField,
  paymentPhone: mobileField,
  CreditSetupID: z.coerce.number({ error: 'FIELD_REQUIRED' }).int('FIELD_REQUIRED').positive('FIELD_REQUIRED'),
  einvoiceRequested,
});

const blankIsMissing = z
  .string()
  .optional()
  .nullable()
  .transform((value) => value?.trim() || undefined);

/** The guest checkout's contact: both needed, else the specification's one warning. */
export const guestContactForm = z
  .object({ email: blankIsMissing, phoneNo: blankIsMissing })
  .superRefine((value, ctx) => {
    if (!value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'CONTACT_MISSING' });
    if (!value.phoneNo) ctx.addIssue({ code: 'custom', path: ['phoneNo'], message: 'CONTACT_MISSING' });
  })
  .pipe(z.object({ email: emailField, phoneNo: mobileField }));

/** Pay per search: the check's Unikey and, for guests, their contact and the referral code of the checkout link. */
export const payPerSearchRequest = z.object({
  id: z.string({ error: 'CHECK_NOT_FOUND' }).trim().min(1, 'CHECK_NOT_FOUND').max(64),
  paymentType: z.coerce.number().pipe(z.literal(PaymentType.PayPerSearch)),
  vehicleNo: z.string().max(40).optional().nullable(),
  vehChassisNo: z.string().max(40).optional().nullable(),
  email: blankIsMissing,
  phoneNo: blankIsMissing,
  refCode: blankIsMissing.pipe(z.string().max(LIMITS.referralCode).optional()),
  paymentName: blankIsMissing.pipe(z.string().max(LIMITS.username, 'FIELD_TOO_LONG').optional()),
  /** The buyer agreed to the Terms of Service (the spec's I AGREE): a pay-per-search bill is made only then. */
  agreedTerms: z.literal(true, { error: 'TERMS_NOT_AGREED' }),
  einvoiceRequested,
});

/**
 * `paymentEndpoints.topup`: a credit top-up (the four payer fields and a package), or with `paymentType` 1 a
 * pay-per-search of the check `id`. Checked by the server against one of the two schemas above.
 */
export const creditTopupRequest = z.looseObject({
  paymentName: z.string().optional().nullable(),
  paymentEmail: z.string().optional().nullable(),
  paymentPhone: z.string().optional().nullable(),
  // null inside the union: OpenAPI 3.0 has no `nullable` beside `anyOf`.
  CreditSetupID: z.union([z.number().nullable(), z.string()]).optional(),
  id: z.string().optional().nullable(),
  paymentType: z.union([z.number().nullable(), z.string()]).optional(),
  vehicleNo: z.string().optional().nullable(),
  vehChassisNo: z.string().optional().nullable(),
  email: z.string().optional().nullable(),
  phoneNo: z.string().optional().nullable(),
  refCode: z.string().optional().nullable(),
  agreedTerms: z.boolean().optional(),
  einvoiceRequested,
});
export type CreditTopupRequest = z.input<typeof creditTopupRequest>;

export const paymentStatus = z.enum(paymentStatuses);

/** `paymentEndpoints.prices`: what a check costs, as Credits Setup and Charges Setup say, for anyone to read. */
export const priceList = z.object({
  /** Pay per search, in sen; null when no price is set up. */
  PerCheckSen: z.number().int().nullable(),
  /** The credits a check takes; null when checks are not sold for credit. */
  CreditsPerCheck: z.number().int().nullable(),
  /** The credit packages, cheapest first, named in the reader's language. */
  Packages: z.array(
    z.object({ ID: z.number().int(), Name: z.string(), Credit: z.number().int(), PriceSen: z.number().int() }),
  ),
});
export type PriceList = z.infer<typeof priceList>;

/**
 * `paymentEndpoints.payer`: the logged-in user's name, e-mail and phone, to prefill the top-up form; and for an
 * individual, while e-invoices are issued, the TIN and MyKad number an e-invoice asked for would name (both null: none
 * on the account yet). `Einvoice` is null where none can be asked for: a company's purchases name the company.
 */
export const payerAnswer = z.object({
  paymentName: z.string(),
  paymentEmail: z.string(),
  paymentPhone: z.string(),
  Einvoice: z.object({ Tin: z.string().nullable(), MyKad: z.string().nullable() }).nullable(),
});
export type PayerAnswer = z.infer<typeof payerAnswer>;

/** The top-up model: the payment created, still Pending, with what it buys. `id` is the payment's unguessable key. */
export const creditTopupAnswer = z.object({
  id: z.string(),
  paymentType: z.number().int(),
  paymentName: z.string(),
  paymentEmail: z.string(),
  paymentPhone: z.string(),
  CreditSetupID: z.number().int().nullable(),
  /** Credits a top-up adds (null for pay per search). */
  Credit: z.number().int().nullable(),
  /** Ringgit in sen. */
  Amount: z.number().int(),
  payment_desc: z.string(),
  PaymentStatus: paymentStatus,
  VehicleKey: z.string().nullable(),
  refCode: z.string().nullable(),
});
export type CreditTopupAnswer = z.infer<typeof creditTopupAnswer>;

/** `paymentEndpoints.paymentLink`: the top-up model, of which only the payment's `id` is read. */
export const paymentLinkRequest = z.looseObject({
  id: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(64),
});
export const paymentLinkAnswer = z.object({ url: z.string() });

export const paymentDetailsQuery = z.object({ id: z.string().trim().min(1).max(64) });

/** `paymentEndpoints.details`: what /payment/paymentdone shows. Only `Completed` is success. */
export const paymentDetails = z.object({
  PaymentStatus: paymentStatus,
  paymentName: z.string(),
  paymentEmail: z.string(),
  paymentPhone: z.string(),
  /** The TRX number of the payment's ledger row once settled, the gateway's bill id before. */
  paymentRefNo: z.string().nullable(),
  /** Ringgit in sen. */
  Amount: z.number().int(),
  payment_desc: z.string(),
  payment_created_datetime: z.string(),
  /** The check's Unikey for a pay-per-search payment. */
  VehicleKey: z.string().nullable(),
  isGuest: z.boolean(),
  paymentType: z.number().int(),
  Credit: z.number().int().nullable(),
  /** The referral (dealer) code the payment came through: a guest's Try Again keeps it. */
  refCode: z.string().nullable(),
});
export type PaymentDetails = z.infer<typeof paymentDetails>;

export const gatewayParams = z.object({ gateway: z.string() });
/** The gateway's server-to-server callback: a form signed with X-Signature, whatever its fields are named. */
export const gatewayCallbackForm = z.record(z.string(), z.string());
/** The payer's browser back from the gateway: the gateway's own fields (`billplz[id]`, `billplz[paid]`…). */
export const gatewayReturnQuery = z.object({}).catchall(z.string());

const { get, post } = endpointGroup('payments');

/** Payments (spec section 7): the top-up record, its payment link, the gateway's callbacks and the status page's data. */
export const paymentEndpoints = {
  topup: post('/api/Payment/CreditTopup', { body: creditTopupRequest, answer: creditTopupAnswer }),
  payer: get('/api/Payment/Payer', { answer: payerAnswer }),
  prices: get('/api/Payment/Prices', { answer: priceList }),
  /** The specification's casing (routing ignores case, so `/api/Payment/CreatePaymentLink` answers too). */
  paymentLink: post('/api/payment/CreatePaymentLink', { body: paymentLinkRequest, answer: paymentLinkAnswer }),
  details: get('/api/Payment/Details', { query: paymentDetailsQuery, answer: paymentDetails }),
  gatewayCallback: post('/api/Payment/Callback/:gateway', {
    params: gatewayParams,
    consumes: ['application/x-www-form-urlencoded'],
    body: gatewayCallbackForm,
    answer: messageAnswer,
  }),
  /** Sends the browser on to /payment/paymentdone (303). */
  gatewayReturn: get('/api/Payment/Return/:gateway', { params: gatewayParams, query: gatewayReturnQuery }),
};

export const refundStatus = z.enum(['Due', 'Refunded']);

/** `GET /api/Refund`: money received for a check already sold, to be paid back by hand. */
export const refundQuery = z.object({
  status: z.union([refundStatus, z.literal('')]).default('Due'),
  ...paging(),
});
export const refundRow = z.object({
  id: z.number().int(),
  CreatedDate: z.string(),
  PayerName: z.string(),
  PayerEmail: z.string(),
  /** Ringgit in sen. */
  Amount: z.number().int(),
  Reason: z.string(),
  PaymentRefNo: z.string().nullable(),
  VehicleKey: z.string().nullable(),
  SearchKey: z.string().nullable(),
  Status: refundStatus,
  Reference: z.string().nullable(),
  RefundedDate: z.string().nullable(),
  RefundedBy: z.string().nullable(),
});
export type RefundRow = z.infer<typeof refundRow>;

/** `POST /api/Refund/MarkRefunded?id=`: the reference of the refund made (bank transfer, gateway refund…). */
export const markRefundedBody = z.object({ Reference: requiredText(100) });
