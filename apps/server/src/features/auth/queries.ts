import { type CompanyDetails, UserRole } from '@portal/contract';
import { type Kysely, sql } from 'kysely';
import type { AccountCodePurpose } from '../../db/column-types.ts';
import { countRows } from '../../db/paging.ts';
import { revokeNow } from '../../db/revocation.ts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

export const findUserByEmail = (db: Q, email: string) =>
  db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();

export const findUserById = (db: Q, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findReferrer = (db: Q, code: string) =>
  db
    .selectFrom('referrers')
    .select(['id', 'code'])
    .where('code', '=', code)
    .where('active', '=', true)
    .executeTakeFirst();

export async function insertCompany(db: Q, company: CompanyDetails) {
  const row = await db
    .insertInto('companies')
    .values({
      name: company.CompanyName,
      company_no: company.CompanyNo,
      contact_no: company.ContactNo,
      tin: company.TIN,
      sst_no: company.SSTNo ?? null,
      address: company.Address.Lines,
      postcode: company.Address.Postcode,
      city: company.Address.City,
      state_code: company.Address.StateCode,
    })
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
  /** Agreed at registration: the Terms of Service and Privacy Policy, recorded with the time. */
  acceptedTerms?: boolean;
  tin?: string | undefined;
  mykad?: string | undefined;
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
      terms_accepted_at: user.acceptedTerms ? sql<Date>`now()` : null,
      tin: user.tin ?? null,
      mykad: user.mykad ?? null,
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
  ttlMinutes: number,
  newEmail: string | null = null,
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
      new_email: newEmail,
      expires_at: sql`now() + make_interval(mins => ${ttlMinutes})`,
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

/** Holds the user's row until the transaction ends, so that requests for one account take turns. */
export const lockUser = (db: Q, userId: number) =>
  db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();

export const countRecentCodes = (db: Q, userId: number, purpose: AccountCodePurpose, windowMinutes: number) =>
  countRows(
    db
      .selectFrom('account_codes')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`),
  );

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
  revokeNow(db, 'sessions').where('id', '=', sessionId).execute();

export const revokeAllSessions = (db: Q, userId: number) =>
  revokeNow(db, 'sessions').where('user_id', '=', userId).execute();

/** Every session of the user but the one asking: answers how many were still open. */
export async function revokeOtherSessions(db: Q, userId: number, keptSessionId: number) {
  const revoked = await revokeNow(db, 'sessions')
    .where('user_id', '=', userId)
    .where('id', '<>', keptSessionId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows);
}

/** The details a user edits in their account settings. */
export const settingsRow = (db: Q, userId: number) =>
  db
    .selectFrom('users')
    .select(['username', 'phone', 'email', 'account_type', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/** The new address of the user's open e-mail change (its link not opened yet, nor expired), if any. */
export const pendingEmail = async (db: Q, userId: number) =>
  (
    await db
      .selectFrom('account_codes')
      .select('new_email')
      .where('user_id', '=', userId)
      .where('purpose', '=', 'email')
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.new_email ?? null;

export const setDetails = (db: Q, userId: number, details: { username: string; phone: string }) =>
  db
    .updateTable('users')
    .set({ ...details, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();

/** Marks an e-mail change's code used and answers its user and new address, or nothing when wrong, used or expired. */
export const consumeEmailCode = (db: Q, codeHash: string) =>
  db
    .updateTable('account_codes')
    .set({ used_at: sql`now()` })
    .where('purpose', '=', 'email')
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id as userId', 'new_email as newEmail'])
    .executeTakeFirst();

/** The new address a live e-mail change code would confirm, without spending it. */
export const pendingEmailOfCode = async (db: Q, codeHash: string) =>
  (
    await db
      .selectFrom('account_codes')
      .select('new_email')
      .where('purpose', '=', 'email')
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst()
  )?.new_email ?? null;

/** The new address of a spent e-mail change's code, when the account holds it now (the link opened twice). */
export const emailChangedByUsedCode = async (db: Q, codeHash: string) =>
  (
    await db
      .selectFrom('account_codes')
      .innerJoin('users', 'users.id', 'account_codes.user_id')
      .select('account_codes.new_email')
      .where('account_codes.purpose', '=', 'email')
      .where('account_codes.code_hash', '=', codeHash)
      .where('account_codes.used_at', 'is not', null)
      .whereRef('users.email', '=', 'account_codes.new_email')
      .executeTakeFirst()
  )?.new_email ?? undefined;

export const setEmail = (db: Q, userId: number, email: string) =>
  db.updateTable('users').set({ email, updated_at: sql`now()` }).where('id', '=', userId).execute();

/**
 * Counts one attempt under the key, in one atomic statement (the row is locked for the update), and answers the
 * count within the current window. A window older than `windowMinutes` starts again at 1. Each of the first `free`
 * attempts pushes the next spaced slot `spacingSeconds` on, so the slot never adds an evaluation to a burst.
 */
export async function countAttempt(
  db: Q,
  key: string,
  limit: { windowMinutes: number; free: number; spacingSeconds: number },
) {
  const expired = sql<boolean>`login_throttle.window_started_at <= now() - make_interval(mins => ${limit.windowMinutes})`;
  const nextSlot = sql<Date>`now() + make_interval(secs => ${limit.spacingSeconds})`;
  const row = await db
    .insertInto('login_throttle')
    .values({ key, attempts: 1, window_started_at: sql`now()`, next_at: nextSlot })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        attempts: sql`case when ${expired} then 1 else login_throttle.attempts + 1 end`,
        window_started_at: sql`case when ${expired} then now() else login_throttle.window_started_at end`,
        next_at: sql`case when ${expired} or login_throttle.attempts < ${limit.free} then ${nextSlot}
          else login_throttle.next_at end`,
      }),
    )
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/** One attempt fewer on each key, never below none. */
const oneAttemptFewer = (db: Q, keys: readonly string[]) =>
  db.updateTable('login_throttle').set({ attempts: sql`greatest(attempts - 1, 0)` }).where('key', 'in', keys).execute();

/** An attempt counted but refused before its password was checked: it is not a failure of its pair. */
export const giveBackAttempt = (db: Q, pairKey: string) => oneAttemptFewer(db, [pairKey]);

/** Takes the key's next spaced slot, atomically: true at most once per `spacingSeconds`. */
export async function takeSpacedSlot(db: Q, key: string, spacingSeconds: number) {
  const row = await db
    .updateTable('login_throttle')
    .set({ next_at: sql`now() + make_interval(secs => ${spacingSeconds})` })
    .where('key', '=', key)
    .where('next_at', '<=', sql<Date>`now()`)
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** A successful login: its pair starts again, and it does not count against its address or account. */
export async function forgiveAttempt(db: Q, pairKey: string, sharedKeys: string[]) {
  await db.deleteFrom('login_throttle').where('key', '=', pairKey).execute();
  if (sharedKeys.length === 0) return;
  await oneAttemptFewer(db, sharedKeys);
}

/** The known-device row of a browser's token, when it is one of this e-mail's account. */
export async function findDevice(db: Q, tokenHash: string, email: string) {
  const row = await db
    .selectFrom('login_devices')
    .innerJoin('users', 'users.id', 'login_devices.user_id')
    .select('login_devices.id')
    .where('login_devices.token_hash', '=', tokenHash)
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

export const touchDevice = (db: Q, deviceId: number) =>
  db.updateTable('login_devices').set({ last_used_at: sql`now()` }).where('id', '=', deviceId).execute();

export const insertDevice = (db: Q, userId: number, tokenHash: string) =>
  db.insertInto('login_devices').values({ user_id: userId, token_hash: tokenHash }).execute();

/** A new password: the browsers that knew the old one are strangers again. */
export const forgetDevices = (db: Q, userId: number) =>
  db.deleteFrom('login_devices').where('user_id', '=', userId).execute();

/**
 * Takes the account's turn to be told that someone tried to register its address again: true at most once per
 * `hours`, atomically, so simultaneous attempts mail the owner once.
 */
export async function takeRegistrationNotice(db: Q, userId: number, hours: number) {
  const row = await db
    .updateTable('users')
    .set({ registration_notice_at: sql`now()` })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('registration_notice_at', 'is', null),
        eb('registration_notice_at', '<=', sql<Date>`now() - make_interval(hours => ${hours})`),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

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

/** The account becomes an active, verified administrator. */
export const makeActiveAdministrator = (db: Q, userId: number) =>
  db
    .updateTable('users')
    .set({ role: UserRole.Administrator, is_verified: true, active: true })
    .where('id', '=', userId)
    .execute();
