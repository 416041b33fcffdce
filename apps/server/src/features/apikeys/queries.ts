import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { countRows } from '../../db/paging.ts';
import type { ApiCalls } from '../../db/schema.ts';
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

export const insertApiCall = (db: Db, call: Insertable<ApiCalls>) => db.insertInto('api_calls').values(call).execute();

/** How many calls each of these keys made since `since`. */
export const callCountsSince = (db: Db, keyIds: number[], since: Date) =>
  db
    .selectFrom('api_calls')
    .select(['api_key_id', (eb) => eb.fn.countAll<string>().as('calls')])
    .where('api_key_id', 'in', keyIds)
    .where('called_at', '>', since)
    .groupBy('api_key_id')
    .execute();

/** An API key's `Idempotency-Key` and the hash of the request body it was first used with. */
export type IdempotencyKey = { apiKeyId: number; idempotencyKey: string; requestHash: string };
/** A request's hold on a key: the row, and which take-over it is (a request that lost its hold keeps nothing). */
export type IdempotencyHold = { id: number; attempt: number };

/** Until when a request holds the key it took, unless it answers first. */
const leaseEnd = (leaseSeconds: number) => sql<Date>`now() + make_interval(secs => ${leaseSeconds})`;

/** Forgets the key when it was first used over `keptHours` ago, unless a request still holds it. */
export const forgetExpiredIdempotencyKey = (db: Db, key: IdempotencyKey, keptHours: number) =>
  db
    .deleteFrom('api_idempotency')
    .where('api_key_id', '=', key.apiKeyId)
    .where('idempotency_key', '=', key.idempotencyKey)
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${keptHours})`)
    .where((eb) => eb.or([eb('answer', 'is not', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .execute();

/** Takes a key never used (or forgotten): nothing when it is in use, the insert's unique index deciding a race. */
export const insertIdempotencyHold = (db: Db, key: IdempotencyKey, leaseSeconds: number) =>
  db
    .insertInto('api_idempotency')
    .values({
      api_key_id: key.apiKeyId,
      idempotency_key: key.idempotencyKey,
      request_hash: key.requestHash,
      locked_until: leaseEnd(leaseSeconds),
    })
    .onConflict((oc) => oc.columns(['api_key_id', 'idempotency_key']).doNothing())
    .returning(['id', 'attempt'])
    .executeTakeFirst();

/**
 * Takes over a key whose lease ran out with no answer (the same body only), bumping `attempt`: of retries racing for
 * it, the conditional update lets one take it.
 */
export const takeOverExpiredHold = (db: Db, key: IdempotencyKey, leaseSeconds: number) =>
  db
    .updateTable('api_idempotency')
    .set((eb) => ({ attempt: eb('attempt', '+', 1), locked_until: leaseEnd(leaseSeconds) }))
    .where('api_key_id', '=', key.apiKeyId)
    .where('idempotency_key', '=', key.idempotencyKey)
    .where('request_hash', '=', key.requestHash)
    .where('answer', 'is', null)
    .where('locked_until', '<=', sql<Date>`now()`)
    .returning(['id', 'attempt'])
    .executeTakeFirst();

/** Keeps the answer of the request holding the key; nothing when another request has taken it over. */
export const keepIdempotentAnswer = (trx: Db, hold: IdempotencyHold, answer: { status: number; body: unknown }) =>
  trx
    .updateTable('api_idempotency')
    .set({ status_code: answer.status, answer: JSON.stringify(answer.body) })
    .where('id', '=', hold.id)
    .where('attempt', '=', hold.attempt)
    .where('answer', 'is', null)
    .returning('id')
    .executeTakeFirst();

/** Frees the key, unless another request has taken it over. */
export const releaseIdempotencyHold = (db: Db, hold: IdempotencyHold) =>
  db
    .deleteFrom('api_idempotency')
    .where('id', '=', hold.id)
    .where('attempt', '=', hold.attempt)
    .where('answer', 'is', null)
    .execute();

/** What the key holds: its body's hash, its answer if any, and in how many seconds (at least 1) its lease ends. */
export const storedIdempotentAnswer = (db: Db, key: IdempotencyKey) =>
  db
    .selectFrom('api_idempotency')
    .select(['request_hash', 'status_code', 'answer'])
    .select(sql<number>`greatest(1, ceil(extract(epoch from locked_until - now())))::int`.as('retry_after'))
    .where('api_key_id', '=', key.apiKeyId)
    .where('idempotency_key', '=', key.idempotencyKey)
    .executeTakeFirst();
