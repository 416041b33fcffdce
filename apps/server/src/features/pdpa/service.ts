import type { ClosureRow, ClosureStatus, MyClosureAnswer, PersonalDataExport } from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { fieldError, httpError } from '../../platform/errors.ts';
import { passwordMatches } from '../../platform/secrets.ts';
import { eraseCopies, eraseFromMailFolder } from './erasure.ts';
import * as q from './queries.ts';

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const iso = (value: Date | string) => new Date(value).toISOString();

/** Everything the portal holds about the account: profile, checks, payments and ledger lines. */
export async function personalData(db: Db, userId: number): Promise<PersonalDataExport> {
  const [profile, checks, payments, transactions] = await Promise.all([
    q.profileOf(db, userId),
    q.checksOf(db, userId),
    q.paymentsOf(db, userId),
    q.transactionsOf(db, userId),
  ]);
  return {
    ExportedAt: new Date().toISOString(),
    Profile: {
      Id: profile.id,
      Name: profile.username,
      Email: profile.email,
      Phone: profile.phone,
      AccountType: profile.account_type,
      ReferralCode: profile.referral_code,
      Language: profile.language,
      Credit: profile.credit,
      Verified: profile.is_verified,
      RegisteredAt: iso(profile.created_at),
      Company:
        profile.company_id === null
          ? null
          : {
              Name: profile.company_name ?? '',
              CompanyNo: profile.company_no ?? '',
              ContactNo: profile.contact_no ?? '',
              Address: profile.address,
            },
    },
    Checks: checks.map((check) => ({
      Reference: check.unikey,
      SearchKey: check.search_key,
      SearchBy: check.search_by_vehicle ? ('vehicle' as const) : ('chassis' as const),
      Found: check.is_found,
      Status: check.status,
      ReferenceNo: check.reference_no,
      ChargedCredit: check.charged_credit,
      ChargedAmount: check.charged_sen === null ? null : check.charged_sen / 100,
      PaidAt: isoOf(check.paid_at),
      CreatedAt: iso(check.created_at),
    })),
    Payments: payments.map((payment) => ({
      Reference: payment.public_id,
      Purpose: payment.purpose,
      PayerName: payment.payer_name,
      PayerEmail: payment.payer_email,
      PayerPhone: payment.payer_phone,
      Amount: payment.amount_sen / 100,
      Credit: payment.credit,
      Description: payment.description,
      Gateway: payment.gateway,
      Status: payment.status,
      TransactionNo: payment.transaction_no,
      CreatedAt: iso(payment.created_at),
      SettledAt: isoOf(payment.settled_at),
    })),
    Transactions: transactions.map((row) => ({
      DocumentNo: row.document_no,
      Type: row.type,
      Description: row.description,
      Amount: row.amount_sen / 100,
      Credit: row.credit,
      CreditBalance: row.credit_balance,
      PaymentStatus: row.payment_status,
      CreatedAt: iso(row.created_at),
    })),
  };
}

/** Each download of one's own data is written in the audit log (what, in which format; never the data). */
export const auditExport = (db: Db, user: AuthUser, format: 'json' | 'xlsx') =>
  recordAudit(db, user.id, 'export', ['personal_data', user.id], { after: { format } });

export async function myClosure(db: Db, userId: number): Promise<MyClosureAnswer> {
  const [request, profile] = await Promise.all([q.latestClosureOf(db, userId), q.profileOf(db, userId)]);
  return {
    Request: request
      ? {
          Id: request.id,
          Status: request.status,
          RequestedAt: iso(request.requested_at),
          CompletedAt: isoOf(request.completed_at),
        }
      : null,
    Credit: profile.credit,
  };
}

/**
 * The user asks to close its account, confirming with its password. One open request per account: a second one is
 * refused (409). The credit left is recorded with the request: it stays in the ledger and is forfeited at closure.
 */
