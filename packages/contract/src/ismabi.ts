import { z } from 'zod';
import { errorAnswer, pagedAnswer, paging } from './common.ts';
import { LIMITS } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { searchFilter } from './transactions.ts';

/** The two ISM ABI files an administrator uploads (`POST /api/ISMABI/?id=…`). */
export const ISMABI_FILE_KINDS = ['ISMData', 'ISMDataStandardFeature'] as const;
export type IsmabiFileKind = (typeof ISMABI_FILE_KINDS)[number];

/** An `.xlsx` is a zip archive: these bound what it may unpack to before it is parsed. */
export const ISMABI_MAX_ARCHIVE_ENTRIES = 1_000;
export const ISMABI_MAX_UNPACKED_MB = 300;

/** What the ISMABI Upload screen and the server say about uploads. */
export const ismabiMessages = {
  chooseKind: 'Choose ISMData or ISMDataStandardFeature',
  noFile: 'Choose one or more .xlsx or .csv files to upload',
  notSpreadsheet: (name: string) => `${name} is not an .xlsx or .csv file`,
  notWorkbook: (name: string) => `${name} is not an Excel workbook (.xlsx)`,
  tooLarge: (name: string, limit: number = LIMITS.ismabiUploadBytes) =>
    `${name} is larger than ${limit.toLocaleString('en-US')} bytes and was not uploaded`,
  archiveTooLarge: (name: string) =>
    `${name} unpacks to too much data (more than ${ISMABI_MAX_UNPACKED_MB} MB or ${ISMABI_MAX_ARCHIVE_ENTRIES.toLocaleString('en-US')} parts in the workbook) and was not read`,
  archiveDamaged: (name: string) => `${name} is damaged: its workbook cannot be read`,
  imported: (name: string, rows: number) => `${name}: imported ${rows.toLocaleString('en-US')} rows.`,
  notImported: (name: string) =>
    `${name}: nothing was written. Correct the rejected rows and upload the whole file again.`,
  someNotImported: 'Some files were not imported: correct the rejected rows and upload them again.',
  moreRejected: (count: number) => `… and ${count.toLocaleString('en-US')} more rejected rows`,
} as const;

export const ismabiUploadQuery = z.object({
  id: z.enum(ISMABI_FILE_KINDS, { error: 'ISMABI_KIND_UNKNOWN' }),
});

export const ismabiRejection = z.object({ Line: z.number(), Reason: z.string() });

/** One uploaded file's outcome: written whole, or not at all with its rejected rows by line. */
export const ismabiFileReport = z.object({
  Name: z.string(),
  Size: z.number(),
  Kind: z.enum(ISMABI_FILE_KINDS),
  Accepted: z.number(),
  Rejected: z.number(),
  Rejections: z.array(ismabiRejection),
  Written: z.boolean(),
  Message: z.string(),
  Seconds: z.number(),
});
export type IsmabiFileReport = z.infer<typeof ismabiFileReport>;

export const ismabiUploadAnswer = z.object({ Message: z.string(), Files: z.array(ismabiFileReport) });
export type IsmabiUploadAnswer = z.infer<typeof ismabiUploadAnswer>;

/** `GET /api/ISMABI`: a search over NVIC, MAKE and FAMILY, paged. */
export const ismabiListQuery = z.object({ q: searchFilter, ...paging() });

/** An ISM ABI row; prices in sen like the report's, `CreatedDate` when its values were last uploaded. */
export const ismabiRow = z.object({
  id: z.number(),
  NVIC: z.string(),
  MAKE: z.string(),
  FAMILY: z.string(),
  VARIANT: z.string().nullable(),
  EMNEWPR: z.number().nullable(),
  WMNEWPR: z.number().nullable(),
  CreatedDate: z.string(),
});
export type IsmabiRow = z.infer<typeof ismabiRow>;

/** Where an upload's import job stands: waiting, checking every row, writing them all (or none), then its outcome. */
export const ISMABI_IMPORT_STATUSES = ['queued', 'checking', 'writing', 'done', 'failed'] as const;

/**
 * An upload's import, run as a job: `POST /api/ISMABI/` answers it at once (202), `GET /api/ISMABI/Imports/{id}`
 * follows it. `Outcome` is the upload's report once done (each file written whole, or not at all with its rejected
 * rows by line), and `Written` says whether all of it was written.
 */
export const ismabiImportJob = z.object({
  id: z.number(),
  Kind: z.enum(ISMABI_FILE_KINDS),
  Status: z.enum(ISMABI_IMPORT_STATUSES),
  RowsChecked: z.number(),
  Files: z.array(z.object({ Name: z.string(), Size: z.number() })),
  Outcome: ismabiUploadAnswer.extend({ Written: z.boolean() }).nullable(),
});
export type IsmabiImportJob = z.infer<typeof ismabiImportJob>;

export const ismabiImportParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The form an ISM ABI upload sends (`multipart/form-data`): the files of one kind. `@fastify/multipart` streams them
 * to the handler and leaves Fastify no body to check (it validates `null`), hence nullish; a request without a file
 * (or not a form) is refused by the handler with ISMABI_NO_FILE, in the reader's words, hence optional.
 */
export const ismabiUploadForm = z.object({ files: z.array(z.file()).optional() }).nullish();

const tags = ['ismabi'];

/** ISMABI Upload (`/settings/ismabi`), for administrators. */
export const ismabiEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/ISMABI', tags, query: ismabiListQuery, answer: pagedAnswer(ismabiRow) }),
  importJob: endpoint({
    method: 'GET',
    path: '/api/ISMABI/Imports/:id',
    tags,
    params: ismabiImportParams,
    answer: ismabiImportJob,
    otherAnswers: { 404: errorAnswer },
  }),
  /** Answers its import job at once (202); a file that is not a spreadsheet is refused before any is stored. */
  upload: endpoint({
    method: 'POST',
    path: '/api/ISMABI',
    tags,
    query: ismabiUploadQuery,
    consumes: ['multipart/form-data'],
    body: ismabiUploadForm,
    otherAnswers: { 202: ismabiImportJob, 400: errorAnswer },
  }),
};
