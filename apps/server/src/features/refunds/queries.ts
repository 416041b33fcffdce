import { type Kysely, sql } from 'kysely';
import { countRows, onePage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

const listed = (db: Q) =>
  db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .leftJoin('checks', 'checks.id', 'refunds.check_id')
    .leftJoin('users as admin', 'admin.id', 'refunds.refunded_by')
    .select([
      'refunds.id',
      'refunds.created_at',
      'refunds.payer_name',
      'refunds.payer_email',
      'refunds.amount_sen',
      'refunds.reason',
      'refunds.status',
      'refunds.reference',
      'refunds.refunded_at',
      'payments.transaction_no',
      'checks.unikey',
      'checks.search_key',
      'admin.username as refunded_by_name',
    ]);

/** Refunds of one status (or all), newest first. */
export async function refundPage(db: Q, status: 'Due' | 'Refunded' | null, page: number, rows: number) {
  const base = status === null ? listed(db) : listed(db).where('refunds.status', '=', status);
  const counted = db.selectFrom('refunds').$if(status !== null, (query) => query.where('status', '=', status ?? 'Due'));
  const newestFirst = base.orderBy('refunds.created_at', 'desc').orderBy('refunds.id', 'desc');
  const [items, total] = await Promise.all([onePage(newestFirst, page, rows).execute(), countRows(counted)]);
  return { items, total };
}

/** How many refunds are owed and not yet made (the operator's `portal_refunds_due`). */
export async function countDueRefunds(db: Q) {
  const row = await db
    .selectFrom('refunds')
    .where('status', '=', 'Due')
    .select((eb) => eb.fn.countAll<number>().as('due'))
    .executeTakeFirstOrThrow();
  return Number(row.due);
}

export const refundById = (db: Q, id: number) => listed(db).where('refunds.id', '=', id).executeTakeFirst();

/** Marks a due refund refunded in one conditional statement: two administrators cannot both record one. */
export async function markRefunded(trx: Q, id: number, reference: string, adminId: number) {
  const row = await trx
    .updateTable('refunds')
    .set({ status: 'Refunded', reference, refunded_at: sql`now()`, refunded_by: adminId })
    .where('id', '=', id)
    .where('status', '=', 'Due')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
