/**
 * The types of the columns the database alone cannot describe: the words a text column may hold (a status, a kind)
 * and how dates and JSON are read and written here. kysely-codegen puts them into `schema.ts` by
 * `.kysely-codegenrc.json`'s overrides and type mapping.
 */
import type { ColumnType } from 'kysely';

/** A calendar date without a time zone, written and best read as `YYYY-MM-DD`. */
export type CalendarDate = ColumnType<Date | string, string, string>;

/** JSON: read as parsed, written as the text of `JSON.stringify`. */
export type StoredJson = ColumnType<unknown, string, string>;

export type Language = 'en' | 'ms' | 'zh';
export type AccountType = 'INDIVIDUAL' | 'COMPANY';
/** `email`: a change of the account's address, mailed to the new one (`new_email`). */
export type AccountCodePurpose = 'verify' | 'reset' | 'login' | 'email';
export type MailState = 'pending' | 'sent' | 'failed';
export type CheckStatus = 'unpaid' | 'paid';
export type PaymentStatus = 'Pending' | 'Completed' | 'Failed' | 'Cancelled';
export type PaymentPurpose = 'topup' | 'search';
export type RefundStatus = 'Due' | 'Refunded';
export type ClosureStatus = 'Requested' | 'Completed';
export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';
export type UploadType = 'csv' | 'xlsx';
export type BulkStatus = 'reading' | 'refused' | 'preview' | 'running' | 'done';
export type BulkReportsState = 'none' | 'preparing' | 'ready';
export type BulkPreview = 'found' | 'notfound' | 'owned' | 'invalid' | 'duplicate';
export type BulkState = 'pending' | 'charged' | 'skipped' | 'refused';
export type IsmabiImportStatus = 'queued' | 'checking' | 'writing' | 'done' | 'failed';
export type EinvoiceSourceKind = 'invoice' | 'payment' | 'consolidated' | 'refund' | 'credit' | 'reversal';
export type EinvoiceTypeCode = '01' | '02' | '03' | '04';
export type EinvoiceStatus = 'Queued' | 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';
