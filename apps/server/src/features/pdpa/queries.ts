import { type Kysely, sql } from 'kysely';
import { countRows } from '../../db/paging.ts';
import { revokeNow } from '../../db/revocation.ts';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

export const profileOf = (db: Q, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.phone',
      'users.account_type',
      'users.referral_code',
      'users.language',
      'users.credit',
      'users.is_verified',
      'users.created_at',
      'users.company_id',
      'companies.name as company_name',
      'companies.company_no',
      'companies.contact_no',
      'companies.address',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();

export const checksOf = (db: Q, userId: number) =>
  db
    .selectFrom('checks')
    .select([
      'unikey',
      'search_key',
      'search_by_vehicle',
      'is_found',
      'status',
      'reference_no',
      'charged_credit',
      'charged_sen',
      'paid_at',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const paymentsOf = (db: Q, userId: number) =>
  db
    .selectFrom('payments')
    .select([
      'public_id',
      'purpose',
      'payer_name',
      'payer_email',
      'payer_phone',
      'amount_sen',
      'credit',
      'description',
      'gateway',
      'status',
      'transaction_no',
      'created_at',
      'settled_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const transactionsOf = (db: Q, userId: number) =>
  db
    .selectFrom('transactions')
    .select([
      'document_no',
      'type',
      'description',
      'amount_sen',
      'credit',
      'credit_balance',
      'payment_status',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The account's newest closure request, if any. */
export const latestClosureOf = (db: Q, userId: number) =>
  db
    .selectFrom('account_closures')
    .select(['id', 'status', 'requested_at', 'completed_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const openClosureOf = (db: Q, userId: number) =>
  db
    .selectFrom('account_closures')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'Requested')
    .executeTakeFirst();

/** Holds the user's row until the transaction ends, with what a closure needs of it. */
export const lockAccount = (db: Q, userId: number) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'credit', 'company_id', 'closed_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();

export const insertClosure = (db: Q, userId: number, credit: number) =>
  db
    .insertInto('account_closures')
    .values({ user_id: userId, credit_at_request: credit })
    .returning('id')
    .executeTakeFirstOrThrow();

export const lockClosure = (db: Q, id: number) =>
  db
    .selectFrom('account_closures')
    .select(['id', 'user_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export function closureList(db: Q, status: 'Requested' | 'Completed' | '') {
  let query = db
    .selectFrom('account_closures as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as admin', 'admin.id', 'c.completed_by')
    .select([
      'c.id',
      'c.user_id',
      'c.status',
      'u.username',
      'u.email',
      'u.credit',
      'c.requested_at',
      'c.completed_at',
      'admin.username as completed_by',
    ])
    .orderBy('c.requested_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(500);
  if (status) query = query.where('c.status', '=', status);
  return query.execute();
}

/** Other accounts of the company that are still open: the company is theirs too. */
export const otherOpenAccountsOfCompany = (db: Q, companyId: number, userId: number) =>
  countRows(
    db.selectFrom('users').where('company_id', '=', companyId).where('id', '!=', userId).where('closed_at', 'is', null),
  );

export const passwordHashOf = (db: Q, userId: number) =>
  db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();

/** The closed account keeps its row (its ledger adds up) under a placeholder, inactive, with no usable password. */
export const eraseAccount = (
  db: Q,
  userId: number,
  placeholder: { email: string; name: string; passwordHash: string },
) =>
  db
    .updateTable('users')
    .set({
      email: placeholder.email,
      username: placeholder.name,
      phone: '',
      password_hash: placeholder.passwordHash,
      active: false,
      closed_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', userId)
    .execute();

export const revokeSessions = (db: Q, userId: number) =>
  revokeNow(db, 'sessions').where('user_id', '=', userId).execute();

/** Codes, known devices, queued mails and login counters of the account and its old e-mail. */
export async function deleteLoginTraces(db: Q, userId: number, oldEmail: string) {
  await db.deleteFrom('account_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('login_devices').where('user_id', '=', userId).execute();
  await db.deleteFrom('mail_outbox').where(sql<string>`lower(to_address)`, '=', oldEmail).execute();
  await db
    .deleteFrom('login_throttle')
    .where((eb) => eb.or([eb('key', '=', `account:${oldEmail}`), eb('key', 'like', `pair:%:${oldEmail}`)]))
    .execute();
}

/** Puts the placeholder on the account's payments; answers their ids. */
export async function anonymisePayments(db: Q, userId: number, placeholder: { name: string; email: string }) {
  const rows = await db
    .updateTable('payments')
    .set({ payer_name: placeholder.name, payer_email: placeholder.email, payer_phone: '', updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Puts the placeholder on the refunds of these payments; answers their ids. */
export async function anonymiseRefunds(db: Q, paymentIds: number[], placeholder: { name: string; email: string }) {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .updateTable('refunds')
    .set({ payer_name: placeholder.name, payer_email: placeholder.email })
    .where('payment_id', 'in', paymentIds)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export const eraseGuestContacts = (db: Q, userId: number) =>
  db.updateTable('checks').set({ guest_email: null, guest_phone: null }).where('user_id', '=', userId).execute();

export const eraseCompanyContact = (db: Q, companyId: number) =>
  db.updateTable('companies').set({ contact_no: '', address: null }).where('id', '=', companyId).execute();

export const markClosureCompleted = (db: Q, id: number, adminId: number) =>
  db
    .updateTable('account_closures')
    .set({ status: 'Completed', completed_at: sql`now()`, completed_by: adminId })
    .where('id', '=', id)
    .execute();
