import {
  type AccountType,
  type CompanyDetails,
  errorCodesTexts,
  type Language,
  type tokenAnswer,
  type UserProfile,
  UserRole,
  visitorProfile,
} from '@portal/contract';
import type { z } from 'zod';
import type { AccountCodePurpose } from '../../db/column-types.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { endMailedCodes } from '../../db/revocation.ts';
import { fieldError, HttpError, httpError } from '../../platform/errors.ts';
import type { Mail } from '../../platform/mail.ts';
import { enqueueMail } from '../../platform/mail-delivery.ts';
import { hashPassword, passwordMatches, randomToken, sha256 } from '../../platform/secrets.ts';
import type { AppDeps } from '../../platform/types.ts';
import { requireRegisteredTin } from '../einvoices/public.ts';
import { accountCodeMail, registeredAgainMail } from './mails.ts';
import * as q from './queries.ts';
import { authTexts } from './texts.ts';
import { admitLoginAttempt, forgiveLoginAttempt, type LoginClient } from './throttle.ts';

const VERIFY_CODE_MINUTES = 48 * 60;
const RESET_CODE_MINUTES = 60;
export const LOGIN_LINK_MINUTES = 15;
const RESEND_AFTER_MS = 60_000;
/** An owner is told at most once an hour that someone tried to register their address again. */
const REGISTERED_AGAIN_NOTICE_HOURS = 1;
/**
 * Verification and reset mails per account, whatever the addresses asking (each address is also limited, by the
 * mail rate limit): an inbox cannot be flooded from many addresses.
 */
export const codeMailsPerAccount = { max: 3, windowMinutes: 10 } as const;

export interface Registration {
  UserType: AccountType;
  Username: string;
  Phone: string;
  Email: string;
  ReferralCode: string;
  Password: string;
  Company?: CompanyDetails | undefined;
  TIN?: string | undefined;
  MyKad?: string | undefined;
  AcceptTerms: true;
}

/**
 * `language`: the registering browser's, which the new account's mails are written in until it chooses one. An
 * address already registered gets the same answer as a new one (the password is hashed either way, so the time
 * tells nothing either); its owner is mailed instead, so a stranger cannot learn who has an account.
 */
export async function register(deps: AppDeps, input: Registration, language: Language) {
  if (!(await q.findReferrer(deps.db, input.ReferralCode))) {
    throw fieldError('ReferralCode', 'REFERRAL_CODE_UNKNOWN');
  }
  await checkTinWithLhdn(deps, input);
  const passwordHash = await hashPassword(input.Password);
  const answer = { invalid: false, msg: authTexts.of(language)('registered') };
  if (await noticeRegisteredAgain(deps, input.Email, language)) return answer;
  const code = randomToken();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const companyId = input.Company ? await q.insertCompany(trx, input.Company) : null;
      const userId = await q.insertUser(trx, {
        email: input.Email,
        username: input.Username,
        phone: input.Phone,
        passwordHash,
        accountType: input.UserType,
        companyId,
        referralCode: input.ReferralCode,
        acceptedTerms: input.AcceptTerms,
        // A company's tax details are its own; an individual's are the person's.
        tin: input.Company ? undefined : input.TIN,
        mykad: input.Company ? undefined : input.MyKad,
      });
      await q.insertAccountCode(trx, userId, 'verify', sha256(code), VERIFY_CODE_MINUTES);
      await enqueueMail(
        trx,
        deps.jobs,
        accountCodeMail('verification', deps.config.publicUrl, input.Email, input.Username, code, language),
      );
    });
  } catch (error) {
    // Registered meanwhile by a simultaneous request: that account's owner is told, as above.
    if (isUniqueViolation(error) && (await noticeRegisteredAgain(deps, input.Email, language))) return answer;
    throw error;
  }
  return answer;
}

