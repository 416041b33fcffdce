import { parseArgs } from 'node:util';
import { ConfigError } from '../../config.ts';
import { openCommandDatabase } from '../../db/command-database.ts';
import type { Db } from '../../db/connection.ts';
import {
  clearVehicleData,
  countVehicleData,
  openCopyStreams,
  upsertClaims,
  upsertVehicles,
  withIndexesBuiltAfter,
} from '../../db/vehicle-data.ts';
import type { NewClaim, NewVehicle } from '../../db/vehicle-records.ts';
import { showcasePlates } from '../../domain/showcase.ts';
import { todayIso, writeIsmabiCatalogue, writeShowcase } from './demo.ts';
import { type GenerateOptions, generateVehicleData } from './generate.ts';

const usage = `Usage: npm run db:generate -- --vehicles N [--claims M] [--seed S] [--today YYYY-MM-DD] [--replace]

Fills the vehicle tables with deterministic Malaysian demo data: the showcase vehicles, N generated
vehicles with M claims (default 3 per vehicle) and the ISM ABI catalogue. The same seed and day give
the same rows. --replace empties the vehicle, claim and ISM ABI tables first.`;

const BATCH = 5_000;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      vehicles: { type: 'string' },
      claims: { type: 'string' },
      seed: { type: 'string', default: '1' },
      today: { type: 'string' },
      replace: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || values.vehicles === undefined) throw new UsageError(usage);
  const whole = (name: string, text: string) => {
    if (!/^\d+$/.test(text.replaceAll('_', ''))) throw new UsageError(`--${name} must be a whole number\n\n${usage}`);
    return Number(text.replaceAll('_', ''));
  };
  const vehicles = whole('vehicles', values.vehicles);
  const today = values.today ?? todayIso();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) {
    throw new UsageError(`--today must be a date like 2026-01-31\n\n${usage}`);
  }
  return {
    generate: {
      seed: whole('seed', values.seed),
      vehicles,
      claims: values.claims === undefined ? vehicles * 3 : whole('claims', values.claims),
      today,
      reservedPlates: showcasePlates,
    } satisfies GenerateOptions,
    replace: values.replace,
  };
}

class UsageError extends Error {}

/** Batches of stories to a sink: COPY streams on PostgreSQL, multi-row inserts on PGlite. */
async function load(options: GenerateOptions, sink: (vehicles: NewVehicle[], claims: NewClaim[]) => Promise<void>) {
  let vehicles: NewVehicle[] = [];
  let claims: NewClaim[] = [];
  for (const story of generateVehicleData(options)) {
    vehicles.push(...story.vehicles);
    claims.push(...story.claims);
    if (vehicles.length >= BATCH) {
      await sink(vehicles, claims);
      vehicles = [];
      claims = [];
    }
  }
  await sink(vehicles, claims);
}

async function loadWithCopy(url: string, options: GenerateOptions) {
  const streams = await openCopyStreams(url);
  try {
    await load(options, async (vehicles, claims) => {
      await Promise.all([streams.vehicles.write(vehicles), streams.claims.write(claims)]);
    });
  } catch (error) {
    await Promise.allSettled([streams.vehicles.abort(), streams.claims.abort()]);
    throw error;
  }
  await Promise.all([streams.vehicles.close(), streams.claims.close()]);
}

async function loadWithInserts(db: Db, options: GenerateOptions) {
  await db.transaction().execute(async (trx) => {
    await load(options, async (vehicles, claims) => {
      await upsertVehicles(trx, vehicles);
      await upsertClaims(trx, claims);
    });
  });
}

async function main() {
  const options = parseOptions();
  const started = performance.now();
  const { db, target, close } = await openCommandDatabase();
  try {
    const before = await countVehicleData(db);
    if (before.vehicles + before.claims > 0 && !options.replace) {
      throw new UsageError(
        `The database already holds ${before.vehicles} vehicles and ${before.claims} claims. Run again with --replace to empty the vehicle, claim and ISM ABI tables first.`,
      );
    }
    if (options.replace) await clearVehicleData(db);
    await writeIsmabiCatalogue(db, options.generate.today);
    await writeShowcase(db);
    if (target.kind === 'postgres') await withIndexesBuiltAfter(db, () => loadWithCopy(target.url, options.generate));
    else await loadWithInserts(db, options.generate);
    const after = await countVehicleData(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Generated ${after.vehicles} vehicles, ${after.claims} claims, ${after.ismabiRows} ISM ABI rows and ${after.standardFeatures} standard features (seed ${options.generate.seed}, up to ${options.generate.today}) in ${seconds} s.`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError || error instanceof RangeError;
  console.error(known ? error.message : error);
  process.exit(1);
});
