import { type AccountSettings, companyTaxDetails, type Language, personTaxDetails } from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { endMailedCodes } from '../../db/revocation.ts';
import { newTinToCheck, taxDetailsOf } from '../../domain/tax/account-details.ts';
import { accountTaxRow, setCompanyTaxDetails, setPersonTaxDetails } from '../../domain/tax/queries.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { fieldError, httpError, parseBody } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail-delivery.ts';
import { hashPassword, passwordMatches, sha256 } from '../../platform/secrets.ts';
import type { AppDeps } from '../../platform/types.ts';
import { requireRegisteredTin } from '../einvoices/public.ts';
import { emailChangedMail, emailChangeMail } from './mails.ts';
import * as q from './queries.ts';
import { mailCode } from './service.ts';
import { authTexts } from './texts.ts';

/** A new address's link lasts a day: long enough to open it from another device's mailbox. */
const EMAIL_CHANGE_MINUTES = 24 * 60;

/** The user's own account as the settings page shows it. */
export async function settingsOf(db: Db, userId: number): Promise<AccountSettings> {
  const row = await q.settingsRow(db, userId);
  const tax = await accountTaxRow(db, userId);
  return {
    Username: row.username,
    Phone: row.phone,
    Email: row.email,
    PendingEmail: await q.pendingEmail(db, userId),
    UserType: row.account_type,
    CompanyName: tax.company_name,
    ...taxDetailsOf(tax),
  };
}

/** Refused on the form's field when the password typed is not the account's: nothing changes. */
async function checkCurrentPassword(db: Db, userId: number, password: string) {
  const { password_hash } = await q.settingsRow(db, userId);
  if (!(await passwordMatches(password_hash, password))) throw fieldError('CurrentPassword', 'CURRENT_PASSWORD_WRONG');
}

/** Name and mobile, by the registration's rules (the contract's schema checked them). */
export async function saveDetails(db: Db, user: AuthUser, details: { Username: string; Phone: string }) {
  await db.transaction().execute(async (trx) => {
    await q.lockUser(trx, user.id);
    const before = await q.settingsRow(trx, user.id);
    await q.setDetails(trx, user.id, { username: details.Username, phone: details.Phone });
    await recordAudit(trx, user.id, 'update', ['user', user.id], {
      before: { Username: before.username, Phone: before.phone },
      after: details,
    });
  });
  return settingsOf(db, user.id);
}

/**
 * The account's tax details, checked by its kind: a company user edits its company's TIN, SST no. and address (the
 * company's other users share them), an individual their TIN or MyKad. A new TIN is checked with LHDN when MyInvois
 * is on. Invoices already confirmed keep the details they were issued with (`invoices.parties`).
 */
export async function saveTaxDetails(deps: AppDeps, user: AuthUser, body: unknown) {
  const stored = await accountTaxRow(deps.db, user.id);
  const { company_id: companyId } = stored;
  const write =
    companyId === null
      ? { input: parseBody(personTaxDetails, body), companyId }
      : { input: parseBody(companyTaxDetails, body), companyId };
  await requireRegisteredTin(deps.config, 'TIN', newTinToCheck(stored, write.input));
  await deps.db.transaction().execute(async (trx) => {
    await q.lockUser(trx, user.id);
    const before = taxDetailsOf(await accountTaxRow(trx, user.id));
    if (write.companyId === null) await setPersonTaxDetails(trx, user.id, write.input);
    else await setCompanyTaxDetails(trx, write.companyId, write.input);
    await recordAudit(trx, user.id, 'update', ['user', user.id], {
      before,
      after: taxDetailsOf(await accountTaxRow(trx, user.id)),
    });
  });
  return settingsOf(deps.db, user.id);
}

/**
 * A new password, the current one proven first. Every other session of the account ends (a thief's included); the
 * one asking stays logged in. The audit records that it changed, never the password.
 */
