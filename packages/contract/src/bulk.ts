import { z } from 'zod';

/** At most this many plates or chassis numbers in one bulk file (a header row is not counted). */
export const BULK_MAX_ROWS = 1000;
/** A bulk file's size limit, in bytes. */
export const BULK_MAX_BYTES = 2_000_000;
/**
 * What reading one bulk file may cost, whatever its bytes say: rows (blank ones too) and cells of its sheet, and the
 * bytes an `.xlsx` unpacks to. A list of 1,000 numbers with a few columns beside them is far below each.
 */
export const BULK_SHEET_LIMITS = { rows: 5_000, cells: 100_000, unpackedBytes: 10_000_000 } as const;

/**
 * What the preview found for one row: a vehicle to charge, no vehicle, a vehicle whose paid report the user or its
 * company already holds (not charged again), a number that cannot be one, or a vehicle already on an earlier row.
 */
export const bulkPreviewStatuses = ['found', 'notfound', 'owned', 'invalid', 'duplicate'] as const;
export type BulkPreviewStatus = (typeof bulkPreviewStatuses)[number];

export const bulkRow = z.object({
  Line: z.number().int(),
  /** A plate in the registration's spacing (`WXY 1234`), a chassis number as it is, an invalid row as typed. */
  SearchKey: z.string(),
  Status: z.enum(bulkPreviewStatuses),
  /** Make and model of a vehicle found (or already owned, or repeated): `PERODUA MYVI`. */
  Vehicle: z.string().nullable(),
  /** Why an invalid row is invalid: a stable code (`BULK_ROW_TOO_LONG`…) and its sentence in the reader's language. */
  ReasonCode: z.string().nullable(),
  Reason: z.string().nullable(),
});
export type BulkRow = z.infer<typeof bulkRow>;

export const bulkCounts = z.object({
  Found: z.number().int(),
  NotFound: z.number().int(),
  Owned: z.number().int(),
  Invalid: z.number().int(),
  Duplicate: z.number().int(),
});

/**
 * A batch's life: its file being read by the worker, refused (`Refusal` says why), a preview until confirmed, then
 * running and done.
 */
export const bulkStatuses = ['reading', 'refused', 'preview', 'running', 'done'] as const;
export type BulkStatus = (typeof bulkStatuses)[number];

/** The zip of a finished batch's PDF reports: not asked for, being drawn by the worker, or ready to download. */
export const bulkReportsStates = ['none', 'preparing', 'ready'] as const;

/**
 * `POST /api/Bulk` (multipart, one `.csv` or `.xlsx`) and `GET /api/Bulk/{id}`: a batch, its rows and progress. The
 * upload answers at once with `Status: reading`; the rows and counts come when the worker has read the file.
 */
export const bulkBatch = z.object({
  id: z.number().int(),
  FileName: z.string(),
  Status: z.enum(bulkStatuses),
  /** Why the file was refused (`Status: refused`), in the reader's language; otherwise null. */
  Refusal: z.object({ Code: z.string(), Message: z.string() }).nullable(),
  Rows: z.array(bulkRow),
  Counts: bulkCounts,
  /** Postpaid accounts are billed `TotalSen` on their invoice; others pay `TotalCredit` from their credit. */
  IsPostpaid: z.boolean(),
  CreditPerCheck: z.number(),
  PostpaidRateSen: z.number().nullable(),
  TotalCredit: z.number(),
  TotalSen: z.number(),
  CreditBalance: z.number(),
  /** Rows handled so far of all rows (a preview has handled none). */
  Done: z.number().int(),
  Total: z.number().int(),
  Charged: z.number().int(),
  /** The account may download the batch's reports as a zip of PDFs (`APIIncludePDF`, or an administrator). */
  PdfAccess: z.boolean(),
  /** The zip of PDF reports (`POST /api/Bulk/{id}/Reports` prepares it, `GET /api/Bulk/{id}/reports.zip` sends it). */
  Reports: z.enum(bulkReportsStates),
});
export type BulkBatch = z.infer<typeof bulkBatch>;

/**
 * `POST /api/Bulk/{id}/Confirm`: the Terms of Service agreed, as a single check asks before it is paid (I AGREE);
 * without it the batch is refused with BULK_TERMS_NOT_AGREED and nothing is charged.
 */
export const bulkConfirmRequest = z.object({ AgreeTerms: z.boolean().optional() }).nullish();
export type BulkConfirmRequest = z.infer<typeof bulkConfirmRequest>;

export const bulkIdParams = z.object({ id: z.coerce.number().int().positive() });
