import type { Db } from '../../db/connection.ts';
import { noticeNewClaims } from '../watches/notice.ts';
import { type ColumnSpec, type ImportFormat, type ImportKind, importFormats } from './import-formats.ts';
import { type Cell, readRows, type SourceRow, type SpreadsheetType } from './read-rows.ts';

export interface Rejection {
  line: number;
  reason: string;
}

export interface ImportReport {
  accepted: number;
  rejected: number;
  /** The first rejections, in file order (a bad file of a million rows does not list them all). */
  rejections: Rejection[];
  /** True only when every row was accepted and all of them were written. */
  written: boolean;
}

const BATCH = 2_000;
const LISTED_REJECTIONS = 1_000;

/** Thrown inside the transaction to undo it: one rejected row means nothing is written. */
class RollBack extends Error {}

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Which cell holds which column; a missing required column is a problem of the header row. */
function mapHeader(columns: readonly ColumnSpec[], header: SourceRow) {
  const positions = new Map<string, number>();
  header.cells.forEach((cell, index) => {
    if (typeof cell === 'string' && !positions.has(headerKey(cell))) positions.set(headerKey(cell), index);
  });
  const mapping = new Map<string, number>();
  const missing: string[] = [];
  for (const column of columns) {
    const index = column.headers.map((name) => positions.get(headerKey(name))).find((found) => found !== undefined);
    if (index !== undefined) mapping.set(column.key, index);
    else if (column.required) missing.push(column.headers[0]!);
  }
  return { mapping, missing };
}

const isBlank = (cells: readonly Cell[]) => cells.every((cell) => cell === undefined || cell === '');

/**
 * Reads a `.csv` or `.xlsx` file of one kind and writes it all or not at all: rows are checked
 * as they stream in and written in batches inside one transaction, which is rolled back if any
 * row is rejected. A row that is already in the database (same natural key) is replaced.
 */
export interface ImportOptions {
  /** The file's type when it is known from its content; by default its name's extension says. */
  type?: SpreadsheetType;
  /** Runs inside the import's transaction once every row is written (an audit row, say). */
  onWritten?: (trx: Db, report: ImportReport) => Promise<void>;
  /** The site's address, for the links in the mails to watchers of a vehicle that has new claims. */
  publicUrl?: string;
}

export function importFile(db: Db, kind: ImportKind, filePath: string, options: ImportOptions = {}) {
  switch (kind) {
    case 'vehicles':
      return runImport(db, importFormats.vehicles, filePath, options);
    case 'claims':
      // Watchers of a vehicle with new claims are told in the import's transaction: only if the claims are written.
      return runImport(db, importFormats.claims, filePath, {
        ...options,
        onWritten: async (trx, report) => {
          await noticeNewClaims(trx, options.publicUrl ?? '');
          await options.onWritten?.(trx, report);
        },
      });
    case 'ismdata':
      return runImport(db, importFormats.ismdata, filePath, options);
    case 'ismfeatures':
      return runImport(db, importFormats.ismfeatures, filePath, options);
  }
}

async function runImport<T>(
  db: Db,
  format: ImportFormat<T>,
  filePath: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const report: ImportReport = { accepted: 0, rejected: 0, rejections: [], written: false };
  const reject = (line: number, reason: string) => {
    report.rejected += 1;
    if (report.rejections.length < LISTED_REJECTIONS) report.rejections.push({ line, reason });
  };
  const rows = readRows(filePath, options.type);
  try {
    await db.transaction().execute(async (trx) => {
      const write = format.createWriter();
      const firstLineOf = new Map<string, number>();
      let batch: T[] = [];
      let header: ReturnType<typeof mapHeader> | undefined;
      for await (const row of rows) {
        if (row.unreadable) {
          reject(row.line, row.unreadable);
          continue;
        }
        if (isBlank(row.cells)) continue;
        if (!header) {
          header = mapHeader(format.columns, row);
          if (header.missing.length) {
            reject(row.line, `missing column${header.missing.length > 1 ? 's' : ''} ${header.missing.join(', ')}`);
            break;
          }
          continue;
        }
        const values = Object.fromEntries(
          format.columns.map((column) => {
            const index = header?.mapping.get(column.key);
            return [column.key, index === undefined ? undefined : row.cells[index]];
          }),
        );
        const parsed = format.schema.safeParse(values);
        if (!parsed.success) {
          reject(row.line, parsed.error.issues.map((issue) => issue.message).join('; '));
          continue;
        }
        const key = format.naturalKey(parsed.data);
        const first = firstLineOf.get(key);
        if (first !== undefined) {
          reject(row.line, `same ${format.keyLabel} as line ${first}`);
          continue;
        }
        firstLineOf.set(key, row.line);
        report.accepted += 1;
        if (report.rejected > 0) continue;
        batch.push(parsed.data);
        if (batch.length >= BATCH) {
          await write(trx, batch);
          batch = [];
        }
      }
      if (!header) reject(1, 'the file is empty: the first row must name the columns');
      if (report.rejected > 0) throw new RollBack();
      await write(trx, batch);
      await options.onWritten?.(trx, { ...report, written: true });
    });
    report.written = true;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return report;
}

/** The report as the import command prints it. */
export function describeReport(report: ImportReport) {
  const lines = [`accepted ${report.accepted}, rejected ${report.rejected}`];
  for (const rejection of report.rejections) lines.push(`line ${rejection.line}: ${rejection.reason}`);
  const unlisted = report.rejected - report.rejections.length;
  if (unlisted > 0) lines.push(`… and ${unlisted} more rejected rows`);
  lines.push(
    report.written
      ? `Imported ${report.accepted} rows.`
      : 'Nothing was written: correct the rejected rows and import the whole file again.',
  );
  return lines.join('\n');
}
