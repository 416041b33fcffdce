import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

const endpointColumns = ['id', 'url', 'secret', 'created_at'] as const;

/** The account's endpoints still registered, oldest first. */
export const endpointsOf = (db: Db, userId: number) =>
  db
    .selectFrom('webhook_endpoints')
    .select(endpointColumns)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();

export const endpointOf = (db: Db, userId: number, id: number) =>
  db
    .selectFrom('webhook_endpoints')
    .select(endpointColumns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();

/** Holds the account's row until the transaction ends, so two requests at once cannot both take the last place. */
export const lockAccount = (trx: Db, userId: number) =>
  trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();

export const insertEndpoint = (trx: Db, row: { userId: number; url: string; secret: string }) =>
  trx
    .insertInto('webhook_endpoints')
    .values({ user_id: row.userId, url: row.url, secret: row.secret })
    .returning(endpointColumns)
    .executeTakeFirstOrThrow();

export const removeEndpoint = (trx: Db, userId: number, id: number) =>
  trx
    .updateTable('webhook_endpoints')
    .set({ removed_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returning(endpointColumns)
    .executeTakeFirst();

const deliveryColumns = [
  'id',
  'event',
  'state',
  'attempts',
  'last_status',
  'last_error',
  'created_at',
  'delivered_at',
  'next_attempt_at',
] as const;

/** One delivery of an event to each of the given endpoints, due now. */
export const queueDeliveries = (db: Db, endpointIds: readonly number[], event: string, payload: string) =>
  endpointIds.length === 0
    ? Promise.resolve([])
    : db
        .insertInto('webhook_deliveries')
        .values(endpointIds.map((endpointId) => ({ endpoint_id: endpointId, event, payload })))
        .returning(deliveryColumns)
        .execute();

export const deliveriesOf = (db: Db, endpointId: number) =>
  db
    .selectFrom('webhook_deliveries')
    .select(deliveryColumns)
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

/**
 * Up to `limit` due deliveries, claimed with FOR UPDATE SKIP LOCKED (two workers never send one twice at once) and
 * leased for `leaseSeconds`: a worker that stops mid-send leaves the row to be sent again after the lease.
 */
export const claimDueDeliveries = (db: Db, limit: number, leaseSeconds: number) =>
  db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
      .select([
        'webhook_deliveries.id',
        'webhook_deliveries.event',
        'webhook_deliveries.payload',
        'webhook_deliveries.attempts',
        'webhook_endpoints.url',
        'webhook_endpoints.secret',
        'webhook_endpoints.removed_at',
      ])
      .where('webhook_deliveries.state', '=', 'pending')
      .where('webhook_deliveries.next_attempt_at', '<=', sql<Date>`now()`)
      .orderBy('webhook_deliveries.id')
      .limit(limit)
      .forUpdate('webhook_deliveries')
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    await trx
      .updateTable('webhook_deliveries')
      .set({ attempts: sql`attempts + 1`, next_attempt_at: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .execute();
    return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });

export const recordDelivered = (db: Db, id: number, status: number) =>
  db
    .updateTable('webhook_deliveries')
    .set({ state: 'delivered', last_status: status, last_error: null, delivered_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

export const recordFailedAttempt = (
  db: Db,
  id: number,
  outcome: { status: number | null; error: string; retryInSeconds: number | null },
) =>
  db
    .updateTable('webhook_deliveries')
    .set({
      state: outcome.retryInSeconds === null ? 'failed' : 'pending',
      last_status: outcome.status,
      last_error: outcome.error.slice(0, 500),
      ...(outcome.retryInSeconds !== null && {
        next_attempt_at: sql<Date>`now() + make_interval(secs => ${outcome.retryInSeconds})`,
      }),
    })
    .where('id', '=', id)
    .execute();
