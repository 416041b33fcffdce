import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { DB, Payments } from '../../db/schema.ts';

type Q = Kysely<DB>;
type Status = 'Pending' | 'Completed' | 'Failed' | 'Cancelled';
type Payment = Selectable<Payments>;

const packageColumns = ['id', 'name', 'name_ms', 'name_zh', 'credit', 'price_sen'] as const;

export const creditPackage = (db: Q, id: number) =>
  db.selectFrom('credit_packages').select(packageColumns).where('id', '=', id).executeTakeFirst();

export const creditPackageOptions = (db: Q) =>
  db.selectFrom('credit_packages').select(packageColumns).orderBy('price_sen').orderBy('id').execute();

export const activeReferrer = (db: Q, code: string) =>
  db
    .selectFrom('referrers')
    .select(['id', 'code', 'company_id'])
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .where('active', '=', true)
    .executeTakeFirst();

export const payerAccount = (db: Q, userId: number) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'phone', 'company_id', 'referral_code', 'account_type', 'tin', 'mykad'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

export async function insertPayment(db: Q, payment: Insertable<Payments>) {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

/** A payment by its public id, with the Unikey of the check it pays for. */
export const findPayment = (db: Q, publicId: string) =>
  db
    .selectFrom('payments')
    .leftJoin('checks', 'checks.id', 'payments.check_id')
    .selectAll('payments')
    .select('checks.unikey as check_unikey')
    .where('payments.public_id', '=', publicId)
    .executeTakeFirst();

export const findPaymentByBill = (db: Q, gateway: string, billId: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('gateway_bill_id', '=', billId)
    .executeTakeFirst();

/**
 * Records the gateway's bill once, on a payment still Pending: a second link request for the same payment reuses it,
 * and a payment cancelled meanwhile (its check paid with credit) takes no bill.
 */
export async function attachBill(db: Q, paymentId: number, bill: { billId: string; url: string }) {
  const row = await db
    .updateTable('payments')
    .set({ gateway_bill_id: bill.billId, gateway_url: bill.url, updated_at: sql`now()` })
    .where('id', '=', paymentId)
    .where('status', '=', 'Pending')
    .where('gateway_bill_id', 'is', null)
    .returning(['gateway_url'])
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves a payment of this gateway bill to `status` if it is still in one of `from` and the gateway's amount and
 * currency are the payment's own, in one conditional statement: of many deliveries of one callback exactly one
 * changes a row, the others find nothing to change.
 */
export async function moveStatus(
  trx: Q,
  bill: { gateway: string; billId: string; amountSen: number; currency: string },
  from: Status[],
  status: Status,
) {
  return trx
    .updateTable('payments')
    .set({ status, settled_at: sql`now()`, updated_at: sql`now()` })
    .where('gateway', '=', bill.gateway)
    .where('gateway_bill_id', '=', bill.billId)
    .where('status', 'in', from)
    .where('amount_sen', '=', bill.amountSen)
    .where('currency', '=', bill.currency)
    .returningAll()
    .executeTakeFirst();
}

/** A guest's check keeps who bought it and through which dealer. */
export async function recordCheckBuyer(
  trx: Q,
  checkId: number,
  buyer: { email: string; phone: string; referralCode: string | null },
) {
  await trx
    .updateTable('checks')
    .set({ guest_email: buyer.email, guest_phone: buyer.phone.slice(0, 20), referral_code: buyer.referralCode })
    .where('id', '=', checkId)
    .execute();
}

/**
 * A payment still Pending, for its follow-up: how old it is and how long until it is given up (by the database's
 * clock, as `created_at` is), and whether that time has come. Hours after creation at which a payment of each gateway
 * is given up are in `expiryHours` (`otherHours` for every gateway but the sandbox).
 */
export function pendingPayment(db: Q, paymentId: number, expiryHours: { sandbox: number; otherHours: number }) {
  const expiry = sql<Date>`created_at + make_interval(hours => case when gateway = 'sandbox' then ${expiryHours.sandbox}::int else ${expiryHours.otherHours}::int end)`;
  return db
    .selectFrom('payments')
    .selectAll()
    .select([
      sql<number>`extract(epoch from now() - created_at)::float8`.as('age_seconds'),
      sql<number>`extract(epoch from ${expiry} - now())::float8`.as('expires_in_seconds'),
      sql<boolean>`now() >= ${expiry}`.as('expired'),
    ])
    .where('id', '=', paymentId)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
}

/** Cancels a payment that never got a gateway bill (nobody could have paid it), unless a bill was attached meanwhile. */
export async function cancelUnbilled(db: Kysely<DB>, paymentId: number) {
  const row = await db
    .updateTable('payments')
    .set({ status: 'Cancelled', settled_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', paymentId)
    .where('status', '=', 'Pending')
    .where('gateway_bill_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The check's open (Pending) pay-per-search payment: at most one, by the partial unique index. */
/** The open payment asked for again: whether its buyer wants an e-invoice is their latest word, until it is paid. */
export const setEinvoiceRequested = (db: Q, paymentId: number, requested: boolean) =>
  db
    .updateTable('payments')
    .set({ einvoice_requested: requested })
    .where('id', '=', paymentId)
    .returningAll()
    .executeTakeFirstOrThrow();

/** Locks the check a payment is for, so a settlement and a credit payment of one check take turns. */
export async function lockCheckOf(trx: Q, gateway: string, billId: string) {
  const payment = await trx
    .selectFrom('payments')
    .select('check_id')
    .where('gateway', '=', gateway)
    .where('gateway_bill_id', '=', billId)
    .executeTakeFirst();
  if (payment?.check_id == null) return;
  await trx.selectFrom('checks').select('id').where('id', '=', payment.check_id).forUpdate().execute();
}

export async function insertRefund(trx: Q, payment: Payment, reason: string) {
  await trx
    .insertInto('refunds')
    .values({
      payment_id: payment.id,
      check_id: payment.check_id,
      amount_sen: payment.amount_sen,
      payer_name: payment.payer_name,
      payer_email: payment.payer_email,
      reason,
    })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .execute();
}

export const accountLanguage = (db: Q, userId: number) =>
  db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();

export const checkOfPayment = (db: Q, checkId: number) =>
  db.selectFrom('checks').select(['unikey', 'search_key']).where('id', '=', checkId).executeTakeFirstOrThrow();

/** The secret kept under `name`: `madeValue` when no instance had kept one yet, else the one kept first. */
export async function keptSecret(db: Q, name: string, madeValue: string) {
  await db
    .insertInto('app_secrets')
    .values({ name, value: madeValue })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** Every payment still Pending, oldest first: each wants its follow-up run. */
export const pendingPaymentIds = (db: Q) =>
  db.selectFrom('payments').select('id').where('status', '=', 'Pending').orderBy('id').execute();
