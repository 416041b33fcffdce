import { type Insertable, sql } from 'kysely';
import type { BulkState } from '../../db/column-types.ts';
import type { Db } from '../../db/connection.ts';
import { countRows } from '../../db/paging.ts';
import type { BulkItems } from '../../db/schema.ts';
import type { SpreadsheetType } from '../../imports/read-rows.ts';

export const bulkAccessOf = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select(['role', 'account_type', 'api_include_pdf'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

export const lockAccountRow = (db: Db, userId: number) =>
  db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();

export const batchOfUserWithStatus = (db: Db, userId: number, status: 'reading' | 'running') =>
  db
    .selectFrom('bulk_batches')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', status)
    .limit(1)
    .executeTakeFirst();

/** The batches a job works on: reading their file, running their checks, or drawing their zip's reports. */
export const batchesWaitingFor = (db: Db, work: 'reading' | 'running' | 'preparing') => {
  const batches = db.selectFrom('bulk_batches').select('id');
  return (
    work === 'preparing' ? batches.where('reports', '=', 'preparing') : batches.where('status', '=', work)
  ).execute();
};

export const batchOfUser = (db: Db, userId: number, id: number) =>
  db
    .selectFrom('bulk_batches')
    .select(['id', 'file_name', 'status', 'refusal_code', 'refusal_params', 'reports'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const lockBatchOfUser = (db: Db, userId: number, id: number) =>
  db
    .selectFrom('bulk_batches')
    .select(['id', 'status'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();

export const insertReadingBatch = (
  db: Db,
  batch: { userId: number; fileName: string; upload: Buffer; uploadType: SpreadsheetType },
) =>
  db
    .insertInto('bulk_batches')
    .values({
      user_id: batch.userId,
      file_name: batch.fileName,
      total: 0,
      status: 'reading',
      upload: batch.upload,
      upload_type: batch.uploadType,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** A batch's uploaded file, while it waits to be read. */
export const uploadToRead = (db: Db, batchId: number) =>
  db
    .selectFrom('bulk_batches')
    .select(['user_id', 'file_name', 'upload', 'upload_type'])
    .where('id', '=', batchId)
    .where('status', '=', 'reading')
    .executeTakeFirst();

/** Only while still `reading`, so a batch is never moved on twice. */
export const refuseReadingBatch = (db: Db, batchId: number, refusal: { code: string; params: string }) =>
  db
    .updateTable('bulk_batches')
    .set({ status: 'refused', refusal_code: refusal.code, refusal_params: refusal.params, upload: null })
    .where('id', '=', batchId)
    .where('status', '=', 'reading')
    .execute();

/**
 * Only while still `reading`, so a batch is never moved on twice: answers whether it did. Of two runs reading one
 * batch (one whose lease ran out while the first still went on), the second waits for the first's row, then does not.
 */
export const previewReadingBatch = async (db: Db, batchId: number, total: number) => {
  const { numUpdatedRows } = await db
    .updateTable('bulk_batches')
    .set({ status: 'preview', total, upload: null })
    .where('id', '=', batchId)
    .where('status', '=', 'reading')
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
};

export const startBatchRun = (db: Db, id: number, paymentType: number) =>
  db
    .updateTable('bulk_batches')
    .set({ status: 'running', payment_type: paymentType, confirmed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

export const batchOwnerAndPayment = (db: Db, id: number) =>
  db.selectFrom('bulk_batches').select(['user_id', 'payment_type']).where('id', '=', id).executeTakeFirstOrThrow();

/** Marks a running batch done if it has no pending item left; answers it when it did. */
export const finishBatchWithoutPending = (db: Db, batchId: number) =>
  db
    .updateTable('bulk_batches')
    .set({ status: 'done', finished_at: sql<Date>`now()` })
    .where('id', '=', batchId)
    .where('status', '=', 'running')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bulk_items')
            .select('bulk_items.id')
            .whereRef('bulk_items.batch_id', '=', 'bulk_batches.id')
            .where('bulk_items.state', '=', 'pending'),
        ),
      ),
    )
    .returning(['id', 'user_id', 'finished_at'])
    .executeTakeFirst();

export const batchOfUserPreparingReports = (db: Db, userId: number) =>
  db
    .selectFrom('bulk_batches')
    .select('id')
    .where('user_id', '=', userId)
    .where('reports', '=', 'preparing')
    .executeTakeFirst();

export const markReportsPreparing = (db: Db, id: number, language: string) =>
  db
    .updateTable('bulk_batches')
    .set({ reports: 'preparing', reports_language: language })
    .where('id', '=', id)
    .execute();

export const batchPreparingReports = (db: Db, batchId: number) =>
  db
    .selectFrom('bulk_batches')
    .select(['id', 'user_id', 'reports_language'])
    .where('id', '=', batchId)
    .where('reports', '=', 'preparing')
    .executeTakeFirst();

export const markReportsReady = (db: Db, batchId: number) =>
  db
    .updateTable('bulk_batches')
    .set({ reports: 'ready', reports_ready_at: sql<Date>`now()` })
    .where('id', '=', batchId)
    .execute();

export const batchItemsWithVehicles = (db: Db, batchId: number) =>
  db
    .selectFrom('bulk_items')
    .leftJoin('vehicles', 'vehicles.id', 'bulk_items.vehicle_id')
    .select([
      'bulk_items.line',
      'bulk_items.search_key',
      'bulk_items.search_by_vehicle',
      'bulk_items.preview',
      'bulk_items.state',
      'bulk_items.vehicle_id',
      'vehicles.registration_no',
      'vehicles.make',
      'vehicles.family',
    ])
    .where('bulk_items.batch_id', '=', batchId)
    .orderBy('bulk_items.id')
    .execute();

export const batchItemsWithReports = (db: Db, batchId: number) =>
  db
    .selectFrom('bulk_items')
    .leftJoin('checks', 'checks.id', 'bulk_items.check_id')
    .leftJoin('vehicles', 'vehicles.id', 'bulk_items.vehicle_id')
    .select([
      'bulk_items.search_key',
      'bulk_items.search_by_vehicle',
      'vehicles.registration_no',
      'bulk_items.preview',
      'bulk_items.state',
      'bulk_items.vehicle_id',
      'checks.unikey',
      'checks.reference_no',
      'checks.verify_token',
      sql<string | null>`checks.report::text`.as('report_json'),
    ])
    .where('bulk_items.batch_id', '=', batchId)
    .orderBy('bulk_items.id')
    .execute();

export const countPendingItems = (db: Db, batchId: number) =>
  countRows(db.selectFrom('bulk_items').where('batch_id', '=', batchId).where('state', '=', 'pending'));

export const insertItems = (db: Db, items: readonly Insertable<BulkItems>[]) =>
  db
    .insertInto('bulk_items')
    .values([...items])
    .execute();

/**
 * The oldest pending item of a batch while it runs, its row held until the transaction ends: a second run of the
 * batch (one whose lease ran out while the first still went on) waits for it rather than charging it twice.
 */
export const lockNextPendingItem = (db: Db, batchId: number) =>
  db
    .selectFrom('bulk_items')
    .select(['id', 'batch_id', 'search_key', 'search_by_vehicle', 'vehicle_id'])
    .where('batch_id', '=', batchId)
    .where('state', '=', 'pending')
    .where((eb) =>
      eb.exists(eb.selectFrom('bulk_batches').select('id').where('id', '=', batchId).where('status', '=', 'running')),
    )
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();

export const finishItem = (db: Db, itemId: number, state: BulkState, checkId: number | null = null) =>
  db
    .updateTable('bulk_items')
    .set({ state, check_id: checkId, done_at: sql<Date>`now()` })
    .where('id', '=', itemId)
    .execute();

/** Only while still pending: an item another run charged meanwhile stays charged. */
export const refuseItem = (db: Db, itemId: number) =>
  db
    .updateTable('bulk_items')
    .set({ state: 'refused', done_at: sql<Date>`now()` })
    .where('id', '=', itemId)
    .where('state', '=', 'pending')
    .execute();

export const vehicleNvic = (db: Db, vehicleId: number) =>
  db.selectFrom('vehicles').select('nvic').where('id', '=', vehicleId).executeTakeFirst();

export const drawnPdfReferences = (db: Db, batchId: number) =>
  db.selectFrom('bulk_report_pdfs').select('reference').where('batch_id', '=', batchId).execute();

/** A PDF another worker stored first is kept; this one is dropped. */
export const insertReportPdf = (db: Db, pdf: { batchId: number; reference: string; pdf: Buffer }) =>
  db
    .insertInto('bulk_report_pdfs')
    .values({ batch_id: pdf.batchId, reference: pdf.reference, pdf: pdf.pdf })
    .onConflict((oc) => oc.doNothing())
    .execute();

export const reportPdfSizes = (db: Db, batchId: number) =>
  db
    .selectFrom('bulk_report_pdfs')
    .select(['reference', sql<number>`length(pdf)`.as('size')])
    .where('batch_id', '=', batchId)
    .orderBy('reference')
    .execute();

export const reportPdf = (db: Db, batchId: number, reference: string) =>
  db
    .selectFrom('bulk_report_pdfs')
    .select('pdf')
    .where('batch_id', '=', batchId)
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
