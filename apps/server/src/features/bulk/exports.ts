/** Bulk checks, the exports: a finished batch's reports (for its zip) and its result workbook. */
import {
  type BulkPreviewStatus,
  type Language,
  mileageVerdict,
  ownClaims,
  reportTexts,
  worstSeverity,
  writeOffVerdict,
} from '@portal/contract';
import type { BulkState } from '../../db/column-types.ts';
import type { Db } from '../../db/connection.ts';
import type { Report } from '../../domain/report/report.ts';
import type { AuthUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import * as checkQueries from '../checks/public.ts';
import * as queries from './queries.ts';
import { ensureMayUse, ownBatch, shownKey } from './service.ts';
import { bulkTexts } from './texts.ts';

/**
 * A finished batch's rows with the report each stands for: the one its check bought, or, for a vehicle already held,
 * the newest report the user or its company holds.
 */
export async function finishedBatchReports(db: Db, user: Pick<AuthUser, 'id'>, id: number) {
  const batch = await ownBatch(db, user, id);
  if (batch.status !== 'done') throw httpError('BULK_NOT_DONE');
  const items = await queries.batchItemsWithReports(db, id);
  const heldOnes = items.filter((item) => statusText(item) === 'statusOwned');
  const held = new Map(
    (
      await checkQueries.newestHeldReports(
        db,
        user.id,
        heldOnes.flatMap((item) => item.vehicle_id ?? []),
      )
    ).map((report) => [report.vehicle_id, report]),
  );
  return items.map((item) => {
    const heldReport =
      statusText(item) === 'statusOwned' && item.vehicle_id !== null ? held.get(item.vehicle_id) : undefined;
    const report = heldReport ?? item;
    return {
      ...item,
      unikey: report.unikey,
      reference: report.reference_no,
      verifyToken: report.verify_token,
      json: report.report_json,
    };
  });
}

/** The finished batch as a workbook: one row per file row, headers and statuses in the reader's language. */
export async function resultWorkbook(db: Db, user: AuthUser, id: number, language: Language, publicUrl: string) {
  await ensureMayUse(db, user);
  const items = await finishedBatchReports(db, user, id);
  const t = bulkTexts.of(language);
  const severityText = reportTexts.of(language);
  // exceljs is loaded with the first workbook rather than at start (docs/decisions/0055-memory.md).
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(t('sheet'));
  sheet.columns = [
    { header: t('searchKey'), width: 22 },
    { header: t('status'), width: 20 },
    { header: t('reference'), width: 20 },
    { header: t('claims'), width: 16 },
    { header: t('worstSeverity'), width: 16 },
    // The report's readings (issue 42); empty for a report sold before them.
    { header: t('writtenOff'), width: 28 },
    { header: t('mileage'), width: 28 },
    { header: t('link'), width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const item of items) {
    const parsed = item.json ? (JSON.parse(item.json) as Report) : undefined;
    const own = parsed ? ownClaims(parsed) : [];
    const worst = worstSeverity(own);
    sheet.addRow([
      shownKey(item),
      t(statusText(item)),
      item.reference ?? '',
      parsed ? own.length : '',
      worst ? severityText(`severity.${worst}`) : '',
      parsed?.Story ? writeOffVerdict(parsed.Story, language) : '',
      parsed?.Story ? mileageVerdict(parsed.Story, language) : '',
      item.unikey && item.reference ? `${publicUrl}/check/check/${item.unikey}` : '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function statusText(item: { state: BulkState; preview: BulkPreviewStatus }) {
  if (item.state === 'charged') return 'statusCharged';
  if (item.state === 'refused') return 'statusRefused';
  if (item.preview === 'notfound') return 'statusNotFound';
  if (item.preview === 'invalid') return 'statusInvalid';
  if (item.preview === 'duplicate') return 'statusDuplicate';
  return 'statusOwned';
}
