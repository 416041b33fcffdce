/** Bulk checks, the preview: an uploaded list is kept, then read by the worker's job into items, each looked up, nothing charged. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BulkPreviewStatus, Language } from '@portal/contract';
import type { BulkState } from '../../db/column-types.ts';
import type { Db } from '../../db/connection.ts';
import { vehiclesByKeys } from '../../domain/vehicles.ts';
import type { SpreadsheetType } from '../../imports/read-rows.ts';
import type { AuthUser } from '../../platform/access.ts';
import { HttpError, httpError } from '../../platform/errors.ts';
import type { ReceivedFile } from '../../platform/uploads.ts';
import * as checkQueries from '../checks/public.ts';
import * as queries from './queries.ts';
import { readKeys, uploadType } from './read-file.ts';
import { batchAnswer, busyWith, ensureMayUse, type Key, lockAccount, normalised, PLATE_MAX } from './service.ts';

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
    const batch = await queries.insertReadingBatch(trx, {
      userId: user.id,
      fileName: file.name.slice(0, 255),
      upload: bytes,
      uploadType: type,
    });
    return batch.id;
  });
  poke();
  return batchAnswer(db, user, id, language);
}

/** A file whose reading was claimed this long ago by a worker that never finished (it stopped) is read again. */
const READ_CLAIM_MINUTES = 5;

/**
 * Claims the oldest file waiting to be read (SKIP LOCKED, so two workers never take the same), in a short
 * transaction of its own: the reading itself holds no lock.
 */
async function claimUpload(db: Db) {
  return db.transaction().execute(async (trx) => {
    const batch = await queries.lockOldestUnclaimedUpload(trx, READ_CLAIM_MINUTES);
    if (!batch) return undefined;
    await queries.markReadClaimed(trx, batch.id);
    return batch;
  });
}

/** The keys of a stored upload, read from a temporary copy (the readers take a file). */
async function keysOfUpload(upload: Uint8Array, type: SpreadsheetType, name: string) {
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
  let keys: Key[];
  try {
    keys = await keysOfUpload(batch.upload ?? new Uint8Array(), batch.upload_type ?? 'csv', batch.file_name);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await queries.refuseReadingBatch(db, batch.id, {
      code: error.code,
      params: JSON.stringify(error.params ?? {}),
    });
    options.poke?.();
    return 1;
  }
  const items = await previewItems(db, batch.user_id, keys);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < items.length; start += 200) {
      await queries.insertItems(
        trx,
        items.slice(start, start + 200).map((item) => ({
          ...item,
          batch_id: batch.id,
          state: (item.preview === 'found' ? 'pending' : 'skipped') as BulkState,
        })),
      );
    }
    await queries.previewReadingBatch(trx, batch.id, items.length);
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
