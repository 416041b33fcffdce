import { createReadStream } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';

/** A cell as the importer sees it: text, a date (spreadsheet date cells), or nothing. */
export type Cell = string | Date | undefined;

export interface SourceRow {
  /** The line (CSV) or row number (XLSX) where the row starts, as a spreadsheet shows it. */
  line: number;
  cells: Cell[];
  /** Why a CSV row could not be read at all (a stray quote): the row is to be rejected by its line, with no cells. */
  unreadable?: string;
}

export class UnreadableFileError extends Error {}

/** Bounds on what a reader may walk: the last row number, and the cells of all rows (a row counts up to its last). */
export interface ReadLimits {
  rows: number;
  cells: number;
}

/** A file that goes past its ReadLimits: reading stopped there. */
export class ReadLimitError extends Error {}

const unlimited: ReadLimits = { rows: Number.POSITIVE_INFINITY, cells: Number.POSITIVE_INFINITY };

/**
 * Stops the reading at the first row beyond `limits`, before that row's cells are looked at. A row counts by its
 * number and by the rows read: a sheet whose rows carry no number, or all the same one, is bounded all the same.
 */
function limiter(limits: ReadLimits) {
  let cells = 0;
  let rows = 0;
  return (line: number, width: number) => {
    cells += width;
    rows += 1;
    if (Math.max(line, rows) > limits.rows || cells > limits.cells)
      throw new ReadLimitError(`beyond ${limits.rows} rows or ${limits.cells} cells`);
  };
}

export type SpreadsheetType = 'csv' | 'xlsx';

/** The type a file's name says it is (the import command goes by name; uploads are typed by content). */
export function typeFromName(filePath: string): SpreadsheetType {
  const extension = path.extname(filePath).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.xlsx') return 'xlsx';
  throw new UnreadableFileError(`${path.basename(filePath)}: only .csv and .xlsx files can be imported`);
}

/**
 * Rows of a `.csv` or `.xlsx` file, header row included, read as a stream (never whole). With `limits`, the reading
 * stops with a ReadLimitError at the first row past them (blank rows count: their line numbers do).
 */
export function readRows(
  filePath: string,
  type: SpreadsheetType = typeFromName(filePath),
  limits: ReadLimits = unlimited,
): AsyncGenerator<SourceRow> {
  return type === 'csv' ? readCsv(filePath, limiter(limits)) : readXlsx(filePath, limiter(limits));
}

type Limiter = ReturnType<typeof limiter>;

/** What a stray quote makes of a CSV row, in the words of the importer's other rejections. */
const quoteReasons: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quote (") opened here is never closed',
  INVALID_OPENING_QUOTE: 'a quote (") inside a field that does not start with one',
  CSV_INVALID_CLOSING_QUOTE: 'a quote (") closes a field but more text follows it',
};

/**
 * CSV rows as they stream in. A row the parser cannot read (a stray quote) is not an error of the whole file: it
 * comes as a row of its own, `unreadable`, at its line, among the others, so it is rejected like any bad row.
 */
async function* readCsv(filePath: string, withinLimits: Limiter): AsyncGenerator<SourceRow> {
  const unreadable: SourceRow[] = [];
  /** Where the next row starts: a quote never closed is only noticed at the end of the file. */
  let nextLine = 1;
  const file = createReadStream(filePath);
  const parser = file.pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (!error) return;
        const at = Number(error.lines);
        const line = error.code === 'CSV_QUOTE_NOT_CLOSED' ? nextLine : at;
        unreadable.push({ line, cells: [], unreadable: quoteReasons[error.code] ?? error.message });
        nextLine = at + 1;
      },
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      withinLimits(info.lines, record.length);
      const newlinesInside = record.reduce((count, cell) => count + cell.split('\n').length - 1, 0);
      const line = info.lines - newlinesInside;
      while (unreadable[0] && unreadable[0].line < line) yield unreadable.shift() as SourceRow;
      nextLine = info.lines + 1;
      yield { line, cells: record };
    }
  } finally {
    file.destroy();
  }
  yield* unreadable;
}

async function* readXlsx(filePath: string, withinLimits: Limiter): AsyncGenerator<SourceRow> {
  // exceljs is loaded with the first workbook rather than at start (docs/decisions/0055-memory.md).
  const { stream } = (await import('exceljs')).default;
  const file = createReadStream(filePath);
  // Styles are needed to tell a date cell from a number; only the first worksheet is read.
  const workbook = new stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  // A zip's parts may come in any order. exceljs reads a worksheet met after the shared strings but before
  // xl/workbook.xml as if that part had been read, and fails on its missing model (exceljs/exceljs#962; its fix was
  // never merged): an empty one stands in until the part comes. Only the sheet's name is looked up in it.
  (workbook as unknown as { model?: { sheets: [] } }).model ??= { sheets: [] };
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        // Counted by the row's width, the cells the line below walks (a lone cell in column XFD makes 16,384).
        withinLimits(row.number, values.length);
        yield { line: row.number, cells: Array.from(values, cellOf) };
      }
      return;
    }
  } finally {
    file.destroy();
  }
}

function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value) return String(value.text).trim();
  if ('result' in value) return value.result === undefined ? undefined : cellOf(value.result);
  return undefined; // an error cell such as #N/A holds no value
}
