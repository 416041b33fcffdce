import { type Kysely, sql } from 'kysely';
import type { AccountCodePurpose, Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

export const findUserByEmail = (db: Q, email: string) =>
  db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();

export const findReferrer = (db: Q, code: string) =>
  db
    .selectFrom('referrers')
    .select(['id', 'code'])
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();

export async function insertCompany(db: Q, company: { name: string; companyNo: string; contactNo: string }) {
  const row = await db
    .insertInto('companies')
    .values({ name: company.name, company_no: company.companyNo, contact_no: company.contactNo })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewUser {
  email: string;
  username: string;
  phone: string;
  passwordHash: string;
  accountType: 'INDIVIDUAL' | 'COMPANY';
  companyId: number | null;
  referralCode: string;
  role?: number;
  verified?: boolean;
}

export async function insertUser(db: Q, user: NewUser) {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      username: user.username,
      phone: user.phone,
      password_hash: user.passwordHash,
      account_type: user.accountType,
      company_id: user.companyId,
      referral_code: user.referralCode,
      role: user.role ?? 0,
      is_verified: user.verified ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAccountCode(
  db: Q,
  userId: number,
  purpose: AccountCodePurpose,
  codeHash: string,
  ttlHours: number,
) {
  await db
    .updateTable('account_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_codes')
    .values({
      user_id: userId,
      purpose,
      code_hash: codeHash,
      expires_at: sql`now() + make_interval(hours => ${ttlHours})`,
    })
    .execute();
}

/** Marks the code used and answers its user, or nothing when it is wrong, used or expired. */
export async function consumeAccountCode(db: Q, email: string, purpose: AccountCodePurpose, codeHash: string) {
  const row = await db
    .updateTable('account_codes')
    .set({ used_at: sql`now()` })
    .from('users')
    .whereRef('users.id', '=', 'account_codes.user_id')
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .where('account_codes.purpose', '=', purpose)
    .where('account_codes.code_hash', '=', codeHash)
    .where('account_codes.used_at', 'is', null)
    .where('account_codes.expires_at', '>', sql<Date>`now()`)
    .returning('users.id as userId')
    .executeTakeFirst();
  return row?.userId;
}

/** Whether a verification code already spent belongs to this e-mail's account, which is verified. */
export async function verifiedByUsedCode(db: Q, email: string, codeHash: string) {
  const row = await db
    .selectFrom('account_codes')
    .innerJoin('users', 'users.id', 'account_codes.user_id')
    .select('users.id')
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .where('account_codes.purpose', '=', 'verify')
    .where('account_codes.code_hash', '=', codeHash)
    .where('account_codes.used_at', 'is not', null)
    .where('users.is_verified', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

export const lastCodeCreatedAt = async (db: Q, userId: number, purpose: AccountCodePurpose) =>
  (
    await db
      .selectFrom('account_codes')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.created_at;

export const markVerified = (db: Q, userId: number) =>
  db.updateTable('users').set({ is_verified: true, updated_at: sql`now()` }).where('id', '=', userId).execute();

export const setPassword = (db: Q, userId: number, passwordHash: string) =>
  db
    .updateTable('users')
    .set({ password_hash: passwordHash, is_verified: true, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();

export async function insertSession(db: Q, userId: number, tokenHash: string, ttlHours: number) {
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: sql`now() + make_interval(hours => ${ttlHours})` })
    .execute();
}

export const revokeSession = (db: Q, sessionId: number) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();

export const revokeAllSessions = (db: Q, userId: number) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();

export async function countRecentFailures(db: Q, key: string, windowMinutes: number) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('key', '=', key)
    .where('failed_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordFailures(db: Q, keys: string[]) {
  await db
    .insertInto('login_failures')
    .values(keys.map((key) => ({ key })))
    .execute();
  await db.deleteFrom('login_failures').where('failed_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export const clearFailures = (db: Q, key: string) => db.deleteFrom('login_failures').where('key', '=', key).execute();

export const profileRow = (db: Q, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.role',
      'users.credit',
      'users.account_type',
      'companies.name as companyName',
      'companies.company_no as companyNo',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
