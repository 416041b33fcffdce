import {
  type AccountType,
  errorCodesTexts,
  type Language,
  type UserProfile,
  UserRole,
  visitorProfile,
} from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AccountCodePurpose } from '../../db/schema.ts';
import { fieldError, HttpError, httpError } from '../../platform/errors.ts';
import { enqueueMail, type Mail } from '../../platform/mail.ts';
import { hashPassword, passwordMatches, randomToken, sha256 } from '../../platform/secrets.ts';
import type { AppDeps } from '../../platform/types.ts';
import { resetMail, verificationMail } from './mails.ts';
import * as q from './queries.ts';
import { authTexts } from './texts.ts';

const VERIFY_CODE_HOURS = 48;
const RESET_CODE_HOURS = 1;
const RESEND_AFTER_MS = 60_000;
/**
 * Verification and reset mails per account, whatever the addresses asking (each address is also limited, by the
 * mail rate limit): an inbox cannot be flooded from many addresses.
 */
export const codeMailsPerAccount = { max: 3, windowMinutes: 10 } as const;

/**
 * Login throttling. Every attempt is counted before its password is checked, so a burst of simultaneous guesses
 * gets no more evaluations than a slow one. An account and address pair gets 5 attempts in 15 minutes, then waits:
 * that stops a guesser without touching the owner elsewhere. An address (an office behind one NAT) and an account
 * (guessed from many addresses) are slowed, never locked: past their free attempts, one attempt every few seconds
 * is evaluated and the others are asked to wait a moment.
 */
export const loginThrottle = {
  windowMinutes: 15,
  perPair: 5,
  perAddress: { free: 30, spacingSeconds: 1 },
  perAccount: { free: 10, spacingSeconds: 2 },
} as const;

export interface Registration {
  UserType: AccountType;
  Username: string;
  Phone: string;
  Email: string;
  ReferralCode: string;
  Password: string;
  Company?: { CompanyName: string; CompanyNo: string; ContactNo: string } | undefined;
}

/** `language`: the registering browser's, which the new account's mails are written in until it chooses one. */
export async function register(deps: AppDeps, input: Registration, language: Language) {
  if (!(await q.findReferrer(deps.db, input.ReferralCode))) {
    throw fieldError('ReferralCode', 'REFERRAL_CODE_UNKNOWN');
  }
  if (await q.findUserByEmail(deps.db, input.Email)) throw httpError('EMAIL_ALREADY_REGISTERED');
  const passwordHash = await hashPassword(input.Password);
  const code = randomToken();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const companyId = input.Company
        ? await q.insertCompany(trx, {
            name: input.Company.CompanyName,
            companyNo: input.Company.CompanyNo,
            contactNo: input.Company.ContactNo,
          })
        : null;
      const userId = await q.insertUser(trx, {
        email: input.Email,
        username: input.Username,
        phone: input.Phone,
        passwordHash,
        accountType: input.UserType,
        companyId,
        referralCode: input.ReferralCode,
      });
      await q.insertAccountCode(trx, userId, 'verify', sha256(code), VERIFY_CODE_HOURS);
      await enqueueMail(trx, verificationMail(deps.config.publicUrl, input.Email, input.Username, code, language));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError('EMAIL_ALREADY_REGISTERED');
    throw error;
  }
  deps.pokeWorker();
  return { invalid: false, msg: authTexts.of(language)('registered') };
}

export async function resendVerification(deps: AppDeps, email: string, requestLanguage: Language) {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user || user.is_verified || !user.active) return;
  const last = await q.lastCodeCreatedAt(deps.db, user.id, 'verify');
  if (last && Date.now() - last.getTime() < RESEND_AFTER_MS) return;
  await mailCode(deps, user.id, 'verify', VERIFY_CODE_HOURS, (code) =>
    verificationMail(deps.config.publicUrl, user.email, user.username, code, user.language ?? requestLanguage),
  );
}

/**
 * Makes a new code and queues its mail, unless the account has had its share of code mails lately; the user's row
 * lock makes simultaneous requests for one account count one after another. Silent either way, so the answer tells
 * nothing about the account.
 */
async function mailCode(
  deps: AppDeps,
  userId: number,
  purpose: AccountCodePurpose,
  ttlHours: number,
  mail: (code: string) => Mail,
) {
  const code = randomToken();
  const queued = await deps.db.transaction().execute(async (trx) => {
    await q.lockUser(trx, userId);
    const recent = await q.countRecentCodes(trx, userId, purpose, codeMailsPerAccount.windowMinutes);
    if (recent >= codeMailsPerAccount.max) return false;
    await q.insertAccountCode(trx, userId, purpose, sha256(code), ttlHours);
    await enqueueMail(trx, mail(code));
    return true;
  });
  if (queued) deps.pokeWorker();
}

