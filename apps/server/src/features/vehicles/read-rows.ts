import { createReadStream } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

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

export type SpreadsheetType = 'csv' | 'xlsx';

/** The type a file's name says it is (the import command goes by name; uploads are typed by content). */
export function typeFromName(filePath: string): SpreadsheetType {
  const extension = path.extname(filePath).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.xlsx') return 'xlsx';
  throw new UnreadableFileError(`${path.basename(filePath)}: only .csv and .xlsx files can be imported`);
}

/** Rows of a `.csv` or `.xlsx` file, header row included, read as a stream (never whole). */
export function readRows(filePath: string, type: SpreadsheetType = typeFromName(filePath)): AsyncGenerator<SourceRow> {
  return type === 'csv' ? readCsv(filePath) : readXlsx(filePath);
}

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
async function* readCsv(filePath: string): AsyncGenerator<SourceRow> {
  const unreadable: SourceRow[] = [];
  /** Where the next row starts: a quote never closed is only noticed at the end of the file. */
  let nextLine = 1;
  const parser = createReadStream(filePath).pipe(
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
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    const newlinesInside = record.reduce((count, cell) => count + cell.split('\n').length - 1, 0);
    const line = info.lines - newlinesInside;
    while (unreadable[0] && unreadable[0].line < line) yield unreadable.shift() as SourceRow;
    nextLine = info.lines + 1;
    yield { line, cells: record };
  }
  yield* unreadable;
}

async function* readXlsx(filePath: string): AsyncGenerator<SourceRow> {
  // Styles are needed to tell a date cell from a number; only the first worksheet is read.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      yield { line: row.number, cells: Array.from(values, cellOf) };
    }
    return;
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
