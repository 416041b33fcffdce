import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

const vehicleColumns = [
  'id',
  'registration_no',
  'registration_no_key',
  'chassis_no',
  'chassis_no_key',
  'nvic',
  'make',
  'family',
  'variant',
  'year_of_manufacture',
  'transmission',
  'engine_cc',
  'engine',
  'sum_insured_sen',
  'created_at',
  'updated_at',
] as const;

/** The newest vehicle of a registration key: what a search by plate finds (every search reads it, so compiled once). */
export const newestVehicleByRegistration = compiledOnce(
  'newest_vehicle_by_registration',
  ['\u0000registration-key'],
  (db, registrationKey: string) =>
    db
      .selectFrom('vehicles')
      .select(vehicleColumns)
      .where('registration_no_key', '=', registrationKey)
      .orderBy('year_of_manufacture', 'desc')
      .limit(1),
);

export const findVehicleByChassis = compiledOnce(
  'vehicle_by_chassis',
  ['\u0000chassis-key'],
  (db, chassisKey: string) => db.selectFrom('vehicles').select(vehicleColumns).where('chassis_no_key', '=', chassisKey),
);

/** The vehicles of many registration keys (newest first) or many chassis keys: one query for a whole list. */
export function vehiclesByKeys(db: Q, column: 'registration_no_key' | 'chassis_no_key', keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vehicles')
    .select(['id', 'registration_no_key', 'chassis_no_key'])
    .where(column, 'in', keys)
    .orderBy('year_of_manufacture', 'desc')
    .execute();
}

const claimColumns = [
  'id',
  'insurer',
  'claim_no',
  'chassis_no',
  'chassis_no_key',
  'registration_no',
  'registration_no_key',
  'estimate_authorised_sen',
  'sum_insured_sen',
  'claim_type_desc',
  'accident_loss_type',
  'type_of_loss',
  'policy_status',
  'veh_mileage',
  'no_of_parts',
  'same_accidents_count',
  'parts',
  'year_of_manufacture',
  'make',
  'model',
  'trim',
] as const;

/**
 * Claims on a chassis number, and claims recorded under a registration number (which may be
 * on another chassis: the plate moved), oldest first.
 */
export function findClaims(db: Q, keys: { chassisKey?: string; registrationKey?: string }) {
  return db
    .selectFrom('claims')
    .select(claimColumns)
    .select(sql<string>`to_char(accident_loss_date, 'YYYY-MM-DD')`.as('accident_loss_date'))
    .where((eb) =>
      eb.or([
        eb('chassis_no_key', '=', keys.chassisKey ?? ''),
        eb('registration_no_key', '=', keys.registrationKey ?? ''),
      ]),
    )
    .orderBy('accident_loss_date')
    .orderBy('id')
    .execute();
}

export const findIsmabiRow = (db: Q, nvic: string) =>
  db.selectFrom('ismabi_data').selectAll().where('nvic', '=', nvic).executeTakeFirst();

export async function findStandardFeatures(db: Q, nvic: string) {
  const rows = await db
    .selectFrom('ismabi_standard_features')
    .select('description')
    .where('nvic', '=', nvic)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.description);
}
