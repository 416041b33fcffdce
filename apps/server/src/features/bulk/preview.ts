/** Bulk checks, the preview: an uploaded list is kept, then read by the worker's job into items, each looked up, nothing charged. */
import { readFile } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
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
import { FILES_READ_AT_ONCE, readInThread } from './reading-pool.ts';
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
 * While files are being read, how often the reading job looks for newly uploaded ones to read beside them, and how
 * long it keeps taking new ones before it lets its round end (the in-process runner's other jobs wait for it).
 */
const LOOK_AGAIN_MS = 200;
const TAKE_NEW_FILES_MS = 5000;

/**
 * Claims the oldest files waiting to be read, up to `limit` (SKIP LOCKED, so two workers never take the same), in a
 * short transaction of its own: the reading itself holds no lock.
 */
async function claimUploads(db: Db, limit: number) {
  return db.transaction().execute(async (trx) => {
    const batches = await queries.lockOldestUnclaimedUploads(trx, READ_CLAIM_MINUTES, limit);
    if (batches.length > 0)
      await queries.markReadClaimed(
        trx,
        batches.map(({ id }) => id),
      );
    return batches;
  });
}

type ClaimedUpload = Awaited<ReturnType<typeof claimUploads>>[number];

/** One claimed file read in the reading pool, then kept as a preview of its rows or refused, on its own. */
async function readUpload(db: Db, batch: ClaimedUpload) {
  const outcome = await readInThread({
    upload: batch.upload ?? Buffer.alloc(0),
    type: batch.upload_type ?? 'csv',
    limits: readingLimits,
  });
  if ('refusal' in outcome) {
    const { code, params } = refusalError(outcome.refusal, batch.file_name);
    await queries.refuseReadingBatch(db, batch.id, { code, params: JSON.stringify(params ?? {}) });
    return;
  }
  const items = await previewItems(db, batch.user_id, outcome.rows.map(normalised));
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
}

/**
 * The worker's reading job: the files waiting are read side by side in the reading pool's threads, FILES_READ_AT_ONCE
 * at most, within BULK_SHEET_LIMITS; while some are being read, a file uploaded meanwhile is taken as soon as a thread
 * is free (for TAKE_NEW_FILES_MS, then the round ends with the files in hand and asks for another at once). Each batch
 * becomes a preview of its rows, or `refused` with the refusal's code and values, as soon as its own file is read: a
 * small list is not held until a big one beside it is done. The file's bytes are let go either way. Answers how many
 * files it read.
 */
export async function readUploadedFiles(db: Db, options: { poke?: () => void } = {}) {
  const takeUntil = Date.now() + TAKE_NEW_FILES_MS;
  const inHand = new Set<Promise<void>>();
  const failures: unknown[] = [];
  let read = 0;
  do {
    const free = FILES_READ_AT_ONCE - inHand.size;
    for (const batch of free > 0 && Date.now() < takeUntil ? await claimUploads(db, free) : []) {
      const reading: Promise<void> = readUpload(db, batch)
        .catch((error: unknown) => {
          failures.push(error);
        })
        .finally(() => inHand.delete(reading));
      inHand.add(reading);
      read += 1;
    }
    if (inHand.size > 0) await Promise.race([...inHand, setTimeout(LOOK_AGAIN_MS)]);
  } while (inHand.size > 0);
  // A file whose reading failed otherwise than by a refusal stays claimed, and is read again once its claim is stale.
  if (failures.length > 0) throw failures[0];
  if (read > 0) options.poke?.();
  return read;
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
