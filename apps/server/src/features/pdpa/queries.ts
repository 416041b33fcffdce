import { type Kysely, sql } from 'kysely';
import { likePattern } from '../../db/like.ts';
import { countRows } from '../../db/paging.ts';
import { revokeNow } from '../../db/revocation.ts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

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

export const lockOpenClosureOf = (db: Q, userId: number) =>
  db
    .selectFrom('account_closures')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'Requested')
    .forUpdate()
    .executeTakeFirst();

export const deleteClosure = (db: Q, id: number) => db.deleteFrom('account_closures').where('id', '=', id).execute();

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
      mykad: null,
      // An individual's TIN is theirs; a company user's TIN is on the company.
      tin: null,
      password_hash: placeholder.passwordHash,
      active: false,
      closed_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', userId)
    .execute();

export const revokeSessions = (db: Q, userId: number) =>
  revokeNow(db, 'sessions').where('user_id', '=', userId).execute();

/** Codes and known devices of the account: its mails and login counters go with the person's values (`erasure.ts`). */
export async function deleteLoginTraces(db: Q, userId: number) {
  await db.deleteFrom('account_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('login_devices').where('user_id', '=', userId).execute();
}

export const eraseCompanyContact = (db: Q, companyId: number) =>
  db.updateTable('companies').set({ contact_no: '', address: null }).where('id', '=', companyId).execute();

export const markClosureCompleted = (db: Q, id: number, adminId: number) =>
  db
    .updateTable('account_closures')
    .set({ status: 'Completed', completed_at: sql`now()`, completed_by: adminId })
    .where('id', '=', id)
    .execute();

// What a closure erases beyond the account row (`erasure.ts`).

/** Any of these texts, anywhere in the column, whatever its case. */
const mentionsAny = (column: ReturnType<typeof sql<string>>, values: string[]) =>
  sql<boolean>`(${sql.join(
    values.map((value) => sql`${column} ilike ${likePattern(value)}`),
    sql` or `,
  )})`;

export const accountValues = (db: Q, userId: number) =>
  db
    .selectFrom('users')
    .select(['username', 'email', 'phone', 'mykad'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/** Every audit entry about the account itself: its earlier names, e-mails and mobile numbers are in them. */
export const entriesAboutAccount = (db: Q, userId: number) =>
  db
    .selectFrom('audit_log')
    .select(['before', 'after'])
    .where('entity', '=', 'user')
    .where('entity_id', '=', String(userId))
    .execute();

/** The addresses the account asked to change to, and the names and contacts it paid under. */
export async function contactValues(db: Q, userId: number) {
  const [codes, payments, checks] = await Promise.all([
    db.selectFrom('account_codes').select('new_email').where('user_id', '=', userId).execute(),
    db
      .selectFrom('payments')
      .select(['payer_name', 'payer_email', 'payer_phone'])
      .where('user_id', '=', userId)
      .execute(),
    db.selectFrom('checks').select(['guest_email', 'guest_phone']).where('user_id', '=', userId).execute(),
  ]);
  return [
    ...codes.map((code) => code.new_email),
    ...payments.flatMap((payment) => [payment.payer_name, payment.payer_email, payment.payer_phone]),
    ...checks.flatMap((check) => [check.guest_email, check.guest_phone]),
  ];
}

/** The entries about the account, made by it, or whose values mention the person anywhere. */
export const auditEntriesMentioning = (db: Q, userId: number, values: string[]) =>
  db
    .selectFrom('audit_log')
    .select(['id', 'entity', 'entity_id', 'before', 'after'])
    .where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'user'), eb('entity_id', '=', String(userId))]),
        eb('actor_id', '=', userId),
        mentionsAny(sql`before::text`, values),
        mentionsAny(sql`after::text`, values),
      ]),
    )
    .execute();

export const rewriteAuditEntry = (db: Q, id: number, change: { before: unknown; after: unknown }) =>
  db
    .updateTable('audit_log')
    .set({
      before: change.before === null ? null : JSON.stringify(change.before),
      after: change.after === null ? null : JSON.stringify(change.after),
    })
    .where('id', '=', id)
    .execute();

export const mailsMentioning = (db: Q, values: string[]) =>
  db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body'])
    .where((eb) =>
      eb.or(
        (['to_address', 'subject', 'text_body', 'html_body'] as const).map((column) =>
          mentionsAny(sql.ref(column), values),
        ),
      ),
    )
    .execute();

export const deleteMail = (db: Q, id: number) => db.deleteFrom('mail_outbox').where('id', '=', id).execute();

export const rewriteMail = (db: Q, id: number, words: { subject: string; text_body: string; html_body: string }) =>
  db.updateTable('mail_outbox').set(words).where('id', '=', id).execute();

/**
 * Purchases made as a guest under the person's e-mail or mobile number are theirs too: the payer on the payment and
 * its refunds becomes the placeholder, the report's guest contact is emptied, and the links to find them are deleted.
 */
export async function eraseGuestCopies(
  db: Q,
  userId: number,
  values: string[],
  placeholder: { name: string; email: string },
) {
  const payments = await db
    .updateTable('payments')
    .set({ payer_name: placeholder.name, payer_email: placeholder.email, payer_phone: '', updated_at: sql`now()` })
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        mentionsAny(sql`payer_name`, values),
        mentionsAny(sql`payer_email`, values),
        mentionsAny(sql`payer_phone`, values),
      ]),
    )
    .returning('id')
    .execute();
  const paymentIds = payments.map((payment) => payment.id);
  await db
    .updateTable('refunds')
    .set({ payer_name: placeholder.name, payer_email: placeholder.email })
    .where((eb) =>
      eb.or([
        ...(paymentIds.length > 0 ? [eb('payment_id', 'in', paymentIds)] : []),
        mentionsAny(sql`payer_name`, values),
        mentionsAny(sql`payer_email`, values),
      ]),
    )
    .execute();
  await db
    .updateTable('checks')
    .set({ guest_email: null, guest_phone: null })
    .where((eb) =>
      eb.or([eb('user_id', '=', userId), mentionsAny(sql`guest_email`, values), mentionsAny(sql`guest_phone`, values)]),
    )
    .execute();
  await db
    .deleteFrom('guest_report_links')
    .where((eb) => eb.or([mentionsAny(sql`email`, values), mentionsAny(sql`phone`, values)]))
    .execute();
  return paymentIds;
}

/** Login counters are keyed by the e-mail typed (`account:…`, `pair:…:…`). */
export const deleteLoginCounters = (db: Q, values: string[]) =>
  db.deleteFrom('login_throttle').where(mentionsAny(sql`key`, values)).execute();

export const apiKeysOf = (db: Q, userId: number) =>
  db.selectFrom('api_keys').select(['id', 'name']).where('user_id', '=', userId).execute();

/** A closed account's key can never be used again; its name goes when it named the person. */
export const closeApiKey = (db: Q, id: number, name: string) =>
  db.updateTable('api_keys').set({ name, revoked_at: sql`coalesce(revoked_at, now())` }).where('id', '=', id).execute();

export const bulkFilesNamed = (db: Q, userId: number) =>
  db.selectFrom('bulk_batches').select(['id', 'file_name']).where('user_id', '=', userId).execute();

export const renameBulkFile = (db: Q, id: number, fileName: string) =>
  db.updateTable('bulk_batches').set({ file_name: fileName }).where('id', '=', id).execute();
