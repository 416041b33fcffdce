/**
 * Bulk checks, one uploaded list read in a thread of the reading pool (reading-pool.ts), off the web's event loop.
 * It loads only the readers, not the contract (a thread that starts for a file pays for what it loads): the limits
 * come with the file, and a refusal goes back as its reason, worded by the caller (read-file.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Cell, ReadLimitError, type ReadLimits, readRows, type SpreadsheetType } from '../../imports/read-rows.ts';
import { inspectWorkbook } from '../../platform/xlsx-archive.ts';

export interface ReadingLimits {
  sheet: ReadLimits & { unpackedBytes: number };
  /** The rows of plates or chassis numbers a list may hold. */
  maxRows: number;
}

export interface UploadToRead {
  upload: Uint8Array;
  type: SpreadsheetType;
  limits: ReadingLimits;
}

/** Why a file is refused: not a spreadsheet, past the sheet limits, more rows than a list holds, or none. */
export type ReadRefusal =
  | { reason: 'not-spreadsheet' | 'too-large' | 'empty' }
  | { reason: 'too-many-rows'; count: number };

export type ReadOutcome = { rows: { line: number; text: string }[] } | { refusal: ReadRefusal };

/**
 * An `.xlsx` of a list has a dozen parts; what they unpack to, and what parsing them walks (counted in their XML,
 * whatever the sheet declares), is bounded by the sheet limits. Besides the rows and cells, the shared strings are
 * at most one per cell, all the elements four per cell (a cell is two to four: itself, its value or inline string
 * and its runs), and the styles, theme and the rest 20,000 elements (Excel's own take a few hundred).
 */
export const archiveLimits = (sheet: ReadingLimits['sheet']) => ({
  maxEntries: 100,
  maxUnpackedBytes: sheet.unpackedBytes,
  maxElements: {
    rows: sheet.rows,
    cells: sheet.cells,
    sharedStrings: sheet.cells,
    total: 4 * sheet.cells,
    beyondSheets: 20_000,
  },
});

/** What a date cell reads as: no plate or chassis number, and the reason says it was a date. */
export const DATE_CELL = '#date';
const cellText = (cell: Cell) => (typeof cell === 'string' ? cell : cell instanceof Date ? DATE_CELL : '');

/**
 * The file's plates or chassis numbers, one per row (the first cell), blank rows left out. A first row without a
 * digit is a header (every plate and chassis number has one). More than `maxRows` is refused; so is a sheet past
 * the sheet limits, where the reading stops. An `.xlsx` is first proven to unpack to what it declared.
 */
async function readKeys(filePath: string, type: SpreadsheetType, limits: ReadingLimits): Promise<ReadOutcome> {
  if (type === 'xlsx') {
    const verdict = await inspectWorkbook(filePath, archiveLimits(limits.sheet));
    if (verdict === 'too-large') return { refusal: { reason: 'too-large' } };
    if (verdict !== 'workbook') return { refusal: { reason: 'not-spreadsheet' } };
  }
  const rows: { line: number; text: string }[] = [];
  let first = true;
  let count = 0;
  try {
    for await (const row of readRows(filePath, type, limits.sheet)) {
      if (row.unreadable) return { refusal: { reason: 'not-spreadsheet' } };
      const text = row.cells.map(cellText).find((value) => value.trim() !== '') ?? '';
      if (text === '') continue;
      const header = first && !/\d/.test(text);
      first = false;
      if (header) continue;
      count += 1;
      if (count <= limits.maxRows) rows.push({ line: row.line, text });
    }
  } catch (error) {
    return { refusal: { reason: error instanceof ReadLimitError ? 'too-large' : 'not-spreadsheet' } };
  }
  if (count > limits.maxRows) return { refusal: { reason: 'too-many-rows', count } };
  if (rows.length === 0) return { refusal: { reason: 'empty' } };
  return { rows };
}

/** The rows of a stored upload, read from a temporary copy (the readers take a file). */
export default async function readUpload({ upload, type, limits }: UploadToRead): Promise<ReadOutcome> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-bulk-'));
  try {
    const filePath = path.join(folder, `upload.${type}`);
    await writeFile(filePath, upload);
    return await readKeys(filePath, type, limits);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
