import type { WatchRow, WatchStatus } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { AuthUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import * as checks from '../checks/queries.ts';

/**
 * The chassis behind a paid check this user bought: only its owner watches it (anyone else, even a colleague, is
 * told the check is not there); an unpaid check cannot be watched.
 */
async function ownPaidChassis(db: Db, user: AuthUser, unikey: string) {
  const check = await checks.findCheck(db, unikey);
  if (!check || check.user_id !== user.id) throw httpError('CHECK_NOT_FOUND');
  if (check.status !== 'paid' || check.vehicle_id === null) throw httpError('CHECK_NOT_PAID');
  const vehicle = await db
    .selectFrom('vehicles')
    .select('chassis_no_key')
    .where('id', '=', check.vehicle_id)
    .executeTakeFirst();
  if (!vehicle) throw httpError('CHECK_NOT_FOUND');
  return { checkId: check.id, chassisKey: vehicle.chassis_no_key };
}

/**
 * Watches the vehicle of one of the user's paid reports, from what its claims are now. Watching it again (say from
 * a fresh report bought after a change) renews the watch: it starts over from now, with nothing changed.
 */
export async function watch(db: Db, user: AuthUser, unikey: string) {
  const { checkId, chassisKey } = await ownPaidChassis(db, user, unikey);
  const row = await sql<{ id: number }>`
    insert into watches (user_id, chassis_no_key, check_id, seen_claim_count, seen_last_claim_id, seen_last_claim_date)
    select ${user.id}, ${chassisKey}, ${checkId}, count(*)::int, coalesce(max(id), 0), max(accident_loss_date)
    from claims where chassis_no_key = ${chassisKey}
    on conflict (user_id, chassis_no_key) do update set
      check_id = excluded.check_id,
      created_at = now(),
      seen_claim_count = excluded.seen_claim_count,
      seen_last_claim_id = excluded.seen_last_claim_id,
      seen_last_claim_date = excluded.seen_last_claim_date,
      new_claims = 0,
      changed_at = null
    returning id`.execute(db);
  return { Id: row.rows[0]!.id };
}

/** Stops watching one of the user's watched vehicles; another user's watch (or none) is WATCH_NOT_FOUND. */
export async function stop(db: Db, user: AuthUser, id: number) {
  const gone = await db
    .deleteFrom('watches')
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .returning('id')
    .executeTakeFirst();
  if (!gone) throw httpError('WATCH_NOT_FOUND');
  return { Id: id };
}

/** Whether the user watches the vehicle of this report of theirs. */
export async function status(db: Db, user: AuthUser, unikey: string): Promise<WatchStatus> {
  const { chassisKey } = await ownPaidChassis(db, user, unikey);
  const row = await db
    .selectFrom('watches')
    .select('id')
    .where('user_id', '=', user.id)
    .where('chassis_no_key', '=', chassisKey)
    .executeTakeFirst();
  return { Watching: row !== undefined, Id: row?.id ?? null };
}

/** The user's watched vehicles, changed ones first, then newest first. */
export async function list(db: Db, user: AuthUser): Promise<WatchRow[]> {
  const rows = await db
    .selectFrom('watches')
    .innerJoin('checks', 'checks.id', 'watches.check_id')
    .leftJoin('vehicles', 'vehicles.chassis_no_key', 'watches.chassis_no_key')
    .select([
      'watches.id',
      'watches.chassis_no_key',
      'watches.created_at',
      'watches.new_claims',
      'watches.changed_at',
      'checks.unikey',
      'vehicles.registration_no',
      'vehicles.chassis_no',
      'vehicles.make',
      'vehicles.family',
    ])
    .where('watches.user_id', '=', user.id)
    .orderBy(sql`watches.new_claims > 0`, 'desc')
    .orderBy('watches.created_at', 'desc')
    .orderBy('watches.id', 'desc')
    .execute();
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
