import { Readable } from 'node:stream';
import { isLanguage, type Language } from '@portal/contract';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/connection.ts';
import { paidReportOf, paidReportPdf } from '../../domain/report/paid-report.ts';
import type { AuthUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import { letOthersIn } from '../../platform/worker.ts';
import { finishedBatchReports } from './exports.ts';
import * as queries from './queries.ts';
import { batchAnswer, ensureMayUse, lockAccount, ownBatch } from './service.ts';

/** PDFs drawn per run: a few seconds of drawing at most, then the next run is queued and other batches have their turn. */
const PDFS_PER_ROUND = 25;

/**
 * A finished batch's reports by reference (bought, or already held): the JSON each PDF is drawn from and the token its
 * QR code carries to the verification page.
 */
async function reportsOf(db: Db, user: Pick<AuthUser, 'id'>, id: number) {
  const reports = new Map<string, { json: string; verifyToken: string | null }>();
  for (const item of await finishedBatchReports(db, user, id)) {
    if (item.reference && item.json) reports.set(item.reference, { json: item.json, verifyToken: item.verifyToken });
  }
  return reports;
}

/**
 * Queues the drawing of a finished batch's PDF reports (`queueDrawing`, with the batch's change), in the asker's
 * language (for accounts with PDF access and administrators). Refused while another batch of the account has its
 * reports being prepared (one at a time); a batch whose reports are prepared or ready already is answered as it is.
 */
export async function prepareReports(
  db: Db,
  user: AuthUser,
  id: number,
  language: Language,
  queueDrawing: (batchId: number, within: Db) => Promise<unknown>,
) {
  const { pdfAccess } = await ensureMayUse(db, user);
  if (!pdfAccess) throw httpError('BULK_PDF_NOT_ALLOWED');
  if ((await reportsOf(db, user, id)).size === 0) throw httpError('BULK_NO_REPORTS');
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, user.id);
    const batch = await ownBatch(trx, user, id);
    if (batch.reports !== 'none') return;
    const other = await queries.batchOfUserPreparingReports(trx, user.id);
    if (other) throw httpError('BULK_REPORTS_ONE_AT_A_TIME');
    await queries.markReportsPreparing(trx, id, language);
    await queueDrawing(id, trx);
  });
  return batchAnswer(db, user, id, language);
}

/**
 * A run of the `bulk-zip-preparation` job: up to PDFS_PER_ROUND not yet drawn PDFs of a batch whose reports are being
 * prepared, each stored as soon as drawn (a run tried again goes on from the ones stored); once all are there, the
 * batch's reports are ready, else its next run is queued (`next`). Answers how many it drew. Two runs may draw the
 * same PDF; the second is not kept.
 */
export async function drawBatchReports(db: Db, batchId: number, publicUrl: string, next: () => Promise<unknown>) {
  const batch = await queries.batchPreparingReports(db, batchId);
  if (!batch) return 0;
  const language: Language = isLanguage(batch.reports_language) ? batch.reports_language : 'en';
  const drawn = new Set((await queries.drawnPdfReferences(db, batch.id)).map((row) => row.reference));
  const toDraw = [...(await reportsOf(db, { id: batch.user_id }, batch.id))].filter(
    ([reference]) => !drawn.has(reference),
  );
  for (const [reference, { json, verifyToken }] of toDraw.slice(0, PDFS_PER_ROUND)) {
    const pdf = await paidReportPdf(paidReportOf(json, verifyToken), language, publicUrl);
    await queries.insertReportPdf(db, { batchId: batch.id, reference, pdf: Buffer.from(pdf) });
    await letOthersIn();
  }
  if (toDraw.length <= PDFS_PER_ROUND) await queries.markReportsReady(db, batch.id);
  else await next();
  return Math.min(toDraw.length, PDFS_PER_ROUND);
}

/**
 * The prepared PDFs of a batch as a zip, written while it is sent from the stored PDFs (one read from the database
 * at a time, so a batch of 1,000 never sits in memory); nothing is drawn here.
 */
export async function reportsZip(db: Db, user: AuthUser, id: number) {
  const { pdfAccess } = await ensureMayUse(db, user);
  if (!pdfAccess) throw httpError('BULK_PDF_NOT_ALLOWED');
  const batch = await ownBatch(db, user, id);
  if (batch.status !== 'done') throw httpError('BULK_NOT_DONE');
  if (batch.reports !== 'ready') throw httpError('BULK_REPORTS_NOT_READY');
  const references = await queries.reportPdfSizes(db, id);
  const zip = new ZipFile();
  for (const { reference, size } of references) {
    // PDFs are compressed already; storing them keeps the zip quick to write and to open.
    zip.addReadStreamLazy(`${reference}.pdf`, { compress: false, size: Number(size) }, (done) => {
      letOthersIn()
        .then(() => queries.reportPdf(db, id, reference))
        .then(
          (row) => done(null, Readable.from([row.pdf])),
          (error: unknown) => done(error, Readable.from([])),
        );
    });
  }
  zip.end();
  return zip.outputStream;
}
