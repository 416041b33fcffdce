import type { Db } from '../../db/connection.ts';
import { normaliseKey } from '../../db/normalise.ts';
import { upsertClaims, upsertIsmabiRows, upsertStandardFeatures, upsertVehicles } from '../../db/vehicle-data.ts';
import type { NewIsmabiRow, NewStandardFeature } from '../../db/vehicle-records.ts';
import { SHOWCASE, showcaseClaims, showcasePlates, showcaseVehicles } from '../../domain/showcase.ts';
import { findVehicleByChassis } from '../../domain/vehicles/queries.ts';
import { generateIsmabiCatalogue, generateVehicleData, type VehicleStory } from './generate.ts';

export const DEMO_VEHICLES = { seed: 2026, vehicles: 300, claims: 600 } as const;

export const todayIso = () => new Date().toISOString().slice(0, 10);

export async function writeIsmabiCatalogue(db: Db, today: string) {
  const rows: NewIsmabiRow[] = [];
  const features: NewStandardFeature[] = [];
  for (const entry of generateIsmabiCatalogue(today)) {
    rows.push(entry.row);
    features.push(...entry.features);
  }
  await upsertIsmabiRows(db, rows);
  await upsertStandardFeatures(db, features);
}

export async function writeShowcase(db: Db) {
  await upsertVehicles(db, showcaseVehicles);
  await upsertClaims(db, showcaseClaims);
}

/**
 * Demo vehicle data, idempotent: the showcase vehicles, a few hundred generated ones so the
 * portal feels lived in, and the ISM ABI catalogue. Only the showcase is written when it is already there
 * (seeded before, or generated with `db:generate`).
 */
export async function seedVehicleDemo(db: Db, today = todayIso()) {
  if (await findVehicleByChassis(db, normaliseKey(SHOWCASE.severeChassis))) {
    // Written again (upserts), so that showcase vehicles added since reach a demo seeded before them.
    await writeShowcase(db);
    return;
  }
  const stories: VehicleStory[] = [...generateVehicleData({ ...DEMO_VEHICLES, today, reservedPlates: showcasePlates })];
  await db.transaction().execute(async (trx) => {
    await writeIsmabiCatalogue(trx, today);
    await writeShowcase(trx);
    await upsertVehicles(
      trx,
      stories.flatMap((story) => story.vehicles),
    );
    await upsertClaims(
      trx,
      stories.flatMap((story) => story.claims),
    );
  });
}
