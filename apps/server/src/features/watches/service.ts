import type { WatchRow, WatchStatus } from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import type { AuthUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import * as checks from '../checks/public.ts';
import * as q from './queries.ts';

/**
 * The chassis behind a paid check this user bought: only its owner watches it (anyone else, even a colleague, is
 * told the check is not there); an unpaid check cannot be watched.
 */
async function ownPaidChassis(db: Db, user: AuthUser, unikey: string) {
  const check = await checks.findCheck(db, unikey);
  if (!check || check.user_id !== user.id) throw httpError('CHECK_NOT_FOUND');
  if (check.status !== 'paid' || check.vehicle_id === null) throw httpError('CHECK_NOT_PAID');
  const vehicle = await q.vehicleChassisKey(db, check.vehicle_id);
  if (!vehicle) throw httpError('CHECK_NOT_FOUND');
  return { checkId: check.id, chassisKey: vehicle.chassis_no_key };
}

/**
 * Watches the vehicle of one of the user's paid reports, from what its claims are now. Watching it again (say from
 * a fresh report bought after a change) renews the watch: it starts over from now, with nothing changed.
 */
export async function watch(db: Db, user: AuthUser, unikey: string) {
  const { checkId, chassisKey } = await ownPaidChassis(db, user, unikey);
  const row = await q.upsertWatch(db, { userId: user.id, chassisKey, checkId });
  return { Id: row.id };
}

/** Stops watching one of the user's watched vehicles; another user's watch (or none) is WATCH_NOT_FOUND. */
export async function stop(db: Db, user: AuthUser, id: number) {
  const gone = await q.deleteWatch(db, user.id, id);
  if (!gone) throw httpError('WATCH_NOT_FOUND');
  return { Id: id };
}

/** Whether the user watches the vehicle of this report of theirs. */
export async function status(db: Db, user: AuthUser, unikey: string): Promise<WatchStatus> {
  const { chassisKey } = await ownPaidChassis(db, user, unikey);
  const row = await q.watchOf(db, user.id, chassisKey);
  return { Watching: row !== undefined, Id: row?.id ?? null };
}

/** The user's watched vehicles, changed ones first, then newest first. */
export async function list(db: Db, user: AuthUser): Promise<WatchRow[]> {
  const rows = await q.watchesOf(db, user.id);
  return rows.map((row) => ({
    Id: row.id,
    Unikey: row.unikey,
    VehicleRegistrationNo: row.registration_no,
    VehChassis: row.chassis_no ?? row.chassis_no_key,
    Make: row.make,
    Model: row.family,
    WatchedSince: row.created_at.toISOString(),
    NewClaims: row.new_claims,
    ChangedAt: row.changed_at?.toISOString() ?? null,
  }));
}