export async function changePassword(db: Db, user: AuthUser, change: { CurrentPassword: string; Password: string }) {
  await checkCurrentPassword(db, user.id, change.CurrentPassword);
  if (change.Password === change.CurrentPassword) throw fieldError('Password', 'PASSWORD_SAME_AS_CURRENT');
  const passwordHash = await hashPassword(change.Password);
  await db.transaction().execute(async (trx) => {
    await q.setPassword(trx, user.id, passwordHash);
    await endMailedCodes(trx, user.id);
    const ended = await q.revokeOtherSessions(trx, user.id, user.sessionId);
    await recordAudit(trx, user.id, 'update', ['user', user.id], {
      after: { PasswordChanged: true, OtherSessionsEnded: ended },
    });
  });
}

/**
 * Mails a link to the new address; nothing of the account changes until it is opened (`confirmEmail`). An address
 * another account holds gets the same answer and the same link, refused only when opened (by whoever reads that
 * mailbox, its owner): were it refused here, any logged-in user could learn who has an account.
 */
export async function requestEmailChange(
  deps: AppDeps,
  user: AuthUser,
  change: { NewEmail: string; CurrentPassword: string },
  language: Language,
) {
  await checkCurrentPassword(deps.db, user.id, change.CurrentPassword);
  const current = await q.settingsRow(deps.db, user.id);
  if (current.email.toLowerCase() === change.NewEmail) throw fieldError('NewEmail', 'EMAIL_UNCHANGED');
  const mailed = await mailCode(
    deps,
    user.id,
    'email',
    EMAIL_CHANGE_MINUTES,
    (code) =>
      emailChangeMail(deps.config.publicUrl, change.NewEmail, current.username, code, user.language ?? language),
    change.NewEmail,
  );
  if (!mailed) throw httpError('TOO_MANY_REQUESTS');
  await recordAudit(deps.db, user.id, 'update', ['user', user.id], { after: { EmailChangeAskedFor: change.NewEmail } });
  return settingsOf(deps.db, user.id);
}

/** The address a live e-mail change link would confirm: the code proves it, so it may be named to the reader. */
export const pendingEmailOf = async (db: Db, taccode: string) => ({
  Email: await q.pendingEmailOfCode(db, sha256(taccode)),
});

/**
 * The new address's link opened: it becomes the account's address (to log in with, and for its mails), and the
 * former address is told. The code proves the new address, so no login is needed to open it.
 */
export async function confirmEmail(deps: AppDeps, taccode: string, language: Language) {
  try {
    const changed = await deps.db.transaction().execute(async (trx) => {
      const spent = await q.consumeEmailCode(trx, sha256(taccode));
      // Opened again (the page asks once more as the browser takes it over, a mail client may open links first).
      if (!spent?.newEmail) return { email: await q.emailChangedByUsedCode(trx, sha256(taccode)), again: true };
      await q.lockUser(trx, spent.userId);
      const before = await q.findUserById(trx, spent.userId);
      if (!before?.active) return { email: undefined, again: false };
      const holder = await q.findUserByEmail(trx, spent.newEmail);
      if (holder && holder.id !== spent.userId) throw fieldError('taccode', 'USER_EMAIL_TAKEN');
      await q.setEmail(trx, spent.userId, spent.newEmail);
      await endMailedCodes(trx, spent.userId);
      await recordAudit(trx, spent.userId, 'update', ['user', spent.userId], {
        before: { Email: before.email },
        after: { Email: spent.newEmail },
      });
      const mailLanguage = before.language ?? language;
      await enqueueMail(
        trx,
        deps.jobs,
        emailChangedMail(deps.config.publicUrl, before.email, before.username, mailLanguage),
      );
      return { email: spent.newEmail, again: false };
    });
    if (changed.email === undefined) throw httpError('EMAIL_CHANGE_LINK_INVALID');
    return { Message: authTexts.of(language)('emailChanged', { email: changed.email }), Email: changed.email };
  } catch (error) {
    // Another account registered the address between the check above and this change.
    if (isUniqueViolation(error)) throw fieldError('taccode', 'USER_EMAIL_TAKEN');
    throw error;
  }
}
