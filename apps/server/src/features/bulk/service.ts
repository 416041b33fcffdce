import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BulkBatch,
  type BulkPreviewStatus,
  type ErrorCode,
  type ErrorParams,
  errorText,
  formatPlate,
  isErrorCode,
  type Language,
  ownClaims,
  PaymentType,
  UserRole,
  worstSeverity,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { BulkState } from '../../db/schema.ts';
import type { AuthUser } from '../../platform/access.ts';
import { HttpError, httpError } from '../../platform/errors.ts';
import { randomToken } from '../../platform/secrets.ts';
import type { ReceivedFile } from '../../platform/uploads.ts';
import { letOthersIn } from '../../platform/worker.ts';
import { chargeList } from '../charges/queries.ts';
import * as checkQueries from '../checks/queries.ts';
import type { Report } from '../checks/report.ts';
import { chargeCheck } from '../checks/service.ts';
import { checksTexts } from '../checks/texts.ts';
import { vehiclesByKeys } from '../vehicles/queries.ts';
import type { SpreadsheetType } from '../vehicles/read-rows.ts';
import { DATE_CELL, readKeys, uploadType } from './read-file.ts';
import { bulkTexts } from './texts.ts';

const PLATE_MAX = 13;
const KEY_MIN = 2;
const KEY_MAX = 25;

