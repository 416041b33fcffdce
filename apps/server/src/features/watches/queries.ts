import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

export const vehicleChassisKey = (db: Db, vehicleId: number) =>
  db.selectFrom('vehicles').select('chassis_no_key').where('id', '=', vehicleId).executeTakeFirst();

/**
 * Watches a chassis from what its claims are now; an existing watch of the same user and chassis starts over from
 * now, with nothing changed.
 */
export function upsertWatch(db: Db, watch: { userId: number; chassisKey: string; checkId: number }) {
  return sql<{ id: number }>`
    insert into watches (user_id, chassis_no_key, check_id, seen_claim_count, seen_last_claim_id, seen_last_claim_date)
    select ${watch.userId}, ${watch.chassisKey}, ${watch.checkId}, count(*)::int, coalesce(max(id), 0), max(accident_loss_date)
    from claims where chassis_no_key = ${watch.chassisKey}
    on conflict (user_id, chassis_no_key) do update set
      check_id = excluded.check_id,
      created_at = now(),
      seen_claim_count = excluded.seen_claim_count,
      seen_last_claim_id = excluded.seen_last_claim_id,
      seen_last_claim_date = excluded.seen_last_claim_date,
      new_claims = 0,
      changed_at = null
    returning id`
    .execute(db)
    .then((result) => result.rows[0]!);
}

export const deleteWatch = (db: Db, userId: number, id: number) =>
  db.deleteFrom('watches').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();

export const watchOf = (db: Db, userId: number, chassisKey: string) =>
  db
    .selectFrom('watches')
    .select('id')
    .where('user_id', '=', userId)
    .where('chassis_no_key', '=', chassisKey)
    .executeTakeFirst();

/** The user's watched vehicles, changed ones first, then newest first. */
export const watchesOf = (db: Db, userId: number) =>
  db
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
    .where('watches.user_id', '=', userId)
    .orderBy(sql`watches.new_claims > 0`, 'desc')
    .orderBy('watches.created_at', 'desc')
    .orderBy('watches.id', 'desc')
    .execute();
