import type { Db } from '../db/connection.ts';
import { noticeNewClaims } from '../features/watches/public.ts';
import type { JobQueue } from '../jobs/define.ts';
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

export interface ImportProgress {
  /** `checking`: every row is read and checked, nothing written yet; `writing`: all of them are written, in one go. */
  phase: 'checking' | 'writing';
  rows: number;
}

export interface ImportOptions {
  /** The file's type when it is known from its content; by default its name's extension says. */
  type?: SpreadsheetType;
  /** Runs inside the import's transaction once every row is written (an audit row, say). */
  onWritten?: (trx: Db, report: ImportReport) => Promise<void>;
  /** Told every PROGRESS_EVERY rows checked, and when the writing starts (outside the import's transaction). */
  onProgress?: (progress: ImportProgress) => Promise<void>;
  /** The site's address, for the links in the mails to watchers of a vehicle that has new claims. */
  publicUrl?: string;
  /** The job queue: a claims import needs it, for the watchers' mails and webhook events. */
  jobs?: Pick<JobQueue, 'enqueue'>;
}

/**
 * Reads a `.csv` or `.xlsx` file of one kind and writes it all or not at all. The file is streamed twice: first every
 * row is checked with no database held (a file with rejected rows stops there, and on the embedded database the
 * other requests are answered meanwhile), then the rows are written in batches inside one transaction, so a failure
 * half-way leaves nothing written. A row that is already in the database (same natural key) is replaced.
 */
export async function importFile(db: Db, kind: ImportKind, filePath: string, options: ImportOptions = {}) {
  switch (kind) {
    case 'vehicles':
      return runImport(db, importFormats.vehicles, filePath, options);
    case 'claims': {
      const { jobs } = options;
      if (!jobs) throw new Error('a claims import needs the job queue: the watchers of its vehicles are mailed');
      // Watchers of a vehicle with new claims are told in the import's transaction: only if the claims are written.
      return runImport(db, importFormats.claims, filePath, {
        ...options,
        onWritten: async (trx, report) => {
          await noticeNewClaims(trx, jobs, options.publicUrl ?? '');
          await options.onWritten?.(trx, report);
        },
      });
    }
    case 'ismdata':
      return runImport(db, importFormats.ismdata, filePath, options);
    case 'ismfeatures':
      return runImport(db, importFormats.ismfeatures, filePath, options);
  }
}

const PROGRESS_EVERY = 10_000;

/**
 * The file's rows as the format reads them, each checked: a row that fails is handed to `reject` by its line (and so
 * is a missing column or an empty file); the others are yielded in file order.
 */
async function* checkedRows<T>(
  format: ImportFormat<T>,
  filePath: string,
  type: SpreadsheetType | undefined,
  reject: (line: number, reason: string) => void,
) {
  const firstLineOf = new Map<string, number>();
  let header: ReturnType<typeof mapHeader> | undefined;
  for await (const row of readRows(filePath, type)) {
    if (row.unreadable) {
      reject(row.line, row.unreadable);
      continue;
    }
    if (isBlank(row.cells)) continue;
    if (!header) {
      header = mapHeader(format.columns, row);
      if (header.missing.length) {
        reject(row.line, `missing column${header.missing.length > 1 ? 's' : ''} ${header.missing.join(', ')}`);
        return;
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
    yield parsed.data;
  }
  if (!header) reject(1, 'the file is empty: the first row must name the columns');
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
  for await (const _row of checkedRows(format, filePath, options.type, reject)) {
    report.accepted += 1;
    if (report.accepted % PROGRESS_EVERY === 0)
      await options.onProgress?.({ phase: 'checking', rows: report.accepted });
  }
  if (report.rejected > 0) return report;
  await options.onProgress?.({ phase: 'writing', rows: report.accepted });
  await db.transaction().execute(async (trx) => {
    const write = format.createWriter();
    let batch: T[] = [];
    const refused = () => {
      throw new Error(`${filePath} changed while it was imported`);
    };
    for await (const row of checkedRows(format, filePath, options.type, refused)) {
      batch.push(row);
      if (batch.length >= BATCH) {
        await write(trx, batch);
        batch = [];
      }
    }
    await write(trx, batch);
    await options.onWritten?.(trx, { ...report, written: true });
  });
  report.written = true;
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
