/**
 * Bulk loads of the vehicle data (vehicles, claims, ISM ABI rows and standard features): batched upserts, COPY
 * streams and index rebuilds, used by the importer and the demo generator.
 */
import { once } from 'node:events';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { normaliseKey } from './normalise.ts';
import { countRows } from './paging.ts';
import type { DB } from './schema.ts';
import type { NewClaim, NewIsmabiRow, NewStandardFeature, NewVehicle } from './vehicle-records.ts';

type Q = Kysely<DB>;
type Value = string | number | null;
type VehicleTable = 'vehicles' | 'claims' | 'ismabi_data' | 'ismabi_standard_features';

interface Column<T> {
  name: string;
  type: 'text' | 'smallint' | 'int' | 'bigint' | 'date';
  value: (row: T) => Value;
}

interface TableWriter<T> {
  table: VehicleTable;
  columns: readonly Column<T>[];
  conflictTarget: readonly string[];
  touchUpdatedAt: boolean;
}

/** A vehicle's plate and chassis, each with its search key: the same columns in vehicles and claims. */
const plateColumns: readonly Column<{ registrationNo: string; chassisNo: string }>[] = [
  { name: 'registration_no', type: 'text', value: (v) => v.registrationNo },
  { name: 'registration_no_key', type: 'text', value: (v) => normaliseKey(v.registrationNo) },
  { name: 'chassis_no', type: 'text', value: (v) => v.chassisNo },
  { name: 'chassis_no_key', type: 'text', value: (v) => normaliseKey(v.chassisNo) },
];

/** The model (NVIC, make, family, variant, year, gearbox, engine size): the same columns in vehicles and ISM ABI. */
const modelColumns: readonly Column<
  Pick<NewIsmabiRow, 'make' | 'family' | 'variant' | 'yearOfManufacture' | 'transmission' | 'engineCc'> & {
    nvic: string | null;
  }
>[] = [
  { name: 'nvic', type: 'text', value: (m) => m.nvic },
  { name: 'make', type: 'text', value: (m) => m.make },
  { name: 'family', type: 'text', value: (m) => m.family },
  { name: 'variant', type: 'text', value: (m) => m.variant },
  { name: 'year_of_manufacture', type: 'smallint', value: (m) => m.yearOfManufacture },
  { name: 'transmission', type: 'text', value: (m) => m.transmission },
  { name: 'engine_cc', type: 'int', value: (m) => m.engineCc },
];

const vehicleWriter: TableWriter<NewVehicle> = {
  table: 'vehicles',
  conflictTarget: ['chassis_no_key'],
  touchUpdatedAt: true,
  columns: [
    ...plateColumns,
    ...modelColumns,
    { name: 'engine', type: 'text', value: (v) => v.engine },
    { name: 'sum_insured_sen', type: 'bigint', value: (v) => v.sumInsuredSen },
  ],
};

const claimWriter: TableWriter<NewClaim> = {
  table: 'claims',
  conflictTarget: ['insurer', 'claim_no'],
  touchUpdatedAt: false,
  columns: [
    { name: 'insurer', type: 'text', value: (c) => c.insurer },
    { name: 'claim_no', type: 'text', value: (c) => c.claimNo },
    ...plateColumns,
    { name: 'accident_loss_date', type: 'date', value: (c) => c.accidentLossDate },
    { name: 'estimate_authorised_sen', type: 'bigint', value: (c) => c.estimateAuthorisedSen },
    { name: 'sum_insured_sen', type: 'bigint', value: (c) => c.sumInsuredSen },
    { name: 'claim_type_desc', type: 'text', value: (c) => c.claimTypeDesc },
    { name: 'accident_loss_type', type: 'text', value: (c) => c.accidentLossType },
    { name: 'type_of_loss', type: 'text', value: (c) => c.typeOfLoss },
    { name: 'policy_status', type: 'text', value: (c) => c.policyStatus },
    { name: 'veh_mileage', type: 'int', value: (c) => c.vehMileage },
    { name: 'no_of_parts', type: 'int', value: (c) => c.noOfParts },
    { name: 'same_accidents_count', type: 'int', value: (c) => c.sameAccidentsCount },
    { name: 'parts', type: 'text', value: (c) => c.parts },
    { name: 'year_of_manufacture', type: 'smallint', value: (c) => c.yearOfManufacture },
    { name: 'make', type: 'text', value: (c) => c.make },
    { name: 'model', type: 'text', value: (c) => c.model },
    { name: 'trim', type: 'text', value: (c) => c.trim },
  ],
};

const ismabiWriter: TableWriter<NewIsmabiRow> = {
  table: 'ismabi_data',
  conflictTarget: ['nvic'],
  touchUpdatedAt: true,
  columns: [
    ...modelColumns,
    { name: 'em_new_price_sen', type: 'bigint', value: (r) => r.emNewPriceSen },
    { name: 'wm_new_price_sen', type: 'bigint', value: (r) => r.wmNewPriceSen },
    { name: 'market_value_sen', type: 'bigint', value: (r) => r.marketValueSen },
  ],
};

const featureWriter: TableWriter<NewStandardFeature> = {
  table: 'ismabi_standard_features',
  conflictTarget: ['nvic', 'description'],
  touchUpdatedAt: false,
  columns: [
    { name: 'nvic', type: 'text', value: (f) => f.nvic },
    { name: 'description', type: 'text', value: (f) => f.description },
    { name: 'position', type: 'int', value: (f) => f.position },
  ],
};

