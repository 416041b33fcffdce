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
 * Takes up to `limit` payments still Pending `minAgeMinutes` after creation whose next look is due, oldest first, and
 * leases them in the same statement's transaction (`FOR UPDATE SKIP LOCKED`, then `next_check_at` moved on), so two
 * workers never ask the gateway about the same bill at once. A payment the gateway can be asked about is looked at
 * again after a quarter of its age (5 minutes to 1 hour), never later than its `expiry`; one it cannot be asked
 * about is looked at next when it expires.
 */
export async function claimPendingPayments(
  db: Kysely<DB>,
  options: {
    limit: number;
    minAgeMinutes: number;
    /** The gateway whose bills can be asked about (null: none can). */
    askable: string | null;
    /** Hours after creation at which a payment of each gateway is given up; `otherHours` for the rest. */
    expiryHours: { sandbox: number; otherHours: number };
  },
) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'Pending')
      .where('created_at', '<=', sql<Date>`now() - make_interval(mins => ${options.minAgeMinutes})`)
      .where((eb) => eb.or([eb('next_check_at', 'is', null), eb('next_check_at', '<=', sql<Date>`now()`)]))
      .orderBy('created_at')
      .orderBy('id')
      .limit(options.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const expiry = sql<Date>`created_at + make_interval(hours => case when gateway = 'sandbox' then ${options.expiryHours.sandbox}::int else ${options.expiryHours.otherHours}::int end)`;
    const askable = sql<boolean>`(gateway = ${options.askable ?? ''} and gateway_bill_id is not null)`;
    const rows = await trx
      .updateTable('payments')
      .set({
        next_check_at: sql`greatest(now() + interval '5 minutes', case when ${askable}
          then least(now() + least(interval '1 hour', greatest(interval '5 minutes', (now() - created_at) / 4)), ${expiry})
          else ${expiry} end)`,
      })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .returning(sql<boolean>`now() >= ${expiry}`.as('expired'))
      .execute();
    return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
  });
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
