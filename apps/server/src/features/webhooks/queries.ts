import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** What decides whether the account may manage webhooks: its role and type. */
export const accountRoleAndType = (db: Db, userId: number) =>
  db.selectFrom('users').select(['role', 'account_type']).where('id', '=', userId).executeTakeFirstOrThrow();

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

/** What an attempt sends, and where. */
const sendingColumns = [
  'webhook_deliveries.id',
  'webhook_deliveries.event',
  'webhook_deliveries.payload',
  'webhook_deliveries.attempts',
  'webhook_endpoints.url',
  'webhook_endpoints.secret',
  'webhook_endpoints.removed_at',
] as const;

/** A delivery still to be sent, with the endpoint it goes to (removed or not). */
export const pendingDelivery = (db: Db, id: number) =>
  db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
    .select(sendingColumns)
    .where('webhook_deliveries.id', '=', id)
    .where('webhook_deliveries.state', '=', 'pending')
    .executeTakeFirst();

export const recordDelivered = (db: Db, id: number, status: number) =>
  db
    .updateTable('webhook_deliveries')
    .set({
      state: 'delivered',
      attempts: sql`attempts + 1`,
      last_status: status,
      last_error: null,
      delivered_at: sql<Date>`now()`,
    })
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
      attempts: sql`attempts + 1`,
      last_status: outcome.status,
      last_error: outcome.error.slice(0, 500),
      ...(outcome.retryInSeconds !== null && {
        next_attempt_at: sql<Date>`now() + make_interval(secs => ${outcome.retryInSeconds})`,
      }),
    })
    .where('id', '=', id)
    .execute();

/** Every delivery not yet delivered nor given up, oldest first: each wants its run. */
export const pendingDeliveryIds = (db: Db) =>
  db.selectFrom('webhook_deliveries').select('id').where('state', '=', 'pending').orderBy('id').execute();
