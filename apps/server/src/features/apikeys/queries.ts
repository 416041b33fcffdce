import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { countRows } from '../../db/paging.ts';
import { heldBy } from '../checks/public.ts';

/** The account's role and the flags that shape its API answers. */
export const apiAccount = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'role',
      'account_type',
      'credit',
      'is_postpaid',
      'postpaid_rate_sen',
      'api_include_data',
      'api_include_pdf',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

const keyColumns = ['id', 'name', 'prefix', 'is_test', 'created_at', 'last_used_at', 'revoked_at'] as const;

/** The user's keys, live ones first, newest first. */
export const keysOf = (db: Db, userId: number) =>
  db
    .selectFrom('api_keys')
    .select(keyColumns)
    .where('user_id', '=', userId)
    .orderBy('revoked_at', (ob) => ob.desc().nullsFirst())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Holds the account's row until the transaction ends, so two requests at once cannot both take the last place. */
export const lockAccount = (trx: Db, userId: number) =>
  trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();

export const liveKeyCount = (trx: Db, userId: number) =>
  countRows(trx.selectFrom('api_keys').where('user_id', '=', userId).where('revoked_at', 'is', null));

export const insertKey = (
  trx: Db,
  key: { userId: number; name: string; prefix: string; secretHash: string; isTest: boolean },
) =>
  trx
    .insertInto('api_keys')
    .values({
      user_id: key.userId,
      name: key.name,
      prefix: key.prefix,
      secret_hash: key.secretHash,
      is_test: key.isTest,
    })
    .returning(keyColumns)
    .executeTakeFirstOrThrow();

/** Revokes one of the user's live keys; answers nothing when it is not theirs or already revoked. */
export const revokeLiveKey = (trx: Db, userId: number, id: number) =>
  trx
    .updateTable('api_keys')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning(keyColumns)
    .executeTakeFirst();

const checkColumns = [
  'unikey',
  'reference_no',
  'search_by_vehicle',
  'search_key',
  'charged_credit',
  'charged_sen',
  'paid_at',
  sql<string | null>`report::text`.as('report_json'),
] as const;

/** A paid check of the user's or, for a company, of a colleague's: a company's reports are the company's. */
export const paidCheckByReference = (db: Db, userId: number, reference: string) =>
  db
    .selectFrom('checks')
    .select(checkColumns)
    .where('reference_no', '=', reference)
    .where('status', '=', 'paid')
    .where(heldBy(userId))
    .executeTakeFirst();

export const checkByUnikey = (db: Db, unikey: string) =>
  db.selectFrom('checks').select(checkColumns).where('unikey', '=', unikey).executeTakeFirstOrThrow();