/**
 * With MyInvois on, a TIN given for e-invoices is checked with LHDN against its registration number (a company's
 * BRN, a person's MyKad), so an e-invoice is not refused later for a buyer LHDN does not know.
 */
async function checkTinWithLhdn(deps: AppDeps, input: Registration) {
  if (input.Company) {
    const { TIN, CompanyNo } = input.Company;
    return requireRegisteredTin(deps.config, 'Company.TIN', { tin: TIN, id: { type: 'BRN', value: CompanyNo } });
  }
  const check =
    input.TIN && input.MyKad ? { tin: input.TIN, id: { type: 'NRIC', value: input.MyKad } as const } : undefined;
  await requireRegisteredTin(deps.config, 'TIN', check);
}

/** Whether the address has an account; if so its owner is mailed (at most once an hour) that someone tried again. */
async function noticeRegisteredAgain(deps: AppDeps, email: string, requestLanguage: Language) {
  const owner = await q.findUserByEmail(deps.db, email);
  if (!owner) return false;
  if (!owner.active || !(await q.takeRegistrationNotice(deps.db, owner.id, REGISTERED_AGAIN_NOTICE_HOURS))) return true;
  await enqueueMail(
    deps.db,
    deps.jobs,
    registeredAgainMail(deps.config.publicUrl, owner.email, owner.username, owner.language ?? requestLanguage),
  );
  return true;
}

export async function resendVerification(deps: AppDeps, email: string, requestLanguage: Language) {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user || user.is_verified || !user.active) return;
  const last = await q.lastCodeCreatedAt(deps.db, user.id, 'verify');
  if (last && Date.now() - last.getTime() < RESEND_AFTER_MS) return;
  await mailCode(deps, user.id, 'verify', VERIFY_CODE_MINUTES, (code) =>
    accountCodeMail(
      'verification',
      deps.config.publicUrl,
      user.email,
      user.username,
      code,
      user.language ?? requestLanguage,
    ),
  );
}

/**
 * Makes a new code and queues its mail, unless the account has had its share of code mails lately; the user's row
 * lock makes simultaneous requests for one account count one after another. Answers whether it was mailed; the
 * public calls stay silent either way, so their answer tells nothing about the account.
 */
export async function mailCode(
  deps: AppDeps,
  userId: number,
  purpose: AccountCodePurpose,
  ttlMinutes: number,
  mail: (code: string) => Mail,
  newEmail: string | null = null,
) {
  const code = randomToken();
  return deps.db.transaction().execute(async (trx) => {
    await q.lockUser(trx, userId);
    const recent = await q.countRecentCodes(trx, userId, purpose, codeMailsPerAccount.windowMinutes);
    if (recent >= codeMailsPerAccount.max) return false;
    await q.insertAccountCode(trx, userId, purpose, sha256(code), ttlMinutes, newEmail);
    await enqueueMail(trx, deps.jobs, mail(code));
    return true;
  });
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

/** What a login gives: the answer, and the browser's known-device token for its cookie (none: leave the cookie). */
export interface LoginOutcome {
  answer: z.infer<typeof tokenAnswer>;
  deviceToken?: string;
}

/**
 * `deviceToken`: the browser's `device` cookie. When it belongs to this account the attempt is counted against that
 * browser only (see throttle.ts); a successful login makes the browser a known device of the account.
 */
export async function issueToken(
  deps: AppDeps,
  login: { username: string; password: string },
  client: { address: string; deviceToken: string | undefined },
  language: Language,
): Promise<LoginOutcome> {
  const email = login.username.trim().toLowerCase().slice(0, 120);
  const deviceId = client.deviceToken ? await q.findDevice(deps.db, sha256(client.deviceToken), email) : undefined;
  const throttled: LoginClient = { address: client.address, deviceId };
  await admitLoginAttempt(deps.db, email, throttled).catch((error: unknown) => {
    if (error instanceof HttpError) deps.metrics.loginRefused(error.code);
    throw error;
  });
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
  await forgiveLoginAttempt(deps.db, email, throttled);
  if (!user.active) throw httpError('ACCOUNT_INACTIVE');
  if (!user.is_verified) return { answer: errorCodesTexts.of(language)('verificationNeeded') };
  const knownDevice =
    deviceId !== undefined && client.deviceToken ? { id: deviceId, token: client.deviceToken } : undefined;
  return startSession(deps, user.id, knownDevice);
}

/** A new session, and the browser remembered as one of the account's devices (its token kept, or a new one). */
async function startSession(
  deps: AppDeps,
  userId: number,
  knownDevice: { id: number; token: string } | undefined,
): Promise<LoginOutcome> {
  const token = randomToken();
  await q.insertSession(deps.db, userId, sha256(token), deps.config.sessionTtlHours);
  const deviceToken = knownDevice?.token ?? randomToken();
  if (knownDevice) await q.touchDevice(deps.db, knownDevice.id);
  else await q.insertDevice(deps.db, userId, sha256(deviceToken));
  return {
    answer: { access_token: token, token_type: 'bearer' as const, expires_in: deps.config.sessionTtlHours * 3600 },
    deviceToken,
  };
}

/**
 * The way in for an owner whose logins are slowed by strangers, on a browser it has not used before: a one-time
 * link mailed to the account's address. Silent whatever the address, like the reset mail, and capped the same way.
 */
export async function requestLoginLink(deps: AppDeps, email: string, requestLanguage: Language) {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user?.active) return;
  await mailCode(deps, user.id, 'login', LOGIN_LINK_MINUTES, (code) =>
    accountCodeMail(
      'loginLink',
      deps.config.publicUrl,
      user.email,
      user.username,
      code,
      user.language ?? requestLanguage,
    ),
  );
}

