import { UserRole } from '@portal/contract';
import { type Kysely, sql } from 'kysely';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { likePattern } from '../../db/like.ts';
import { countRows, onePage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import { taxColumns } from '../../domain/tax/queries.ts';

type Q = Kysely<DB>;

export interface UserFilter {
  q: string | undefined;
  /** Inclusive lower bound of the created date. */
  from: Date | undefined;
  /** Exclusive upper bound of the created date. */
  before: Date | undefined;
}

export type UserSort = { column: 'Username' | 'Email' | 'CompanyName' | 'CreatedDate'; direction: 'asc' | 'desc' };

const sortColumns = {
  Username: 'u.username',
  Email: 'u.email',
  CompanyName: 'c.name',
  CreatedDate: 'u.created_at',
} as const;

function joined(db: Q) {
  return db.selectFrom('users as u').leftJoin('companies as c', 'c.id', 'u.company_id');
}

function withColumns(query: ReturnType<typeof joined>) {
  return query.select([
    'u.id',
    'u.email',
    'u.username',
    'u.phone',
    'u.role',
    'u.account_type',
    'u.referral_code',
    'u.active',
    'u.is_verified',
    'u.is_test_account',
    'u.api_include_data',
    'u.api_include_pdf',
    'u.is_postpaid',
    'u.postpaid_rate_sen',
    'u.credit',
    'u.created_at',
    'c.name as company_name',
    'u.company_id',
    ...taxColumns,
  ]);
}

export type UserRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

function filtered(db: Q, filter: UserFilter) {
  return joined(db).where((eb) => {
    const conditions = [];
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(
        eb.or([eb('u.username', 'ilike', pattern), eb('u.email', 'ilike', pattern), eb('c.name', 'ilike', pattern)]),
      );
    }
    if (filter.from) conditions.push(eb('u.created_at', '>=', filter.from));
    if (filter.before) conditions.push(eb('u.created_at', '<', filter.before));
    return eb.and(conditions);
  });
}

export const countUsers = (db: Q, filter: UserFilter) => countRows(filtered(db, filter));

export function userPage(db: Q, filter: UserFilter, sort: UserSort, page: number, rows: number) {
  const sorted = withColumns(filtered(db, filter))
    .orderBy(sortColumns[sort.column], sort.direction)
    .orderBy('u.id', sort.direction);
  return onePage(sorted, page, rows).execute();
}

export const findUser = (db: Q, id: number) => withColumns(joined(db)).where('u.id', '=', id).executeTakeFirst();

/** Locks one account's row for the rest of the transaction; answers whether it exists. */
export async function isClosed(db: Q, id: number) {
  const row = await db.selectFrom('users').select('closed_at').where('id', '=', id).executeTakeFirst();
  return row?.closed_at != null;
}

/** Locks an account's row: undefined when there is no such account, else whether it was closed (PDPA). */
export async function lockUser(trx: Q, id: number) {
  const row = await trx.selectFrom('users').select('closed_at').where('id', '=', id).forUpdate().executeTakeFirst();
  return row && { closed: row.closed_at !== null };
}

/**
 * Locks every active administrator's row, in id order, and answers their ids. Two administrators
 * demoting each other at once take these locks in the same order, so the second sees the first's
 * change and the portal always keeps one active administrator.
 */
export async function lockActiveAdministrators(trx: Q) {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', UserRole.Administrator)
    .where('active', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export const emailHolder = (db: Q, email: string) =>
  db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();

export interface UserValues {
  email: string;
  username: string;
  phone: string;
  role: number;
  active: boolean;
  is_verified: boolean;
  is_test_account: boolean;
  api_include_data: boolean;
  api_include_pdf: boolean;
  is_postpaid: boolean;
  postpaid_rate_sen: number | null;
}

export async function insertUser(
  trx: Q,
  values: UserValues & { password_hash: string; referral_code: string; account_type: 'INDIVIDUAL' },
) {
  const row = await trx.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const updateUser = (trx: Q, id: number, values: UserValues & { password_hash?: string }) =>
  trx
    .updateTable('users')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();

export const deactivateUser = (trx: Q, id: number) =>
  trx.updateTable('users').set({ active: false, updated_at: sql`now()` }).where('id', '=', id).execute();

/**
 * Ends every login of the account: its tokens are gone, so reactivating it brings none back; its browsers known for
 * the old password are strangers again (as after a password reset).
 */
export async function deleteSessions(trx: Q, userId: number) {
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('login_devices').where('user_id', '=', userId).execute();
}

/** Whether the account appears in the ledger, checks or payments (or made ledger rows for others). */
export async function hasHistory(trx: Q, userId: number) {
  const found = await sql<{ used: boolean }>`
    select exists (select 1 from transactions where user_id = ${userId} or created_by = ${userId})
        or exists (select 1 from checks where user_id = ${userId})
        or exists (select 1 from payments where user_id = ${userId}) as used`.execute(trx);
  return found.rows[0]?.used === true;
}

export const deleteUser = (trx: Q, id: number) => trx.deleteFrom('users').where('id', '=', id).execute();

/**
 * Deletes the row inside a savepoint: a table that refers to accounts and that `hasHistory` does not
 * know of makes the delete fail, and the account is then deactivated instead of the whole call failing.
 */
export async function deletedCleanly(trx: Q, id: number) {
  await sql`savepoint user_delete`.execute(trx);
  try {
    await deleteUser(trx, id);
    await sql`release savepoint user_delete`.execute(trx);
    return true;
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    await sql`rollback to savepoint user_delete`.execute(trx);
    return false;
  }
}
