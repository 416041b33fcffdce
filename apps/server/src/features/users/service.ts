import {
  companyUserInput,
  DEFAULT_REFERRAL_CODE,
  individualUserInput,
  type Language,
  roleLabel,
  senToRinggit,
  type UserDeleteAnswer,
  type UserRecord,
  UserRole,
} from '@portal/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { endMailedCodes } from '../../db/revocation.ts';
import { newTinToCheck, type TaxColumns, taxDetailsOf } from '../../domain/tax/account-details.ts';
import { setCompanyTaxDetails, setPersonTaxDetails } from '../../domain/tax/queries.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { fieldError, httpError, parseBody } from '../../platform/errors.ts';
import { malaysianDayRange } from '../../platform/malaysian-days.ts';
import { hashPassword } from '../../platform/secrets.ts';
import { requireRegisteredTin } from '../einvoices/public.ts';
import * as q from './queries.ts';
import { usersTexts } from './texts.ts';

const AUDIT_ENTITY = 'user';

export function toRecord(row: q.UserRow): UserRecord {
  const rate = row.postpaid_rate_sen === null ? null : senToRinggit(row.postpaid_rate_sen);
  return {
    id: row.id,
    Email: row.email,
    Username: row.username,
    Phone: row.phone,
    UserRole: row.role,
    UserRoleDesc: roleLabel(row.role),
    UserType: row.account_type,
    CompanyName: row.company_name,
    CompanyNo: row.company_no,
    ReferralCode: row.referral_code,
    Active: row.active,
    IsVerified: row.is_verified,
    IsTestAccount: row.is_test_account,
    APIIncludeData: row.api_include_data,
    APIIncludePDF: row.api_include_pdf,
    IsPostpaid: row.is_postpaid,
    PostpaidRate: rate,
    TransactionCharge: rate,
    Credit: row.credit,
    CreatedDate: new Date(row.created_at).toISOString(),
    ...taxDetailsOf(row),
  };
}

export interface UserListQuery {
  q?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  sidx?: q.UserSort['column'] | undefined;
  sord?: q.UserSort['direction'] | undefined;
  page: number;
  rows: number;
}

export async function list(db: Db, query: UserListQuery) {
  const filter = { q: query.q, ...malaysianDayRange(query.fromDate, query.toDate) };
  const sort: q.UserSort = { column: query.sidx ?? 'CreatedDate', direction: query.sord ?? 'desc' };
  const [items, total] = await Promise.all([
    q.userPage(db, filter, sort, query.page, query.rows),
    q.countUsers(db, filter),
  ]);
  return { items: items.map(toRecord), page: query.page, rows: query.rows, total };
}

async function existing(db: Db, id: number) {
  const row = await q.findUser(db, id);
  if (!row) throw httpError('USER_NOT_FOUND');
  return toRecord(row);
}

export const item = existing;

/**
 * Refuses a change that would leave the portal without an active administrator, or that an
 * administrator makes to their own account's standing. Call with the active administrators locked.
 */
function guardAdministrators(actor: AuthUser, target: UserRecord, activeAdmins: number[], keepsStanding: boolean) {
  const isActiveAdmin = activeAdmins.includes(target.id);
  if (!isActiveAdmin || keepsStanding) return;
  if (target.id === actor.id) throw httpError('USER_NOT_YOURSELF');
  if (activeAdmins.length <= 1) throw httpError('USER_LAST_ADMINISTRATOR');
}

/** Turns a lost race on the e-mail's unique index into the same answer as the check before it. */
async function uniqueEmail<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError('USER_EMAIL_TAKEN');
    throw error;
  }
}

/** A new account's tax details before it has any: the modal makes individuals. */
const newIndividual: TaxColumns = {
  account_type: 'INDIVIDUAL',
  tin: null,
  mykad: null,
  company_tin: null,
  company_no: null,
  sst_no: null,
  address: null,
  postcode: null,
  city: null,
  state_code: null,
};

/**
 * The body checked by the account's kind: a company's account with its company's TIN, SST no. and address (required
 * as at registration), an individual's with an optional TIN or MyKad; and how its tax details are written.
 */
function parseInput(stored: q.UserRow | undefined, body: unknown) {
  const companyId = stored?.company_id ?? null;
  if (companyId !== null) {
    const input = parseBody(companyUserInput, body);
    return { input, writeTaxDetails: (trx: Db) => setCompanyTaxDetails(trx, companyId, input) };
  }
  const input = parseBody(individualUserInput, body);
  return { input, writeTaxDetails: (trx: Db, userId: number) => setPersonTaxDetails(trx, userId, input) };
}