/**
 * One statement per batch: each column travels as one array parameter and `unnest` turns
 * them back into rows, so a batch of thousands of rows costs a handful of parameters. A row
 * that is already there (same natural key) is replaced by the new one.
 */
async function upsertRows<T>(db: Q, writer: TableWriter<T>, rows: readonly T[]) {
  if (rows.length === 0) return;
  const names = writer.columns.map((column) => column.name);
  const arrays: RawBuilder<unknown>[] = writer.columns.map(
    (column) => sql`${rows.map(column.value)}::${sql.raw(column.type)}[]`,
  );
  const updates = names
    .filter((name) => !writer.conflictTarget.includes(name))
    .map((name) => sql`${sql.ref(name)} = excluded.${sql.ref(name)}`);
  if (writer.touchUpdatedAt) updates.push(sql`updated_at = now()`);
  await sql`
    insert into ${sql.table(writer.table)} (${sql.join(names.map((name) => sql.ref(name)))})
    select * from unnest(${sql.join(arrays)})
    on conflict (${sql.join(writer.conflictTarget.map((name) => sql.ref(name)))})
    do update set ${sql.join(updates)}`.execute(db);
}

export const upsertVehicles = (db: Q, rows: readonly NewVehicle[]) => upsertRows(db, vehicleWriter, rows);
export const upsertClaims = (db: Q, rows: readonly NewClaim[]) => upsertRows(db, claimWriter, rows);
export const upsertIsmabiRows = (db: Q, rows: readonly NewIsmabiRow[]) => upsertRows(db, ismabiWriter, rows);
export const upsertStandardFeatures = (db: Q, rows: readonly NewStandardFeature[]) =>
  upsertRows(db, featureWriter, rows);

/** An ISMDataStandardFeature file carries the whole list of each NVIC it names. */
export async function deleteStandardFeatures(db: Q, nvics: readonly string[]) {
  if (nvics.length === 0) return;
  await db.deleteFrom('ismabi_standard_features').where('nvic', 'in', nvics).execute();
}

export async function clearVehicleData(db: Q) {
  await sql`truncate vehicles, claims, ismabi_data, ismabi_standard_features restart identity`.execute(db);
}

/**
 * Runs a bulk load into empty vehicle and claim tables with their secondary indexes dropped,
 * then builds them again from their own definitions (one sorted build per index is several
 * times faster than keeping them up to date row by row) and gathers the planner's statistics.
 * PostgreSQL only.
 */
export async function withIndexesBuiltAfter<T>(db: Q, load: () => Promise<T>) {
  return db.connection().execute(async (connection) => {
    const { rows: indexes } = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename in ('vehicles', 'claims')
        and indexname not in (select conname from pg_constraint)`.execute(connection);
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(connection);
    try {
      return await load();
    } finally {
      await sql`set maintenance_work_mem = '256MB'`.execute(connection);
      for (const index of indexes) await sql.raw(index.definition).execute(connection);
      await sql`analyze vehicles, claims`.execute(connection);
    }
  });
}

export async function countVehicleData(db: Q) {
  const count = (table: VehicleTable) => countRows(db.selectFrom(table));
  return {
    vehicles: await count('vehicles'),
    claims: await count('claims'),
    ismabiRows: await count('ismabi_data'),
    standardFeatures: await count('ismabi_standard_features'),
  };
}

/** COPY's text format: tab-separated, `\N` for null, backslash escapes. */
function copyField(value: Value) {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return value.replace(
    /[\\\t\n\r]/g,
    (character) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[character]!,
  );
}

/**
 * Streams rows into a PostgreSQL table with COPY FROM STDIN over its own connection: the
 * fastest way in for millions of rows. Each table gets its own connection, so two tables
 * load side by side.
 */
class CopyStream<T> {
  readonly #client: pg.Client;
  readonly #writer: TableWriter<T>;
  #stream: ReturnType<typeof copyFrom> | undefined;
  #failure: Error | undefined;

  constructor(url: string, writer: TableWriter<T>) {
    this.#client = new pg.Client({ connectionString: url });
    this.#writer = writer;
  }

  async open() {
    await this.#client.connect();
    const names = this.#writer.columns.map((column) => column.name).join(', ');
    this.#stream = this.#client.query(copyFrom(`copy ${this.#writer.table} (${names}) from stdin`));
    this.#stream.on('error', (error: Error) => {
      this.#failure = error;
    });
  }

  async write(rows: readonly T[]) {
    const stream = this.#stream;
    if (!stream) throw new Error('copy stream not open');
    if (this.#failure) throw this.#failure;
    let text = '';
    for (const row of rows) {
      text += `${this.#writer.columns.map((column) => copyField(column.value(row))).join('\t')}\n`;
    }
    if (!stream.write(text)) await once(stream, 'drain');
    if (this.#failure) throw this.#failure;
  }

  /** Ends the COPY; PostgreSQL commits the rows once it has them all. */
  async close() {
    try {
      const stream = this.#stream;
      if (stream && !this.#failure) {
        stream.end();
        await once(stream, 'finish');
      }
      if (this.#failure) throw this.#failure;
    } finally {
      await this.#client.end();
    }
  }

  /** Fails the COPY, so PostgreSQL keeps none of its rows. */
  async abort() {
    this.#stream?.destroy(new Error('load abandoned'));
    await this.#client.end();
  }
}

export async function openCopyStreams(url: string) {
  const vehicles = new CopyStream(url, vehicleWriter);
  const claims = new CopyStream(url, claimWriter);
  await vehicles.open();
  await claims.open();
  return { vehicles, claims };
}