export async function requestClosure(db: Db, user: AuthUser, password: string) {
  if (!password) throw fieldError('Password', 'CLOSURE_PASSWORD_REQUIRED');
  const account = await q.passwordHashOf(db, user.id);
  if (!(await passwordMatches(account.password_hash, password))) {
    throw fieldError('Password', 'CLOSURE_PASSWORD_WRONG');
  }
  try {
    await db.transaction().execute(async (trx) => {
      const locked = await q.lockAccount(trx, user.id);
      if (await q.openClosureOf(trx, user.id)) throw httpError('CLOSURE_ALREADY_REQUESTED');
      const { id } = await q.insertClosure(trx, user.id, locked.credit);
      await recordAudit(trx, user.id, 'create', ['account_closure', id], {
        after: { userId: user.id, status: 'Requested', creditAtRequest: locked.credit },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError('CLOSURE_ALREADY_REQUESTED');
    throw error;
  }
  return myClosure(db, user.id);
}

/**
 * The user changes their mind before an administrator completes the request: it is deleted (the administrators' list
 * no longer shows it, and a new one can be made), and the audit log keeps that it was withdrawn.
 */
export async function withdrawClosure(db: Db, user: AuthUser) {
  await db.transaction().execute(async (trx) => {
    // Held as a completion holds it: an administrator's completion and this withdrawal wait on each other, never both.
    const open = await q.lockOpenClosureOf(trx, user.id);
    if (!open) throw httpError('CLOSURE_NOT_OPEN');
    await q.deleteClosure(trx, open.id);
    await recordAudit(trx, user.id, 'cancel', ['account_closure', open.id], {
      before: { userId: user.id, status: 'Requested' },
    });
  });
  return myClosure(db, user.id);
}

export async function closureList(db: Db, status: ClosureStatus | ''): Promise<ClosureRow[]> {
  const rows = await q.closureList(db, status);
  return rows.map((row) => ({
    Id: row.id,
    UserId: row.user_id,
    Status: row.status,
    Name: row.username,
    Email: row.email,
    Credit: row.credit,
    RequestedAt: iso(row.requested_at),
    CompletedAt: isoOf(row.completed_at),
    CompletedBy: row.completed_by,
  }));
}

/** What a closed account is called instead of its person: the same words in every table, nobody's name. */
export const closedAccountName = (userId: number) => `Closed account ${userId}`;
export const closedAccountEmail = (userId: number) => `closed-${userId}@closed.invalid`;
/** Not an argon2 hash: no password can ever match it. */
const NO_PASSWORD = '!closed';

/**
 * An administrator completes a closure: the person's name, e-mail, mobile number and MyKad are replaced by a
 * placeholder on the account, and taken out of every copy — audit entries (now and earlier values), mails, guest
 * purchases, login counters, API key names, the demo mailbox's files (`erasure.ts`); its sessions and API keys are
 * revoked and no password can log in; the company's contact number and address are erased when no other open account
 * uses the company. Checks, paid reports, payments, invoices and ledger lines stay (accounting), and so does the
 * credit on the account: its ledger still adds up, and the credit can no longer be used. docs/decisions/0077.
 */
export async function completeClosure(db: Db, mailDir: string, admin: AuthUser, id: number) {
  const erased = await db.transaction().execute(async (trx) => {
    const closure = await q.lockClosure(trx, id);
    if (!closure) throw httpError('CLOSURE_NOT_FOUND');
    if (closure.status === 'Completed') throw httpError('CLOSURE_ALREADY_COMPLETED');
    const account = await q.lockAccount(trx, closure.user_id);
    const userId = account.id;
    const name = closedAccountName(userId);
    const email = closedAccountEmail(userId);

    const values = await eraseCopies(trx, userId, { name, email });
    await q.eraseAccount(trx, userId, { email, name, passwordHash: NO_PASSWORD });
    await q.revokeSessions(trx, userId);
    await q.deleteLoginTraces(trx, userId);
    let companyErased = false;
    if (account.company_id !== null && (await q.otherOpenAccountsOfCompany(trx, account.company_id, userId)) === 0) {
      await q.eraseCompanyContact(trx, account.company_id);
      companyErased = true;
    }
    await q.markClosureCompleted(trx, id, admin.id);

    await recordAudit(trx, admin.id, 'confirm', ['account_closure', id], {
      before: { status: 'Requested' },
      after: { status: 'Completed', userId, creditForfeited: account.credit },
    });
    // Which fields were erased, never their values: the audit log must not keep what the closure removed.
    await recordAudit(trx, admin.id, 'update', ['user', userId], {
      after: {
        closed: true,
        erased: ['email', 'username', 'phone', 'mykad', 'password_hash'],
        sessionsRevoked: true,
        companyContactErased: companyErased,
      },
    });
    return values;
  });
  await eraseFromMailFolder(mailDir, erased);
}
