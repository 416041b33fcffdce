import { byId, errorAnswer, messageAnswer, pagedAnswer, paging, searchFilter } from './common.ts';
import { endpointGroup } from './endpoint.ts';
import { z } from './zod.ts';

/** The two ISM ABI files an administrator uploads (`POST /api/ISMABI/?id=…`). */
export const ISMABI_FILE_KINDS = ['ISMData', 'ISMDataStandardFeature'] as const;
export type IsmabiFileKind = (typeof ISMABI_FILE_KINDS)[number];

/** An `.xlsx` is a zip archive: these bound what it may unpack to before it is parsed. */
export const ISMABI_MAX_ARCHIVE_ENTRIES = 1_000;
export const ISMABI_MAX_UNPACKED_MB = 300;

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

export const ismabiUploadAnswer = messageAnswer.extend({ Files: z.array(ismabiFileReport) });
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

/**
 * The form an ISM ABI upload sends (`multipart/form-data`): the files of one kind. `@fastify/multipart` streams them
 * to the handler and leaves Fastify no body to check (it validates `null`), hence nullish; a request without a file
 * (or not a form) is refused by the handler with ISMABI_NO_FILE, in the reader's words, hence optional.
 */
export const ismabiUploadForm = z.object({ files: z.array(z.file()).optional() }).nullish();

const { get, post } = endpointGroup('ismabi');

/** ISMABI Upload (`/settings/ismabi`), for administrators. */
export const ismabiEndpoints = {
  list: get('/api/ISMABI', { query: ismabiListQuery, answer: pagedAnswer(ismabiRow) }),
  importJob: get('/api/ISMABI/Imports/:id', {
    params: byId,
    answer: ismabiImportJob,
    otherAnswers: { 404: errorAnswer },
  }),
  /** Answers its import job at once (202); a file that is not a spreadsheet is refused before any is stored. */
  upload: post('/api/ISMABI', {
    query: ismabiUploadQuery,
    consumes: ['multipart/form-data'],
    body: ismabiUploadForm,
    otherAnswers: { 202: ismabiImportJob, 400: errorAnswer },
  }),
};
