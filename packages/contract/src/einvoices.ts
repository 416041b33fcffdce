import { byId, emptyAsUndefined, pagedAnswer, paging, searchFilter } from './common.ts';
import { SMALL_PAGE_SIZE } from './constants.ts';
import { endpointGroup } from './endpoint.ts';
import { requiredText } from './fields.ts';
import { z } from './zod.ts';

/** An e-invoice's state at MyInvois: Queued (not yet accepted), Submitted, then Valid or Invalid; Valid → Cancelled. */
export const einvoiceStatuses = ['Queued', 'Submitted', 'Valid', 'Invalid', 'Cancelled'] as const;
export type EinvoiceStatus = (typeof einvoiceStatuses)[number];

/**
 * What an e-invoice is for: a confirmed invoice, a payment of its own, a month's consolidation, a refund, a credit
 * note an administrator issued, a credit note for a reversal of a sale.
 */
export const einvoiceKinds = ['invoice', 'payment', 'consolidated', 'refund', 'credit', 'reversal'] as const;

/** LHDN's document types: 01 invoice, 02 credit note, 03 debit note, 04 refund note. */
export const einvoiceTypeCodes = ['01', '02', '03', '04'] as const;

/** How long after validation MyInvois lets the seller cancel an e-invoice; after it, a credit note corrects it. */
export const EINVOICE_CANCEL_HOURS = 72;

/** `GET /api/Einvoice`: the e-invoices newest first, 10 a page; `q` finds one by its number or its UUID. */
export const einvoiceQuery = z.object({
  ...paging(SMALL_PAGE_SIZE),
  q: searchFilter,
  status: z.preprocess(emptyAsUndefined, z.enum(einvoiceStatuses).optional()),
});

/** One of LHDN's reasons a document is Invalid (or was refused). */
export const einvoiceError = z.object({ Code: z.string(), Message: z.string(), Path: z.string().nullable() });
export type EinvoiceError = z.infer<typeof einvoiceError>;

export const einvoiceRow = z.object({
  id: z.number().int(),
  Kind: z.enum(einvoiceKinds),
  TypeCode: z.enum(einvoiceTypeCodes),
  /**
   * The e-invoice's code number: the invoice's or receipt's number, `CONS-YYYYMM`, `RFN-…`, `CN-…` (the credited
   * e-invoice's number, or for a reversal the reversal's TRX number).
   */
  CodeNumber: z.string(),
  Status: z.enum(einvoiceStatuses),
  /** Null until the document is first built for submission. */
  BuyerName: z.string().nullable(),
  TotalSen: z.number().int().nullable(),
  Uuid: z.string().nullable(),
  /** MyInvois's validation link (printed as a QR code), once Valid. */
  ValidationUrl: z.string().nullable(),
  Errors: z.array(einvoiceError),
  /** Why the last attempt to reach MyInvois failed, while it is being tried again. */
  LastError: z.string().nullable(),
  Attempts: z.number().int(),
  /** The e-invoice a credit or refund note corrects. */
  OriginalCodeNumber: z.string().nullable(),
  /** That e-invoice's state at MyInvois: a note waits, Queued, until it is Valid. */
  OriginalStatus: z.enum(einvoiceStatuses).nullable(),
  /** The receipts a consolidated e-invoice lists (empty for the others). */
  Receipts: z.array(z.string()),
  CreatedDate: z.string(),
  SubmittedDate: z.string().nullable(),
  ValidatedDate: z.string().nullable(),
  CancelledDate: z.string().nullable(),
  CancelReason: z.string().nullable(),
  CanRetry: z.boolean(),
  /** Valid and validated less than 72 hours ago. */
  CanCancel: z.boolean(),
  /** Valid, and no credit note issued for it yet (for the whole, or for a reversal of one of its sales). */
  CanCreditNote: z.boolean(),
});
export type EinvoiceRow = z.infer<typeof einvoiceRow>;

/** Cancel and Credit note: why (sent to LHDN, at most 300 characters). */
export const einvoiceReasonBody = z.object({ Reason: requiredText(300) });
export type EinvoiceReasonInput = z.input<typeof einvoiceReasonBody>;

const changeAnswer = z.object({ Message: z.string(), item: einvoiceRow });

const { get, post } = endpointGroup('einvoices');

/** MyInvois e-invoices (administrators): their state at LHDN, retry, cancel, credit note. */
export const einvoiceEndpoints = {
  list: get('/api/Einvoice', {
    description: 'E-invoices newest first, with their state at MyInvois, LHDN errors and validation links.',
    query: einvoiceQuery,
    answer: pagedAnswer(einvoiceRow),
  }),
  retry: post('/api/Einvoice/Retry', {
    description: 'Queues an Invalid e-invoice (or one MyInvois could not be reached for) to be built and sent again.',
    query: byId,
    answer: changeAnswer,
  }),
  cancel: post('/api/Einvoice/Cancel', {
    description: 'Cancels a Valid e-invoice at MyInvois, only within 72 hours of its validation.',
    query: byId,
    body: einvoiceReasonBody,
    answer: changeAnswer,
  }),
  creditNote: post('/api/Einvoice/CreditNote', {
    description: 'Queues a credit note (02) for the whole of a Valid e-invoice, referencing it.',
    query: byId,
    body: einvoiceReasonBody,
    answer: changeAnswer,
  }),
};