/**
 * Spends a mailed login link: a session, the browser made a known device, and its address's failures on this
 * account forgotten. The link proves the address, so the account is verified too (as a reset does).
 */
export async function loginWithLink(deps: AppDeps, link: { email: string; taccode: string }, address: string) {
  const userId = await deps.db.transaction().execute(async (trx) => {
    const spent = await q.consumeAccountCode(trx, link.email, 'login', sha256(link.taccode));
    if (spent !== undefined) await q.markVerified(trx, spent);
    return spent;
  });
  if (userId === undefined) throw httpError('LOGIN_LINK_INVALID');
  const user = await q.findUserById(deps.db, userId);
  if (!user?.active) throw httpError('ACCOUNT_INACTIVE');
  await forgiveLoginAttempt(deps.db, user.email.toLowerCase(), { address, deviceId: undefined });
  return startSession(deps, user.id, undefined);
}

export async function requestPasswordReset(deps: AppDeps, email: string, requestLanguage: Language) {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user?.active) return;
  await mailCode(deps, user.id, 'reset', RESET_CODE_MINUTES, (code) =>
    accountCodeMail('reset', deps.config.publicUrl, user.email, user.username, code, user.language ?? requestLanguage),
  );
}

export async function resetPassword(db: Db, input: { email: string; taccode: string; Password: string }) {
  const passwordHash = await hashPassword(input.Password);
  const done = await db.transaction().execute(async (trx) => {
    const userId = await q.consumeAccountCode(trx, input.email, 'reset', sha256(input.taccode));
    if (userId === undefined) return false;
    await q.setPassword(trx, userId, passwordHash);
    await q.revokeAllSessions(trx, userId);
    await q.forgetDevices(trx, userId);
    await endMailedCodes(trx, userId);
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
    await q.makeActiveAdministrator(db, existing.id);
    return;
  }
  try {
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
  } catch (error) {
    // Another instance starting at the same moment made it first: the same administrator, made once.
    const made = isUniqueViolation(error) ? await q.findUserByEmail(db, admin.email) : undefined;
    if (!made) throw error;
    await q.makeActiveAdministrator(db, made.id);
  }
}
