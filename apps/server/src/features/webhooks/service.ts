import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  type CreateWebhookRequest,
  PRODUCT_NAME,
  UserRole,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOKS_MAX,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookRow,
} from '@portal/contract';
import type { WebhookDeliveryState } from '../../db/column-types.ts';
import type { Db } from '../../db/connection.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { fieldError, httpError } from '../../platform/errors.ts';
import { randomToken } from '../../platform/secrets.ts';
import { literalAddressRefused, publicLookup } from './public-address.ts';
import * as q from './queries.ts';

const PREFIX_LENGTH = 12;

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
export async function sendTestEvent(db: Db, user: AuthUser, id: number, pokeWorker: () => void) {
  const endpoint = await ownEndpoint(db, user, id);
  const body = eventBody('test', { message: 'A test event from the API Access page.' });
  const [queued] = await q.queueDeliveries(db, [endpoint.id], 'test', body);
  pokeWorker();
  if (!queued) throw new Error('the test delivery was not queued');
  return deliveryRow(queued);
}

/**
 * An event for the account's endpoints, in the caller's transaction (the event is queued if and only if what it
 * tells of is committed); the `webhook-delivery` job sends it.
 */
export async function queueEvent(db: Db, userId: number, event: WebhookEvent, data: Record<string, unknown>) {
  const endpoints = await q.endpointsOf(db, userId);
  if (endpoints.length === 0) return;
  await q.queueDeliveries(
    db,
    endpoints.map((endpoint) => endpoint.id),
    event,
    eventBody(event, data),
  );
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the timestamp is signed, so a replay later is told apart. */
export function signatureOf(secret: string, body: string, at: Date) {
  const timestamp = Math.floor(at.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** Attempts before a delivery is given up: the last is about 17 hours after the first (backoff below). */
export const MAX_ATTEMPTS = 8;
/** Seconds before the next attempt after `attempts` failed ones: 30 s, doubling, at most 8 hours. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 8 * 3600);
/** A receiver must answer within this; the lease on a claimed delivery is longer. */
const TIMEOUT_MS = 10_000;
const LEASE_SECONDS = 60;

/**
 * The `webhook-delivery` job: each due delivery POSTed to its endpoint, signed. A 2xx is delivered; anything else (a
 * status, a timeout, a refused connection) is tried again later, `retryDelaySeconds` apart, up to MAX_ATTEMPTS.
 */
export async function deliverDueWebhooks(
  db: Db,
  options: { batchSize?: number; poke?: () => void; allowLoopback?: boolean } = {},
) {
  const batchSize = options.batchSize ?? 20;
  const due = await q.claimDueDeliveries(db, batchSize, LEASE_SECONDS);
  for (const delivery of due) {
    if (delivery.removed_at) {
      await q.recordFailedAttempt(db, delivery.id, { status: null, error: 'endpoint removed', retryInSeconds: null });
      continue;
    }
    const outcome = await post(delivery, options.allowLoopback ?? false);
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      await q.recordDelivered(db, delivery.id, outcome.status);
      continue;
    }
    const retryInSeconds = delivery.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(delivery.attempts);
    await q.recordFailedAttempt(db, delivery.id, { ...outcome, retryInSeconds });
  }
  if (due.length >= batchSize) options.poke?.();
  return due.length;
}

/** One attempt: the status the endpoint answered, or why none came. Redirects are not followed. */
async function post(
  delivery: { id: number; event: string; payload: string; url: string; secret: string },
  allowLoopback: boolean,
): Promise<{ status: number | null; error: string }> {
  const url = new URL(delivery.url);
  if (literalAddressRefused(url.hostname, allowLoopback)) return { status: null, error: 'not a public address' };
  const headers = {
    'content-type': 'application/json',
    'user-agent': `${PRODUCT_NAME}-Webhooks/1`,
    [WEBHOOK_SIGNATURE_HEADER]: signatureOf(delivery.secret, delivery.payload, new Date()),
    'Portal-Event': delivery.event,
    'Portal-Delivery': String(delivery.id),
  };
  return new Promise((resolve) => {
    const sent = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      { method: 'POST', headers, lookup: publicLookup(allowLoopback), signal: AbortSignal.timeout(TIMEOUT_MS) },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? null, error: `HTTP ${response.statusCode}` });
      },
    );
    sent.on('error', (error) => resolve({ status: null, error: error.message }));
    sent.end(delivery.payload);
  });
}
