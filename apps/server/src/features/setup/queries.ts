import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

// Credit packages

export const creditPackageColumns = [
  'id',
  'name',
  'name_ms',
  'name_zh',
  'credit',
  'price_sen',
  'description',
  'description_ms',
  'description_zh',
  'modified_at',
] as const;

export const listCreditPackages = (db: Q) =>
  db.selectFrom('credit_packages').select(creditPackageColumns).orderBy('id').execute();

export const findCreditPackage = (db: Q, id: number, lock = false) => {
  const query = db.selectFrom('credit_packages').select(creditPackageColumns).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

export interface CreditPackageValues {
  name: string;
  name_ms: string;
  name_zh: string;
  credit: number;
  price_sen: number;
  description: string;
  description_ms: string;
  description_zh: string;
}

export const insertCreditPackage = (trx: Q, values: CreditPackageValues) =>
  trx.insertInto('credit_packages').values(values).returning(creditPackageColumns).executeTakeFirstOrThrow();

export const updateCreditPackage = (trx: Q, id: number, values: CreditPackageValues) =>
  trx
    .updateTable('credit_packages')
    .set({ ...values, modified_at: sql`now()` })
    .where('id', '=', id)
    .returning(creditPackageColumns)
    .executeTakeFirstOrThrow();

export const deleteCreditPackage = (trx: Q, id: number) =>
  trx.deleteFrom('credit_packages').where('id', '=', id).execute();

/**
 * Whether any payment names the package. The payments table arrives with the payments feature;
 * until a database has it (with its `credit_package_id` column), no package can be in use.
 */
export async function creditPackageInUse(trx: Q, id: number) {
  const found = await sql<{ exists: boolean }>`
    select exists (
      select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = 'payments' and column_name = 'credit_package_id'
    ) as exists`.execute(trx);
  if (!found.rows[0]?.exists) return false;
  const used = await sql<{ used: boolean }>`
    select exists (select 1 from payments where credit_package_id = ${id}) as used`.execute(trx);
  return used.rows[0]?.used === true;
}

// Charges

export const chargeColumns = ['id', 'payment_type_id', 'credit', 'price_sen', 'modified_at'] as const;

export const listCharges = (db: Q) => db.selectFrom('charge_setups').select(chargeColumns).orderBy('id').execute();

export const findCharge = (db: Q, id: number, lock = false) => {
  const query = db.selectFrom('charge_setups').select(chargeColumns).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

export const chargeForPaymentType = (db: Q, paymentTypeId: number) =>
  db.selectFrom('charge_setups').select('id').where('payment_type_id', '=', paymentTypeId).executeTakeFirst();

export interface ChargeValues {
  payment_type_id: number;
  credit: number;
  price_sen: number;
}

export const insertCharge = (trx: Q, values: ChargeValues) =>
  trx.insertInto('charge_setups').values(values).returning(chargeColumns).executeTakeFirstOrThrow();

export const updateCharge = (trx: Q, id: number, values: ChargeValues) =>
  trx
    .updateTable('charge_setups')
    .set({ ...values, modified_at: sql`now()` })
    .where('id', '=', id)
    .returning(chargeColumns)
    .executeTakeFirstOrThrow();

export const deleteCharge = (trx: Q, id: number) => trx.deleteFrom('charge_setups').where('id', '=', id).execute();

// Running numbers

export const runningNumberColumns = [
  'id',
  'code',
  'name',
  'prefix',
  'format',
  'current_number',
  'zero_padding',
  'modified_at',
] as const;

export const listRunningNumbers = (db: Q) =>
  db
    .selectFrom('running_numbers')
    .select(runningNumberColumns)
    .select(sql<Date>`now()`.as('now'))
    .orderBy('id')
    .execute();

export const findRunningNumber = (db: Q, id: number, lock = false) => {
  const query = db
    .selectFrom('running_numbers')
    .select(runningNumberColumns)
    .select(sql<Date>`now()`.as('now'))
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

export const runningNumberWithCode = (db: Q, code: string) =>
  db.selectFrom('running_numbers').select('id').where('code', '=', code).executeTakeFirst();

export interface RunningNumberValues {
  code: string;
  name: string;
  prefix: string;
  format: string;
  current_number: number;
  zero_padding: number;
}

export const insertRunningNumber = (trx: Q, values: RunningNumberValues) =>
  trx
    .insertInto('running_numbers')
    .values(values)
    .returning(runningNumberColumns)
    .returning(sql<Date>`now()`.as('now'))
    .executeTakeFirstOrThrow();

export const updateRunningNumber = (trx: Q, id: number, values: RunningNumberValues) =>
  trx
    .updateTable('running_numbers')
    .set({ ...values, modified_at: sql`now()` })
    .where('id', '=', id)
    .returning(runningNumberColumns)
    .returning(sql<Date>`now()`.as('now'))
    .executeTakeFirstOrThrow();

export const deleteRunningNumber = (trx: Q, id: number) =>
  trx.deleteFrom('running_numbers').where('id', '=', id).execute();
