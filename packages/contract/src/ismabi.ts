import { z } from 'zod';
import { paging } from './common.ts';
import { LIMITS } from './constants.ts';
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
