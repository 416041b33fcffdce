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

interface WatchWithNewClaims {
  user_id: number;
  email: string;
  username: string;
  language: string | null;
  vehicle: string;
  new_claims: number;
  changed_at: Date;
}

/**
 * Every watch whose chassis now has claims beyond the newest one it has seen is marked changed (how many new, when)
 * and moves what it has seen forward, in one set-based statement: answers each such watch's active owner and vehicle.
 */
export async function markWatchesWithNewClaims(db: Db) {
  const { rows } = await sql<WatchWithNewClaims>`
    with fresh as (
      select w.id, count(c.id)::int as added, max(c.id) as last_id, max(c.accident_loss_date) as last_date
      from watches w
      join claims c on c.chassis_no_key = w.chassis_no_key and c.id > w.seen_last_claim_id
      group by w.id
    ), marked as (
      update watches w set
        new_claims = w.new_claims + fresh.added,
        seen_claim_count = w.seen_claim_count + fresh.added,
        seen_last_claim_id = fresh.last_id,
        seen_last_claim_date = greatest(w.seen_last_claim_date, fresh.last_date),
        changed_at = now()
      from fresh
      where w.id = fresh.id
      returning w.user_id, w.chassis_no_key, w.new_claims, w.changed_at
    )
    select u.id as user_id, u.email, u.username, u.language, m.new_claims, m.changed_at,
      coalesce(v.registration_no, v.chassis_no, m.chassis_no_key) as vehicle
    from marked m
    join users u on u.id = m.user_id and u.active and u.closed_at is null
    left join vehicles v on v.chassis_no_key = m.chassis_no_key
    order by u.id`.execute(db);
  return rows;
}
