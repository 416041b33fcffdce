/** Bulk checks, the preview: an uploaded list is kept, then read by its job into items, each looked up, nothing charged. */
import { readFile } from 'node:fs/promises';
import type { BulkPreviewStatus, Language } from '@portal/contract';
import type { BulkState } from '../../db/column-types.ts';
import type { Db } from '../../db/connection.ts';
import { vehiclesByKeys } from '../../domain/vehicles.ts';
import type { AuthUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import type { ReceivedFile } from '../../platform/uploads.ts';
import * as checkQueries from '../checks/public.ts';
import * as queries from './queries.ts';
import { readingLimits, refusalError, uploadType } from './read-file.ts';
import { readInThread } from './reading-pool.ts';
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
 * (`reading`), its reading queued with it (`queueReading`), which makes it a preview (readUploadedFile). Nothing is
 * charged.
 */
export async function upload(
  db: Db,
  user: AuthUser,
  files: readonly ReceivedFile[],
  language: Language,
  queueReading: (batchId: number, within: Db) => Promise<unknown>,
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
    await queueReading(batch.id, trx);
    return batch.id;
  });
  return batchAnswer(db, user, id, language);
}

/**
 * A run of the `bulk-file-reading` job: one batch's file read in the reading pool's threads (within
 * BULK_SHEET_LIMITS), then, in one transaction, kept as a preview of its rows or `refused` with the refusal's code and
 * values; the file's bytes are let go either way. A batch read already (a run tried again after its first kept the
 * preview) is left as it is. A failure otherwise than by a refusal throws, and the run is tried again.
 */
export async function readUploadedFile(db: Db, batchId: number) {
  const file = await queries.uploadToRead(db, batchId);
  if (!file) return;
  // Read without a transaction open: a heavy file takes a second of a thread, and the one connection of the embedded
  // database is not held meanwhile.
  const outcome = await readInThread({
    upload: file.upload ?? Buffer.alloc(0),
    type: file.upload_type ?? 'csv',
    limits: readingLimits,
  });
  if ('refusal' in outcome) {
    const { code, params } = refusalError(outcome.refusal, file.file_name);
    await queries.refuseReadingBatch(db, batchId, { code, params: JSON.stringify(params ?? {}) });
    return;
  }
  const items = await previewItems(db, file.user_id, outcome.rows.map(normalised));
  await db.transaction().execute(async (trx) => {
    // First, so that a batch read already keeps its rows: its items are not added twice.
    if (!(await queries.previewReadingBatch(trx, batchId, items.length))) return;
    for (let start = 0; start < items.length; start += 200) {
      await queries.insertItems(
        trx,
        items.slice(start, start + 200).map((item) => ({
          ...item,
          batch_id: batchId,
          state: (item.preview === 'found' ? 'pending' : 'skipped') as BulkState,
        })),
      );
    }
  });
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
