import {
  formatNumber,
  ISMABI_MAX_ARCHIVE_ENTRIES,
  ISMABI_MAX_UNPACKED_MB,
  type IsmabiFileKind,
  type IsmabiFileReport,
  type IsmabiRow,
  type IsmabiUploadAnswer,
  type Language,
} from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { httpError } from '../../platform/errors.ts';
import { leadingBytes, type ReceivedFile, sniff } from '../../platform/uploads.ts';
import { inspectWorkbook } from '../../platform/xlsx-archive.ts';
import { importFile } from '../vehicles/import.ts';
import type { ImportKind } from '../vehicles/import-formats.ts';
import type { SpreadsheetType } from '../vehicles/read-rows.ts';
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
 * Imports ISMData or ISMDataStandardFeature files with the importer of `npm run import`, each whole or not at all.
 * Every file is typed and checked before any is imported, so a file that is not a spreadsheet (or a zip bomb)
 * stops the upload with nothing changed. Each written file is audited in its import's transaction.
 */
export async function uploadIsmabi(
  db: Db,
  actor: AuthUser,
  kind: IsmabiFileKind,
  files: readonly ReceivedFile[],
  language: Language,
): Promise<{ status: number; answer: IsmabiUploadAnswer }> {
  const t = ismabiTexts.of(language);
  const typed = [];
  for (const file of files) typed.push({ file, type: await spreadsheetType(file) });
  const reports: IsmabiFileReport[] = [];
  for (const { file, type } of typed) {
    const started = performance.now();
    const report = await importFile(db, importKindOf[kind], file.path, {
      type,
      onWritten: (trx, written) =>
        recordAudit(trx, {
          actorId: actor.id,
          action: 'upload',
          entity: 'ismabi',
          entityId: kind,
          after: { Name: file.name, Size: file.size, Type: type, Rows: written.accepted },
        }),
    });
    reports.push({
      Name: file.name,
      Size: file.size,
      Kind: kind,
      Accepted: report.accepted,
      Rejected: report.rejected,
      Rejections: report.rejections.map((rejection) => ({ Line: rejection.line, Reason: rejection.reason })),
      Written: report.written,
      Message: report.written
        ? t('imported', { name: file.name, rows: formatNumber(report.accepted, language) })
        : t('notImported', { name: file.name }),
      Seconds: Math.round((performance.now() - started) / 10) / 100,
    });
  }
  const failed = reports.filter((report) => !report.Written);
  const message =
    failed.length === 0
      ? reports.map((report) => report.Message).join(' ')
      : failed.length === 1
        ? (failed[0]?.Message ?? t('someNotImported'))
        : t('someNotImported');
  return { status: failed.length === 0 ? 200 : 400, answer: { Message: message, Files: reports } };
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
