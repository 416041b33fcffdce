import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  formatNumber,
  ISMABI_MAX_ARCHIVE_ENTRIES,
  ISMABI_MAX_UNPACKED_MB,
  type IsmabiFileKind,
  type IsmabiFileReport,
  type IsmabiImportJob,
  type IsmabiRow,
  type IsmabiUploadAnswer,
  ismabiImportJob as ismabiImportJobSchema,
  type Language,
} from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { importFile } from '../../imports/import.ts';
import type { ImportKind } from '../../imports/import-formats.ts';
import type { SpreadsheetType } from '../../imports/read-rows.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { httpError } from '../../platform/errors.ts';
import { leadingBytes, type ReceivedFile, sniff } from '../../platform/uploads.ts';
import { inspectWorkbook } from '../../platform/xlsx-archive.ts';
import * as q from './queries.ts';
import { ismabiTexts } from './texts.ts';

const importKindOf: Record<IsmabiFileKind, ImportKind> = { ISMData: 'ismdata', ISMDataStandardFeature: 'ismfeatures' };
const archiveLimits = { maxEntries: ISMABI_MAX_ARCHIVE_ENTRIES, maxUnpackedBytes: ISMABI_MAX_UNPACKED_MB * 1_000_000 };
const SNIFF_BYTES = 64 * 1024;

/** A file's type by its content: a zip must be a sound workbook within bounds, anything else must be text. */
async function spreadsheetType(file: ReceivedFile): Promise<SpreadsheetType> {
  const kind = sniff(await leadingBytes(file.path, SNIFF_BYTES));
  if (kind === 'text') return 'csv';
  if (kind !== 'zip') throw httpError('ISMABI_NOT_SPREADSHEET', { name: file.name });
  const verdict = await inspectWorkbook(file.path, archiveLimits);
  if (verdict === 'too-large')
    throw httpError('ISMABI_ARCHIVE_TOO_LARGE', {
      name: file.name,
      megabytes: ISMABI_MAX_UNPACKED_MB,
      parts: ISMABI_MAX_ARCHIVE_ENTRIES.toLocaleString('en-US'),
    });
  if (verdict === 'damaged') throw httpError('ISMABI_ARCHIVE_DAMAGED', { name: file.name });
  if (verdict === 'not-workbook') throw httpError('ISMABI_NOT_WORKBOOK', { name: file.name });
  return 'xlsx';
}

/**
 * An upload of ISMData or ISMDataStandardFeature files, queued for its import job. Every file is typed and checked
 * first, so a file that is not a spreadsheet (or a zip bomb) stops the upload with nothing stored; the others are
 * kept in the database (the job may run in another process), its import job queued in the same transaction, and the
 * job is answered at once.
 */
export async function queueIsmabiImport(
  db: Db,
  actor: AuthUser,
  kind: IsmabiFileKind,
  files: readonly ReceivedFile[],
  language: Language,
  enqueue: (importId: number, within: Db) => Promise<unknown>,
): Promise<IsmabiImportJob> {
  const typed = [];
  for (const file of files) typed.push({ file, type: await spreadsheetType(file) });
  const stored: q.StoredFile[] = [];
  for (const { file, type } of typed) {
    stored.push({ name: file.name, size: file.size, type, content: await readFile(file.path) });
  }
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await q.insertImport(trx, { kind, actorId: actor.id, language, files: stored });
    await enqueue(inserted, trx);
    return inserted;
  });
  return (await ismabiImportJob(db, id)) as IsmabiImportJob;
}

/** Where an upload's import stands, for the screen that follows it; undefined for an unknown id. */
export async function ismabiImportJob(db: Db, id: number): Promise<IsmabiImportJob | undefined> {
  const upload = await q.importById(db, id);
  if (!upload) return undefined;
  return {
    id: upload.id,
    Kind: upload.kind as IsmabiFileKind,
    Status: upload.status,
    RowsChecked: upload.rows_checked,
    Files: (await q.importFileNames(db, id)).map((file) => ({ Name: file.name, Size: file.size })),
    Outcome: upload.outcome === null ? null : ismabiImportJobSchema.shape.Outcome.parse(upload.outcome),
  };
}