/** `POST /api/User/save?id=`: id 0 creates a verified individual account; otherwise edits one. */
export async function save(
  deps: { db: Db; config: Config },
  actor: AuthUser,
  id: number,
  body: unknown,
): Promise<UserRecord> {
  const { db } = deps;
  // Said before any field error: no correction of the form would make the edit possible.
  if (id !== 0 && (await q.isClosed(db, id))) throw httpError('USER_ACCOUNT_CLOSED');
  const stored = id === 0 ? undefined : await q.findUser(db, id);
  const { input, writeTaxDetails } = parseInput(stored, body);
  if (id === 0 && input.Password === undefined) throw fieldError('Password', 'USER_PASSWORD_REQUIRED');
  // Asked before the transaction: no row stays locked while MyInvois answers.
  await requireRegisteredTin(deps.config, 'TIN', newTinToCheck(stored ?? newIndividual, input));
  const passwordHash = input.Password === undefined ? undefined : await hashPassword(input.Password);
  const values: q.UserValues = {
    email: input.Email,
    username: input.Username,
    phone: input.Phone,
    role: input.UserRole,
    active: input.Active,
    is_verified: input.IsVerified,
    is_test_account: input.IsTestAccount,
    api_include_data: input.APIIncludeData,
    api_include_pdf: input.APIIncludePDF,
    is_postpaid: input.IsPostpaid,
    postpaid_rate_sen: input.TransactionCharge ?? null,
  };

  return uniqueEmail(
    db.transaction().execute(async (trx) => {
      const emailFree = async () => {
        const holder = await q.emailHolder(trx, values.email);
        if (holder && holder.id !== id) throw httpError('USER_EMAIL_TAKEN');
      };
      if (id === 0) {
        await emailFree();
        if (values.is_postpaid) throw fieldError('IsPostpaid', 'USER_POSTPAID_NEEDS_COMPANY');
        const created = await q.insertUser(trx, {
          ...values,
          // An account an administrator makes needs no e-mail round trip.
          is_verified: true,
          password_hash: passwordHash as string,
          referral_code: DEFAULT_REFERRAL_CODE,
          account_type: 'INDIVIDUAL',
        });
        await writeTaxDetails(trx, created);
        const after = await existing(trx, created);
        await recordAudit(trx, actor.id, 'create', [AUDIT_ENTITY, created], { after });
        return after;
      }

      const activeAdmins = await q.lockActiveAdministrators(trx);
      const locked = await q.lockUser(trx, id);
      if (!locked) throw httpError('USER_NOT_FOUND');
      // Its personal data was erased on its owner's request (closed meanwhile, too): an edit must not re-add it.
      if (locked.closed) throw httpError('USER_ACCOUNT_CLOSED');
      const before = await existing(trx, id);
      await emailFree();
      guardAdministrators(actor, before, activeAdmins, values.role === UserRole.Administrator && values.active);
      if (values.is_postpaid && before.UserType !== 'COMPANY') {
        throw fieldError('IsPostpaid', 'USER_POSTPAID_NEEDS_COMPANY');
      }
      await q.updateUser(trx, id, passwordHash === undefined ? values : { ...values, password_hash: passwordHash });
      await writeTaxDetails(trx, id);
      // A deactivated account, or one given a new password, is logged out everywhere.
      if ((before.Active && !values.active) || passwordHash !== undefined) await q.deleteSessions(trx, id);
      // A new address or password: links mailed before it (to an address the owner may have lost) stop working.
      if (before.Email.toLowerCase() !== values.email.toLowerCase() || passwordHash !== undefined) {
        await endMailedCodes(trx, id);
      }
      const after = await existing(trx, id);
      await recordAudit(trx, actor.id, 'update', [AUDIT_ENTITY, id], {
        before,
        after: { ...after, PasswordChanged: passwordHash !== undefined },
      });
      return after;
    }),
  );
}

/**
 * Deletes an account, or deactivates it when it has history (ledger rows, checks, payments), which
 * must keep pointing at it. Either way it can no longer log in.
 */
export async function remove(
  db: Db,
  actor: AuthUser,
  id: number,
  language: Language = 'en',
): Promise<UserDeleteAnswer> {
  const t = usersTexts.of(language);
  return db.transaction().execute(async (trx) => {
    const activeAdmins = await q.lockActiveAdministrators(trx);
    if (!(await q.lockUser(trx, id))) throw httpError('USER_NOT_FOUND');
    const before = await existing(trx, id);
    if (id === actor.id) throw httpError('USER_NOT_YOURSELF');
    guardAdministrators(actor, before, activeAdmins, false);
    await q.deleteSessions(trx, id);
    if (!(await q.hasHistory(trx, id)) && (await q.deletedCleanly(trx, id))) {
      await recordAudit(trx, actor.id, 'delete', [AUDIT_ENTITY, id], { before });
      return { Message: t('deleted'), Deactivated: false };
    }
    await q.deactivateUser(trx, id);
    const after = await existing(trx, id);
    await recordAudit(trx, actor.id, 'update', [AUDIT_ENTITY, id], { before, after });
    return { Message: t('deactivatedInstead'), Deactivated: true };
  });
}