/** 'verified' now; 'already' when this very link verified the account before (opened twice); else 'failed'. */
export async function verifyAccount(db: Db, email: string, code: string) {
  return db.transaction().execute(async (trx) => {
    const userId = await q.consumeAccountCode(trx, email, 'verify', sha256(code));
    if (userId === undefined) {
      return (await q.verifiedByUsedCode(trx, email, sha256(code))) ? ('already' as const) : ('failed' as const);
    }
    await q.markVerified(trx, userId);
    return 'verified' as const;
  });
}

// A hash to spend the same time on when the login id is unknown, so timing tells nothing.
const decoyHash = hashPassword(randomToken());

/** Counts the attempt before anything is checked, and refuses it when its pair, address or account must wait. */
async function admitLoginAttempt(db: Db, keys: { pair: string; address: string; account: string }) {
  const { windowMinutes, perPair, perAddress, perAccount } = loginThrottle;
  if ((await q.countAttempt(db, keys.pair, windowMinutes)) > perPair) {
    throw httpError('LOGIN_ATTEMPTS_EXCEEDED');
  }
  for (const [key, limit] of [
    [keys.address, perAddress],
    [keys.account, perAccount],
  ] as const) {
    const attempts = await q.countAttempt(db, key, windowMinutes);
    if (attempts > limit.free && !(await q.takeSpacedSlot(db, key, limit.spacingSeconds))) {
      throw httpError('TOO_MANY_REQUESTS');
    }
  }
}

export async function issueToken(
  deps: AppDeps,
  login: { username: string; password: string },
  address: string,
  language: Language,
) {
  const email = login.username.trim().toLowerCase().slice(0, 120);
  const keys = { pair: `pair:${address}:${email}`, address: `address:${address}`, account: `account:${email}` };
  await admitLoginAttempt(deps.db, keys);
  const user = await q.findUserByEmail(deps.db, email);
  const matches = await passwordMatches(user?.password_hash ?? (await decoyHash), login.password);
  if (!user || !matches) {
    throw new HttpError('LOGIN_FAILED', {
      extra: (language) => ({
        error: 'invalid_grant',
        error_description: errorCodesTexts.of(language)('loginFailedText'),
      }),
    });
  }
  await q.forgiveAttempt(deps.db, keys.pair, [keys.address, keys.account]);
  if (!user.active) throw httpError('ACCOUNT_INACTIVE');
  if (!user.is_verified) return errorCodesTexts.of(language)('verificationNeeded');
  const token = randomToken();
  await q.insertSession(deps.db, user.id, sha256(token), deps.config.sessionTtlHours);
  return { access_token: token, token_type: 'bearer' as const, expires_in: deps.config.sessionTtlHours * 3600 };
}

export async function requestPasswordReset(deps: AppDeps, email: string, requestLanguage: Language) {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user?.active) return;
  await mailCode(deps, user.id, 'reset', RESET_CODE_HOURS, (code) =>
    resetMail(deps.config.publicUrl, user.email, user.username, code, user.language ?? requestLanguage),
  );
}

export async function resetPassword(db: Db, input: { email: string; taccode: string; Password: string }) {
  const passwordHash = await hashPassword(input.Password);
  const done = await db.transaction().execute(async (trx) => {
    const userId = await q.consumeAccountCode(trx, input.email, 'reset', sha256(input.taccode));
    if (userId === undefined) return false;
    await q.setPassword(trx, userId, passwordHash);
    await q.revokeAllSessions(trx, userId);
    return true;
  });
  if (!done) throw httpError('RESET_LINK_INVALID');
}

export async function profileOf(db: Db, userId: number | undefined): Promise<Omit<UserProfile, 'Language'>> {
  const row = userId === undefined ? undefined : await q.profileRow(db, userId);
  if (!row) return visitorProfile;
  return {
    IsLoggedIn: true,
    DisplayName: row.companyName ? `${row.username} (${row.companyName})` : row.username,
    Role: row.role,
    LoginID: row.id,
    Logo: null,
    Credit: row.credit,
    UserName: row.email,
    Email: row.email,
    CompanyCode: row.companyNo,
    IsShowDashboard: row.role === UserRole.Administrator,
    UserType: row.account_type,
  };
}

/** ADMIN_EMAIL and ADMIN_PASSWORD: the administrator exists, is active and verified after start. */
export async function ensureAdministrator(db: Db, admin: { email: string; password: string }) {
  const existing = await q.findUserByEmail(db, admin.email);
  if (existing) {
    await db
      .updateTable('users')
      .set({ role: UserRole.Administrator, is_verified: true, active: true })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  await q.insertUser(db, {
    email: admin.email,
    username: 'Administrator',
    phone: '0000000000',
    passwordHash: await hashPassword(admin.password),
    accountType: 'INDIVIDUAL',
    companyId: null,
    referralCode: 'LFC01',
    role: UserRole.Administrator,
    verified: true,
  });
}
