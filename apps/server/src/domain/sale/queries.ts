import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { newVerifyToken } from '../report/verification.ts';

type Q = Kysely<DB>;

/** The check under its row lock: a credit charge, a pay-per-search and its settlement take turns on it. */
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
      verify_token: newVerifyToken(),
      charged_credit: payment.credit,
      charged_sen: payment.sen,
      report: JSON.stringify(payment.report),
      paid_at: sql`now()`,
    })
    .where('id', '=', checkId)
    .execute();
}

/** The check's pay-per-search payment still open (Pending), if any: a check has at most one. */
export const openSearchPayment = (db: Q, checkId: number) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('check_id', '=', checkId)
    .where('purpose', '=', 'search')
    .where('status', '=', 'Pending')
    .executeTakeFirst();

/** Cancels the check's pending pay-per-search payments; answers them. */
export const cancelOpenSearchPayments = (trx: Q, checkId: number) =>
  trx
    .updateTable('payments')
    .set({ status: 'Cancelled', settled_at: sql`now()`, updated_at: sql`now()` })
    .where('check_id', '=', checkId)
    .where('purpose', '=', 'search')
    .where('status', '=', 'Pending')
    .returningAll()
    .execute();