/** How often at most the job writes its progress (rows checked) while it reads a file. */
const PROGRESS_WRITE_MS = 500;

/**
 * The import job: each stored file with the importer of `npm run import`, each whole or not at all, its progress
 * written as it goes, then the upload's report. Each written file is audited in its import's transaction. A run
 * that fails is recorded as failed (nothing of the failing file was written) and the error goes to the queue.
 */
export async function runIsmabiImport(db: Db, importId: number) {
  const upload = await q.importById(db, importId);
  if (!upload || upload.status === 'done' || upload.status === 'failed') return;
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-ismabi-'));
  try {
    const reports = await importStoredFiles(db, upload, folder);
    const language = upload.language as Language;
    await q.finishImport(db, importId, 'done', {
      ...summarise(reports, language),
      Written: reports.every((r) => r.Written),
    });
  } catch (error) {
    await q.finishImport(db, importId, 'failed', null);
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function importStoredFiles(
  db: Db,
  upload: { id: number; kind: string; actor_id: number; language: string },
  folder: string,
) {
  const t = ismabiTexts.of(upload.language as Language);
  const kind = upload.kind as IsmabiFileKind;
  const reports: IsmabiFileReport[] = [];
  let rowsBefore = 0;
  let lastWrite = 0;
  for (const file of await q.importFiles(db, upload.id)) {
    if (!file.content) throw new Error(`ISM ABI import ${upload.id}: ${file.name} is no longer stored`);
    const filePath = path.join(folder, `${file.position}.${file.type}`);
    await writeFile(filePath, file.content);
    const started = performance.now();
    const report = await importFile(db, importKindOf[kind], filePath, {
      type: file.type,
      onProgress: async ({ phase, rows }) => {
        if (phase === 'checking' && Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
        lastWrite = Date.now();
        await q.setImportProgress(db, upload.id, { status: phase, rowsChecked: rowsBefore + rows });
      },
      onWritten: (trx, written) =>
        recordAudit(trx, upload.actor_id, 'upload', ['ismabi', kind], {
          after: { Name: file.name, Size: file.size, Type: file.type, Rows: written.accepted },
        }),
    });
    rowsBefore += report.accepted + report.rejected;
    reports.push({
      Name: file.name,
      Size: file.size,
      Kind: kind,
      Accepted: report.accepted,
      Rejected: report.rejected,
      Rejections: report.rejections.map((rejection) => ({ Line: rejection.line, Reason: rejection.reason })),
      Written: report.written,
      Message: report.written
        ? t('imported', { name: file.name, rows: formatNumber(report.accepted, upload.language as Language) })
        : t('notImported', { name: file.name }),
      Seconds: Math.round((performance.now() - started) / 10) / 100,
    });
  }
  return reports;
}

/** The upload's message: every file's when all were written, else the one that was not, or a word for several. */
function summarise(reports: IsmabiFileReport[], language: Language): IsmabiUploadAnswer {
  const t = ismabiTexts.of(language);
  const failed = reports.filter((report) => !report.Written);
  const message =
    failed.length === 0
      ? reports.map((report) => report.Message).join(' ')
      : failed.length === 1
        ? (failed[0]?.Message ?? t('someNotImported'))
        : t('someNotImported');
  return { Message: message, Files: reports };
}

export async function ismabiList(db: Db, filter: { q: string | undefined; page: number; rows: number }) {
  const { items, total } = await q.ismabiPage(db, filter);
  return {
    page: filter.page,
    rows: filter.rows,
    total,
    items: items.map(
      (row): IsmabiRow => ({
        id: row.id,
        NVIC: row.nvic,
        MAKE: row.make,
        FAMILY: row.family,
        VARIANT: row.variant,
        EMNEWPR: row.em_new_price_sen,
        WMNEWPR: row.wm_new_price_sen,
        CreatedDate: new Date(row.updated_at).toISOString(),
      }),
    ),
  };
}
