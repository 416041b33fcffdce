import { byId } from './common.ts';
import { XLSX_MEDIA_TYPE } from './constants.ts';
import { endpointGroup } from './endpoint.ts';
import { z } from './zod.ts';

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
  /**
   * Why an invalid row is invalid (`BULK_ROW_TOO_LONG`…), or which earlier row a duplicate repeats
   * (`BULK_ROW_DUPLICATE`): a stable code and its sentence in the reader's language.
   */
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

/**
 * The form a bulk upload sends (`multipart/form-data`): one .csv or .xlsx. `@fastify/multipart` streams it to the
 * handler and leaves Fastify no body to check (it validates `null`), hence nullish; a request without a file (or not
 * a form) is refused by the handler with BULK_NO_FILE, in the reader's words, hence optional.
 */
export const bulkUploadForm = z.object({ file: z.file().optional() }).nullish();

const { get, post } = endpointGroup('bulk checks');

/** Bulk checks (`/check/bulk`), for company users and administrators. */
export const bulkEndpoints = {
  upload: post('/api/Bulk', {
    description:
      'Uploads one .csv or .xlsx of up to 1,000 plates or chassis numbers (first column, one per row). Answers ' +
      'at once with the batch being read (Status reading); the worker then makes it a preview (found, not ' +
      'found, already owned, invalid, and the total cost) or refuses it (Status refused, Refusal). A file ' +
      'declaring more than the sheet limits is refused at once (BULK_SHEET_TOO_LARGE), as is a second file ' +
      'while the first is read (BULK_ONE_AT_A_TIME, 429). Nothing is charged.',
    consumes: ['multipart/form-data'],
    body: bulkUploadForm,
    answer: bulkBatch,
  }),
  batch: get('/api/Bulk/:id', { params: byId, answer: bulkBatch }),
  confirm: post('/api/Bulk/:id/Confirm', {
    description:
      'Queues the checks once `{"AgreeTerms": true}` accepts the Terms of Service (as a single check asks); refused ' +
      'before anything is charged with BULK_TERMS_NOT_AGREED (400), BULK_CREDIT_INSUFFICIENT (402), or ' +
      'BULK_ONE_AT_A_TIME (429) while another batch of the account is running.',
    params: byId,
    body: bulkConfirmRequest,
    answer: bulkBatch,
  }),
  prepareReports: post('/api/Bulk/:id/Reports', {
    description:
      'Asks the worker to draw the PDF reports of a finished batch (Reports: preparing, then ready); the zip is ' +
      'then sent by GET /api/Bulk/{id}/reports.zip. One batch at a time per account (BULK_REPORTS_ONE_AT_A_TIME, ' +
      '429). For accounts with APIIncludePDF and administrators; others are refused with BULK_PDF_NOT_ALLOWED (403).',
    params: byId,
    answer: bulkBatch,
  }),
  result: get('/api/Bulk/:id/result.xlsx', {
    params: byId,
    description: 'The result of a finished batch: one row per file row, with its reference, claims and link.',
    produces: [XLSX_MEDIA_TYPE],
  }),
  reportsZip: get('/api/Bulk/:id/reports.zip', {
    params: byId,
    description:
      'The PDF reports of a finished batch (bought or already held), one per reference, as a zip, once prepared ' +
      '(POST /api/Bulk/{id}/Reports; before, BULK_REPORTS_NOT_READY, 409). For accounts with APIIncludePDF and ' +
      'administrators; others are refused with BULK_PDF_NOT_ALLOWED (403).',
    produces: ['application/zip'],
  }),
};
