import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

export interface NewCheck {
  unikey: string;
  userId: number | null;
  byVehicle: boolean;
  searchKey: string;
  nvic: string | null;
  vehicleId: number | null;
  isFound: boolean;
}

export async function insertCheck(db: Q, check: NewCheck) {
  const row = await db
    .insertInto('checks')
    .values({
      unikey: check.unikey,
      user_id: check.userId,
      search_by_vehicle: check.byVehicle,
      search_key: check.searchKey,
      nvic: check.nvic,
      vehicle_id: check.vehicleId,
      is_found: check.isFound,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A check with its frozen report as JSON text, so a paid report is answered without re-encoding it. */
export const findCheck = (db: Q, unikey: string) =>
  db
    .selectFrom('checks')
    .select([
      'id',
      'unikey',
      'user_id',
      'search_by_vehicle',
      'search_key',
      'vehicle_id',
      'is_found',
      'status',
      'reference_no',
      'created_at',
      sql<string | null>`report::text`.as('report_json'),
    ])
    .where('unikey', '=', unikey)
    .executeTakeFirst();

export const lockCheck = (trx: Q, unikey: string) =>
  trx.selectFrom('checks').selectAll().where('unikey', '=', unikey).forUpdate().executeTakeFirst();

export async function markPaid(
  trx: Q,
  checkId: number,
  payment: {
    /** The payer; null for a guest's pay-per-search. */
    userId: number | null;
    paymentType: number;
    referenceNo: string;
    credit: number | null;
    sen: number | null;
    report: unknown;
  },
) {
  await trx
    .updateTable('checks')
    .set({
      status: 'paid',
      user_id: payment.userId,
      payment_type: payment.paymentType,
      reference_no: payment.referenceNo,
      charged_credit: payment.credit,
      charged_sen: payment.sen,
      report: JSON.stringify(payment.report),
      paid_at: sql`now()`,
    })
    .where('id', '=', checkId)
    .execute();
}

export const accountOf = (db: Q, userId: number) =>
  db
    .selectFrom('users')
    .select(['id', 'credit', 'is_postpaid', 'postpaid_rate_sen', 'company_id', 'referral_code'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

export async function historyPage(db: Q, userId: number, page: number, rows: number) {
  const base = db.selectFrom('checks').where('user_id', '=', userId);
  const [items, total] = await Promise.all([
    base
      .leftJoin('vehicles', 'vehicles.id', 'checks.vehicle_id')
      .select([
        'checks.unikey',
        'checks.search_by_vehicle',
        'checks.search_key',
        'checks.is_found',
        'checks.status',
        'checks.created_at',
        'checks.report',
        'vehicles.registration_no',
        'vehicles.chassis_no',
      ])
      .orderBy('checks.created_at', 'desc')
      .orderBy('checks.id', 'desc')
      .limit(rows)
      .offset((page - 1) * rows)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.count) };
}
