import path from 'node:path';
import { BULK_MAX_ROWS, BULK_SHEET_LIMITS, formatNumber } from '@portal/contract';
import { type Cell, ReadLimitError, readRows, type SpreadsheetType } from '../../imports/read-rows.ts';
import { HttpError, httpError } from '../../platform/errors.ts';
import { leadingBytes, type ReceivedFile, sniff } from '../../platform/uploads.ts';
import { inspectWorkbook, outlineWorkbook } from '../../platform/xlsx-archive.ts';

const SNIFF_BYTES = 64 * 1024;
/**
 * An `.xlsx` of a list has a dozen parts; what they unpack to, and what parsing them walks (counted in their XML,
 * whatever the sheet declares), is bounded by the sheet limits. Besides the rows and cells, the shared strings are
 * at most one per cell, all the elements four per cell (a cell is two to four: itself, its value or inline string
 * and its runs), and the styles, theme and the rest 20,000 elements (Excel's own take a few hundred).
 */
const archiveLimits = {
  maxEntries: 100,
  maxUnpackedBytes: BULK_SHEET_LIMITS.unpackedBytes,
  maxElements: {
    rows: BULK_SHEET_LIMITS.rows,
    cells: BULK_SHEET_LIMITS.cells,
    sharedStrings: BULK_SHEET_LIMITS.cells,
    total: 4 * BULK_SHEET_LIMITS.cells,
    beyondSheets: 20_000,
  },
};

const sheetTooLarge = (name: string) =>
  httpError('BULK_SHEET_TOO_LARGE', {
    name,
    rows: formatNumber(BULK_SHEET_LIMITS.rows),
    cells: formatNumber(BULK_SHEET_LIMITS.cells),
    bytes: formatNumber(BULK_SHEET_LIMITS.unpackedBytes),
  });

/**
 * What the request itself checks of an upload, all cheap whatever the file holds: its type by name and content
 * together (a `.csv` must be text, an `.xlsx` a zip), and for an `.xlsx` what it declares: its parts, what they
 * unpack to, and the first sheet's used range. Reading it is the worker's (readKeys).
 */
export async function uploadType(file: ReceivedFile): Promise<SpreadsheetType> {
  const extension = path.extname(file.name).toLowerCase();
  const kind = sniff(await leadingBytes(file.path, SNIFF_BYTES));
  if (extension === '.csv' && kind === 'text') return 'csv';
  if (extension !== '.xlsx' || kind !== 'zip') throw httpError('BULK_NOT_SPREADSHEET', { name: file.name });
  const outline = await outlineWorkbook(file.path);
  if (!outline) throw httpError('BULK_NOT_SPREADSHEET', { name: file.name });
  const { dimension } = outline;
  if (
    outline.entries > archiveLimits.maxEntries ||
    outline.unpackedBytes > archiveLimits.maxUnpackedBytes ||
    (dimension &&
      (dimension.rows > BULK_SHEET_LIMITS.rows || dimension.rows * dimension.columns > BULK_SHEET_LIMITS.cells))
  ) {
    throw sheetTooLarge(file.name);
  }
  return 'xlsx';
}

/** What a date cell reads as: no plate or chassis number, and the reason says it was a date. */
export const DATE_CELL = '#date';
const cellText = (cell: Cell) => (typeof cell === 'string' ? cell : cell instanceof Date ? DATE_CELL : '');

/**
 * The file's plates or chassis numbers, one per row (the first cell), blank rows left out. A first row without a
 * digit is a header (every plate and chassis number has one). More than BULK_MAX_ROWS is refused; so is a sheet
 * past BULK_SHEET_LIMITS, where the reading stops. An `.xlsx` is first proven to unpack to what it declared.
 */
export async function readKeys(filePath: string, type: SpreadsheetType, name: string) {
  if (type === 'xlsx') {
    const verdict = await inspectWorkbook(filePath, archiveLimits);
    if (verdict === 'too-large') throw sheetTooLarge(name);
    if (verdict !== 'workbook') throw httpError('BULK_NOT_SPREADSHEET', { name });
  }
  const keys: { line: number; text: string }[] = [];
  let first = true;
  let count = 0;
  try {
    for await (const row of readRows(filePath, type, BULK_SHEET_LIMITS)) {
      if (row.unreadable) throw httpError('BULK_NOT_SPREADSHEET', { name });
      const text = row.cells.map(cellText).find((value) => value.trim() !== '') ?? '';
      if (text === '') continue;
      const header = first && !/\d/.test(text);
      first = false;
      if (header) continue;
      count += 1;
      if (count <= BULK_MAX_ROWS) keys.push({ line: row.line, text });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof ReadLimitError) throw sheetTooLarge(name);
    throw httpError('BULK_NOT_SPREADSHEET', { name });
  }
  if (count > BULK_MAX_ROWS) {
    throw httpError('BULK_TOO_MANY_ROWS', { max: formatNumber(BULK_MAX_ROWS), count: formatNumber(count) });
  }
  if (keys.length === 0) throw httpError('BULK_EMPTY');
  return keys;
}