/** Company users and administrators run bulk checks; an individual is refused. Answers whether it has PDF access. */
export async function ensureMayUse(db: Db, user: Pick<AuthUser, 'id'>) {
  const row = await db
    .selectFrom('users')
    .select(['role', 'account_type', 'api_include_pdf'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const administrator = row.role === UserRole.Administrator;
  if (!administrator && row.account_type !== 'COMPANY') throw httpError('BULK_COMPANY_ONLY');
  return { pdfAccess: administrator || row.api_include_pdf };
}

type Key = { line: number; text: string; key: string | null };

const searchKeyOf = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

/** Why a row's text can be no plate or chassis number, or null when it can be one. */
function invalidReason(text: string): { code: ErrorCode; params?: ErrorParams } | null {
  if (text === DATE_CELL) return { code: 'BULK_ROW_DATE' };
  const key = searchKeyOf(text);
  if (!/^[A-Z0-9]*$/.test(key)) return { code: 'BULK_ROW_NOT_LETTERS_AND_DIGITS' };
  if (key.length < KEY_MIN) return { code: 'BULK_ROW_TOO_SHORT', params: { min: KEY_MIN } };
  if (key.length > KEY_MAX) return { code: 'BULK_ROW_TOO_LONG', params: { max: KEY_MAX } };
  return null;
}

const normalised = ({ line, text }: { line: number; text: string }): Key => ({
  line,
  text,
  key: invalidReason(text) === null ? searchKeyOf(text) : null,
});

/**
 * The vehicle of each key, in two queries for the whole file: a key is looked up as a plate (its newest vehicle),
 * then, if long enough to be one, as a chassis number. `byVehicle` says how the check is recorded, as on the web.
 */
async function lookUpAll(db: Db, keys: readonly string[]) {
  const byPlate = new Map<string, number>();
  const plates = await vehiclesByKeys(db, 'registration_no_key', [
    ...new Set(keys.filter((key) => key.length <= PLATE_MAX)),
  ]);
  for (const vehicle of plates) {
    if (vehicle.registration_no_key && !byPlate.has(vehicle.registration_no_key)) {
      byPlate.set(vehicle.registration_no_key, vehicle.id);
    }
  }
  const chassisKeys = [...new Set(keys.filter((key) => !byPlate.has(key) && key.length >= 6))];
  const byChassis = new Map(
    (await vehiclesByKeys(db, 'chassis_no_key', chassisKeys)).map((vehicle) => [vehicle.chassis_no_key, vehicle.id]),
  );
  return (key: string) => {
    const plateVehicle = byPlate.get(key);
    if (plateVehicle !== undefined) return { vehicleId: plateVehicle, byVehicle: true };
    const chassisVehicle = byChassis.get(key);
    return { vehicleId: chassisVehicle ?? null, byVehicle: chassisVehicle === undefined && key.length <= PLATE_MAX };
  };
}

/** What one check costs this user: its credit per check, or its postpaid rate. */
async function priceOf(db: Db, userId: number) {
  const account = await checkQueries.accountOf(db, userId);
  const charges = await chargeList(db);
  const creditPerCheck = charges.find((charge) => charge.PaymentTypeID === PaymentType.Credit)?.Credit ?? 0;
  return {
    account,
    paymentType: account.is_postpaid ? PaymentType.Postpaid : PaymentType.Credit,
    creditPerCheck,
    postpaidRateSen: account.is_postpaid ? (account.postpaid_rate_sen ?? 0) : null,
  };
}

/**
 * Takes an uploaded list: refused at once when its type or what it declares is wrong (nothing is kept), or while
 * the account's previous file is still being read (one at a time); otherwise kept as a batch being read
 * (`reading`) for the worker, which makes it a preview (readUploadedFiles). Nothing is charged.
 */
export async function upload(
  db: Db,
  user: AuthUser,
  files: readonly ReceivedFile[],
  language: Language,
  poke: () => void,
) {
  await ensureMayUse(db, user);
  const [file] = files;
  if (!file || files.length > 1) throw httpError('BULK_NO_FILE');
  const type = await uploadType(file);
  const bytes = await readFile(file.path);
  const id = await db.transaction().execute(async (trx) => {
    await lockAccount(trx, user.id);
    if (await busyWith(trx, user.id, 'reading')) throw httpError('BULK_ONE_AT_A_TIME');
    const batch = await trx
      .insertInto('bulk_batches')
      .values({
        user_id: user.id,
        file_name: file.name.slice(0, 255),
        total: 0,
        status: 'reading',
        upload: bytes,
        upload_type: type,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return batch.id;
  });
  poke();
  return batchAnswer(db, user, id, language);
}

/** Holds the account's row until the transaction ends, so two requests of one account take turns. */
export const lockAccount = (db: Db, userId: number) =>
  db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();

/** Whether the account has a batch in this status (a file being read, a run going on). */
const busyWith = async (db: Db, userId: number, status: 'reading' | 'running') =>
  (await db
    .selectFrom('bulk_batches')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', status)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** A file whose reading was claimed this long ago by a worker that never finished (it stopped) is read again. */
const READ_CLAIM_MINUTES = 5;

/**
 * Claims the oldest file waiting to be read (SKIP LOCKED, so two workers never take the same), in a short
 * transaction of its own: the reading itself holds no lock.
 */
async function claimUpload(db: Db) {
  return db.transaction().execute(async (trx) => {
    const batch = await trx
      .selectFrom('bulk_batches')
      .select(['id', 'user_id', 'file_name', 'upload', 'upload_type'])
      .where('status', '=', 'reading')
      .where((eb) =>
        eb.or([
          eb('read_claimed_at', 'is', null),
          eb('read_claimed_at', '<', sql<Date>`now() - make_interval(mins => ${READ_CLAIM_MINUTES})`),
        ]),
      )
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!batch) return undefined;
    await trx
      .updateTable('bulk_batches')
      .set({ read_claimed_at: sql<Date>`now()` })
      .where('id', '=', batch.id)
      .execute();
    return batch;
  });
}

/** The keys of a stored upload, read from a temporary copy (the readers take a file). */
async function keysOfUpload(upload: Buffer, type: SpreadsheetType, name: string) {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-bulk-'));
  try {
    const filePath = path.join(folder, `upload.${type}`);
    await writeFile(filePath, upload);
    return (await readKeys(filePath, type, name)).map(normalised);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The worker's reading job: one waiting file per round (then it asks for another round at once), read within
 * BULK_SHEET_LIMITS. The batch becomes a preview of its rows, or `refused` with the refusal's code and values; the
 * file's bytes are let go either way. Answers how many files it read.
 */
export async function readUploadedFiles(db: Db, options: { poke?: () => void } = {}) {
  const batch = await claimUpload(db);
  if (!batch) return 0;
  const stillReading = (trx: Db) =>
    trx.updateTable('bulk_batches').where('id', '=', batch.id).where('status', '=', 'reading');
  let keys: Key[];
  try {
    keys = await keysOfUpload(batch.upload ?? Buffer.alloc(0), batch.upload_type ?? 'csv', batch.file_name);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await stillReading(db)
      .set({
        status: 'refused',
        refusal_code: error.code,
        refusal_params: JSON.stringify(error.params ?? {}),
        upload: null,
      })
      .execute();
    options.poke?.();
    return 1;
  }
  const items = await previewItems(db, batch.user_id, keys);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < items.length; start += 200) {
      await trx
        .insertInto('bulk_items')
        .values(
          items.slice(start, start + 200).map((item) => ({
            ...item,
            batch_id: batch.id,
            state: (item.preview === 'found' ? 'pending' : 'skipped') as BulkState,
          })),
        )
        .execute();
    }
    await stillReading(trx).set({ status: 'preview', total: items.length, upload: null }).execute();
  });
  options.poke?.();
  return 1;
}

/**
 * Each row of a list as its preview: found, not found, already owned (the user or its company holds a paid report
 * of the vehicle), invalid, or a vehicle already on an earlier row.
 */
async function previewItems(db: Db, userId: number, keys: readonly Key[]) {
  const validKeys = keys.flatMap(({ key }) => (key === null ? [] : [key]));
  const vehicleOf = await lookUpAll(db, validKeys);
  const held = await checkQueries.vehiclesHeld(
    db,
    userId,
    validKeys.flatMap((key) => vehicleOf(key).vehicleId ?? []),
  );
  const seen = new Set<number>();
  return keys.map(({ line, text, key }) => {
    if (key === null) {
      const preview: BulkPreviewStatus = 'invalid';
      // Kept as typed (a too-long one cut at 40 characters, still too long), so its reason can be told again.
      return { line, search_key: text.slice(0, 40), search_by_vehicle: true, vehicle_id: null, preview };
    }
    const { vehicleId, byVehicle } = vehicleOf(key);
    let preview: BulkPreviewStatus = 'notfound';
    if (vehicleId !== null) {
      preview = seen.has(vehicleId) ? 'duplicate' : held.has(vehicleId) ? 'owned' : 'found';
      seen.add(vehicleId);
    }
    return { line, search_key: key, search_by_vehicle: byVehicle, vehicle_id: vehicleId, preview };
  });
}

/** Why a batch was refused, in the reader's language. */
function refusalOf(batch: { refusal_code: string | null; refusal_params: string | null }, language: Language) {
  if (!isErrorCode(batch.refusal_code)) return null;
  const code: ErrorCode = batch.refusal_code;
  const params = JSON.parse(batch.refusal_params ?? '{}') as ErrorParams;
  return { Code: code, Message: errorText(language, code, params) };
}

export async function ownBatch(db: Db, user: Pick<AuthUser, 'id'>, id: number) {
  const batch = await db
    .selectFrom('bulk_batches')
    .select(['id', 'file_name', 'status', 'refusal_code', 'refusal_params', 'reports'])
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!batch) throw httpError('BULK_NOT_FOUND');
  return batch;
}

/**
 * A row's key as the report shows it: a plate found as the registration writes it (`1M4U 5879`), another plate in
 * the usual spacing (`ZZZ 9999`), a chassis number as it is, an invalid row as it was typed.
 */
function shownKey(item: {
  search_key: string;
  preview: BulkPreviewStatus;
  search_by_vehicle: boolean;
  registration_no: string | null;
}) {
  if (item.preview === 'invalid' || !item.search_by_vehicle) return item.search_key;
  return item.registration_no ?? formatPlate(item.search_key);
}

/** The row's answer: its key as shown, the vehicle's make and model, and why an invalid row is invalid. */
function rowAnswer(
  item: Parameters<typeof shownKey>[0] & { line: number; make: string | null; family: string | null },
  language: Language,
) {
  const reason = item.preview === 'invalid' ? invalidReason(item.search_key) : null;
  return {
    Line: item.line,
    SearchKey: shownKey(item),
    Status: item.preview,
    Vehicle: [item.make, item.family].filter(Boolean).join(' ') || null,
    ReasonCode: reason?.code ?? null,
    Reason: reason ? errorText(language, reason.code, reason.params) : null,
  };
}

/** A batch as its owner sees it: the rows' preview, the counts, the cost at the user's price, and progress. */
export async function batchAnswer(db: Db, user: AuthUser, id: number, language: Language): Promise<BulkBatch> {
  const { pdfAccess } = await ensureMayUse(db, user);
  const batch = await ownBatch(db, user, id);
  const items = await db
    .selectFrom('bulk_items')
    .leftJoin('vehicles', 'vehicles.id', 'bulk_items.vehicle_id')
    .select([
      'bulk_items.line',
      'bulk_items.search_key',
      'bulk_items.search_by_vehicle',
      'bulk_items.preview',
      'bulk_items.state',
      'vehicles.registration_no',
      'vehicles.make',
      'vehicles.family',
    ])
    .where('bulk_items.batch_id', '=', id)
    .orderBy('bulk_items.id')
    .execute();
  const count = (status: BulkPreviewStatus) => items.filter((item) => item.preview === status).length;
  const price = await priceOf(db, user.id);
  const found = count('found');
  return {
    id: batch.id,
    FileName: batch.file_name,
    Status: batch.status,
    Refusal: refusalOf(batch, language),
    Rows: items.map((item) => rowAnswer(item, language)),
    Counts: {
      Found: found,
      NotFound: count('notfound'),
      Owned: count('owned'),
      Invalid: count('invalid'),
      Duplicate: count('duplicate'),
    },
    IsPostpaid: price.account.is_postpaid,
    CreditPerCheck: price.creditPerCheck,
    PostpaidRateSen: price.postpaidRateSen,
    TotalCredit: price.account.is_postpaid ? 0 : found * price.creditPerCheck,
    TotalSen: price.account.is_postpaid ? found * (price.postpaidRateSen ?? 0) : 0,
    CreditBalance: price.account.credit,
    Done:
      batch.status === 'running' || batch.status === 'done'
        ? items.filter((item) => item.state !== 'pending').length
        : 0,
    Total: items.length,
    Charged: items.filter((item) => item.state === 'charged').length,
    PdfAccess: pdfAccess,
    Reports: batch.reports,
  };
}

/**
 * Confirms a preview: refused, before anything is charged, without the Terms of Service agreed (as a single check
 * asks), when the credit does not cover every vehicle to check, or while another batch of the account is running
 * (one run at a time); otherwise the batch is queued for the worker.
 */
export async function confirm(
  db: Db,
  user: AuthUser,
  request: { id: number; agreedToTerms: boolean; language: Language },
  poke: () => void,
) {
  const { id, language } = request;
  await ensureMayUse(db, user);
  if (!request.agreedToTerms) throw httpError('BULK_TERMS_NOT_AGREED');
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, user.id);
    const batch = await trx
      .selectFrom('bulk_batches')
      .select(['id', 'status'])
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (!batch) throw httpError('BULK_NOT_FOUND');
    if (batch.status === 'reading' || batch.status === 'refused') throw httpError('BULK_NOTHING_TO_CHARGE');
    if (batch.status !== 'preview') throw httpError('BULK_ALREADY_CONFIRMED');
    if (await busyWith(trx, user.id, 'running')) throw httpError('BULK_ONE_AT_A_TIME');
    const pending = await trx
      .selectFrom('bulk_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('batch_id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    const price = await priceOf(trx, user.id);
    if (
      price.paymentType === PaymentType.Credit &&
      price.account.credit < Number(pending.count) * price.creditPerCheck
    ) {
      throw httpError('BULK_CREDIT_INSUFFICIENT');
    }
    await trx
      .updateTable('bulk_batches')
      .set({ status: 'running', payment_type: price.paymentType, confirmed_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  });
  poke();
  return batchAnswer(db, user, id, language);
}

type Outcome = 'handled' | 'none';

/**
 * One pending item of a running batch, claimed with FOR UPDATE SKIP LOCKED (so two workers never take the same
 * item), checked and charged in the same transaction that marks it done: a crash before the commit leaves it
 * pending and uncharged, a commit leaves it charged and done. A vehicle its buyer came to own meanwhile is skipped.
 */
async function runOneItem(db: Db): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('bulk_items')
      .select(['id', 'batch_id', 'search_key', 'search_by_vehicle', 'vehicle_id'])
      .where('state', '=', 'pending')
      .where('batch_id', 'in', (eb) => eb.selectFrom('bulk_batches').select('id').where('status', '=', 'running'))
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!item) return 'none';
    const batch = await trx
      .selectFrom('bulk_batches')
      .select(['user_id', 'payment_type'])
      .where('id', '=', item.batch_id)
      .executeTakeFirstOrThrow();
    const finish = (state: BulkState, checkId: number | null = null) =>
      trx
        .updateTable('bulk_items')
        .set({ state, check_id: checkId, done_at: sql<Date>`now()` })
        .where('id', '=', item.id)
        .execute();
    if (item.vehicle_id === null || (await checkQueries.ownedReport(trx, batch.user_id, item.vehicle_id))) {
      await finish('skipped');
      return 'handled';
    }
    const paymentType = batch.payment_type ?? PaymentType.Credit;
    const price = await priceOf(trx, batch.user_id);
    if (paymentType === PaymentType.Credit && price.account.credit < price.creditPerCheck) {
      await finish('refused');
      return 'handled';
    }
    const vehicle = await trx
      .selectFrom('vehicles')
      .select('nvic')
      .where('id', '=', item.vehicle_id)
      .executeTakeFirst();
    const unikey = randomToken();
    const checkId = await checkQueries.insertCheck(trx, {
      unikey,
      userId: batch.user_id,
      byVehicle: item.search_by_vehicle,
      searchKey: item.search_key,
      nvic: vehicle?.nvic ?? null,
      vehicleId: item.vehicle_id,
      isFound: true,
    });
    await chargeCheck(trx, { id: batch.user_id }, unikey, paymentType);
    await finish('charged', checkId);
    return 'handled';
  });
}

