import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** A stable pseudo-random sample of plates (the same n give the same plates). */
export async function samplePlates(db: Db, n: number) {
  const rows = await db.selectFrom('vehicles').select('registration_no').orderBy(sql`md5(id::text)`).limit(n).execute();
  return rows.map((row) => row.registration_no);
}

export async function vehicleCount(db: Db) {
  const row = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll<number>().as('vehicles'))
    .executeTakeFirstOrThrow();
  return Number(row.vehicles);
}
