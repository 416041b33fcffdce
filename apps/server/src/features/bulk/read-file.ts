import path from 'node:path';
import { BULK_MAX_ROWS, BULK_SHEET_LIMITS, formatNumber } from '@portal/contract';
import type { SpreadsheetType } from '../../imports/read-rows.ts';
import { type HttpError, httpError } from '../../platform/errors.ts';
import { leadingBytes, type ReceivedFile, sniff } from '../../platform/uploads.ts';
import { outlineWorkbook } from '../../platform/xlsx-archive.ts';
import { archiveLimits, type ReadingLimits, type ReadRefusal } from './read-thread.ts';

const SNIFF_BYTES = 64 * 1024;

/** What the reading of a bulk file may walk, handed to the reading thread with each file. */
export const readingLimits: ReadingLimits = { sheet: BULK_SHEET_LIMITS, maxRows: BULK_MAX_ROWS };

const sheetTooLarge = (name: string) =>
  httpError('BULK_SHEET_TOO_LARGE', {
    name,
    rows: formatNumber(BULK_SHEET_LIMITS.rows),
    cells: formatNumber(BULK_SHEET_LIMITS.cells),
    bytes: formatNumber(BULK_SHEET_LIMITS.unpackedBytes),
  });

/** A reading thread's refusal in the product's words. */
export function refusalError(refusal: ReadRefusal, name: string): HttpError {
  switch (refusal.reason) {
    case 'not-spreadsheet':
      return httpError('BULK_NOT_SPREADSHEET', { name });
    case 'too-large':
      return sheetTooLarge(name);
    case 'too-many-rows':
      return httpError('BULK_TOO_MANY_ROWS', { max: formatNumber(BULK_MAX_ROWS), count: formatNumber(refusal.count) });
    case 'empty':
      return httpError('BULK_EMPTY');
  }
}

/**
 * What the request itself checks of an upload, all cheap whatever the file holds: its type by name and content
 * together (a `.csv` must be text, an `.xlsx` a zip), and for an `.xlsx` what it declares: its parts, what they
 * unpack to, and the first sheet's used range. Reading it is the worker's, in the reading pool (read-thread.ts).
 */
export async function uploadType(file: ReceivedFile): Promise<SpreadsheetType> {
  const extension = path.extname(file.name).toLowerCase();
  const kind = sniff(await leadingBytes(file.path, SNIFF_BYTES));
  if (extension === '.csv' && kind === 'text') return 'csv';
  if (extension !== '.xlsx' || kind !== 'zip') throw httpError('BULK_NOT_SPREADSHEET', { name: file.name });
  const outline = await outlineWorkbook(file.path);
  if (!outline) throw httpError('BULK_NOT_SPREADSHEET', { name: file.name });
  const { dimension } = outline;
  const limits = archiveLimits(BULK_SHEET_LIMITS);
  if (
    outline.entries > limits.maxEntries ||
    outline.unpackedBytes > limits.maxUnpackedBytes ||
    (dimension &&
      (dimension.rows > BULK_SHEET_LIMITS.rows || dimension.rows * dimension.columns > BULK_SHEET_LIMITS.cells))
  ) {
    throw sheetTooLarge(file.name);
  }
  return 'xlsx';
}
