import {
  type CreateWebhookRequest,
  UserRole,
  WEBHOOKS_MAX,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookRow,
} from '@portal/contract';
import type { WebhookDeliveryState } from '../../db/column-types.ts';
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../jobs/define.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { fieldError, httpError } from '../../platform/errors.ts';
import { randomToken } from '../../platform/secrets.ts';
import { queueDelivery } from './job.ts';
import { literalAddressRefused } from './public-address.ts';
import * as q from './queries.ts';

const PREFIX_LENGTH = 12;

type Jobs = Pick<JobQueue, 'enqueue'>;

/** Webhooks belong to API access: a company's users and administrators; an individual is refused. */
async function ensureMayManage(db: Db, user: AuthUser) {
  const row = await q.accountRoleAndType(db, user.id);
  if (row.role !== UserRole.Administrator && row.account_type !== 'COMPANY') throw httpError('API_KEYS_COMPANY_ONLY');
}

const endpointRow = (row: { id: number; url: string; secret: string; created_at: Date }): WebhookRow => ({
  id: row.id,
  Url: row.url,
  SecretPrefix: row.secret.slice(0, PREFIX_LENGTH),
  CreatedAt: row.created_at.toISOString(),
});

export async function listEndpoints(db: Db, user: AuthUser) {
  await ensureMayManage(db, user);
  return (await q.endpointsOf(db, user.id)).map(endpointRow);
}

/** Loopback, where a receiver on the same machine may listen without TLS (demo mode only). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A new endpoint: HTTPS only (a delivery carries a report's facts), or plain HTTP to this machine in demo mode (a
 * laptop's receiver). Its signing secret is answered this once; the portal keeps it to sign with.
 */
export async function createEndpoint(db: Db, user: AuthUser, input: CreateWebhookRequest, options: { demo: boolean }) {
  await ensureMayManage(db, user);
  const url = new URL(input.Url);
  const loopbackInDemo = options.demo && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackInDemo) throw fieldError('Url', 'WEBHOOK_URL_NOT_HTTPS');
  if (literalAddressRefused(url.hostname, options.demo)) throw fieldError('Url', 'WEBHOOK_URL_NOT_PUBLIC');
  const secret = `whsec_${randomToken()}`;
  return db.transaction().execute(async (trx) => {
    await q.lockAccount(trx, user.id);
    if ((await q.endpointsOf(trx, user.id)).length >= WEBHOOKS_MAX)
      throw httpError('WEBHOOKS_TOO_MANY', { max: WEBHOOKS_MAX });
    const row = await q.insertEndpoint(trx, { userId: user.id, url: url.href, secret });
    await recordAudit(trx, user.id, 'create', ['webhook', row.id], { after: { url: row.url } });
    return { ...endpointRow(row), Secret: secret };
  });
}

export async function removeEndpoint(db: Db, user: AuthUser, id: number) {
  await ensureMayManage(db, user);
  return db.transaction().execute(async (trx) => {
    const row = await q.removeEndpoint(trx, user.id, id);
    if (!row) throw httpError('WEBHOOK_NOT_FOUND');
    await recordAudit(trx, user.id, 'delete', ['webhook', row.id], { before: { url: row.url } });
    return endpointRow(row);
  });
}

type DeliveryRow = Awaited<ReturnType<typeof q.deliveriesOf>>[number];
const deliveryRow = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  Event: row.event as WebhookEvent,
  State: row.state as WebhookDeliveryState,
  Attempts: row.attempts,
  LastStatus: row.last_status,
  LastError: row.last_error,
  CreatedAt: row.created_at.toISOString(),
  DeliveredAt: row.delivered_at?.toISOString() ?? null,
  NextAttemptAt: row.state === 'pending' ? row.next_attempt_at.toISOString() : null,
});

async function ownEndpoint(db: Db, user: AuthUser, id: number) {
  await ensureMayManage(db, user);
  const endpoint = await q.endpointOf(db, user.id, id);
  if (!endpoint) throw httpError('WEBHOOK_NOT_FOUND');
  return endpoint;
}

export async function deliveries(db: Db, user: AuthUser, id: number) {
  const endpoint = await ownEndpoint(db, user, id);
  return (await q.deliveriesOf(db, endpoint.id)).map(deliveryRow);
}

/** The body every delivery carries: the event's id (the same for each endpoint it goes to), type, time and data. */
const eventBody = (event: WebhookEvent, data: Record<string, unknown>) =>
  JSON.stringify({ id: `evt_${randomToken()}`, type: event, createdAt: new Date().toISOString(), data });

/** The `test` event, queued like any other, so a test shows what a real delivery will do. */
export async function sendTestEvent(db: Db, jobs: Jobs, user: AuthUser, id: number) {
  const endpoint = await ownEndpoint(db, user, id);
  const body = eventBody('test', { message: 'A test event from the API Access page.' });
  const queued = await db.transaction().execute(async (trx) => {
    const [delivery] = await q.queueDeliveries(trx, [endpoint.id], 'test', body);
    if (!delivery) throw new Error('the test delivery was not queued');
    await queueDelivery(jobs, delivery.id, trx);
    return delivery;
  });
  return deliveryRow(queued);
}

/**
 * An event for the account's endpoints, in the caller's transaction `trx` with one `webhook-delivery` run per
 * endpoint: the event is queued and sent if and only if what it tells of is committed.
 */
export async function queueEvent(
  trx: Db,
  jobs: Jobs,
  userId: number,
  event: WebhookEvent,
  data: Record<string, unknown>,
) {
  const endpoints = await q.endpointsOf(trx, userId);
  if (endpoints.length === 0) return;
  const deliveries = await q.queueDeliveries(
    trx,
    endpoints.map((endpoint) => endpoint.id),
    event,
    eventBody(event, data),
  );
  for (const delivery of deliveries) await queueDelivery(jobs, delivery.id, trx);
}