/** Marks done every running batch without a pending item. */
async function finishBatches(db: Db) {
  await db
    .updateTable('bulk_batches')
    .set({ status: 'done', finished_at: sql<Date>`now()` })
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
    .execute();
}

/**
 * The worker's bulk job: up to `maxItems` items this round (then it asks for another round at once), each in its own
 * transaction. Answers how many items it handled. An item whose charge fails for a reason that will not pass (the
 * vehicle is gone) is set aside as refused, uncharged.
 */
export async function runBulkChecks(db: Db, options: { maxItems?: number; poke?: () => void } = {}) {
  const maxItems = options.maxItems ?? 100;
  let handled = 0;
  while (handled < maxItems) {
    let outcome: Outcome;
    try {
      outcome = await runOneItem(db);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // Nothing of the failed item's transaction was kept; set it aside so the batch can finish.
      await setAsideFailedItem(db);
      outcome = 'handled';
    }
    if (outcome === 'none') break;
    handled += 1;
    await letOthersIn();
  }
  await finishBatches(db);
  if (handled >= maxItems) options.poke?.();
  return handled;
}

async function setAsideFailedItem(db: Db) {
  await db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('bulk_items')
      .select('id')
      .where('state', '=', 'pending')
      .where('batch_id', 'in', (eb) => eb.selectFrom('bulk_batches').select('id').where('status', '=', 'running'))
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (item) {
      await trx
        .updateTable('bulk_items')
        .set({ state: 'refused', done_at: sql<Date>`now()` })
        .where('id', '=', item.id)
        .execute();
    }
  });
}

/**
 * A finished batch's rows with the report each stands for: the one its check bought, or, for a vehicle already held,
 * the newest report the user or its company holds.
 */
export async function finishedBatchReports(db: Db, user: Pick<AuthUser, 'id'>, id: number) {
  const batch = await ownBatch(db, user, id);
  if (batch.status !== 'done') throw httpError('BULK_NOT_DONE');
  const items = await db
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
    .where('bulk_items.batch_id', '=', id)
    .orderBy('bulk_items.id')
    .execute();
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
  const severityText = checksTexts.of(language);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('sheet'));
  sheet.columns = [
    { header: t('searchKey'), width: 22 },
    { header: t('status'), width: 20 },
    { header: t('reference'), width: 20 },
    { header: t('claims'), width: 16 },
    { header: t('worstSeverity'), width: 16 },
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
