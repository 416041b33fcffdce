import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { PRODUCT_NAME, WEBHOOK_SIGNATURE_HEADER } from '@portal/contract';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../jobs/define.ts';
import { defineJob } from '../../jobs/define.ts';
import { literalAddressRefused, publicLookup } from './public-address.ts';
import * as q from './queries.ts';

/** Attempts before a delivery is given up: the last is about 17 hours after the first (backoff below). */
const MAX_ATTEMPTS = 8;
/** Seconds before the next attempt after `attempts` failed ones: 30 s, doubling, at most 8 hours. */
const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 8 * 3600);
/** A receiver must answer within this. */
const TIMEOUT_MS = 10_000;

/**
 * One attempt of one delivery, queued with the delivery (in the transaction of the event it tells of) and then by each
 * failed attempt for the next, one run at a time per delivery. A 2xx is delivered; anything else (a status, a
 * timeout, a refused connection) is recorded in the row and tried again `retryDelaySeconds` later, up to
 * MAX_ATTEMPTS: the row's next attempt and its run are written in one transaction. pg-boss's own retries are for a
 * run that could not reach the database.
 */
export const webhookDelivery = defineJob({
  name: 'webhook-delivery',
  input: z.object({ deliveryId: z.number().int().positive() }),
  // A demo's receiver may be on this machine (a laptop's); a production's is never on its own network.
  handle: ({ deliveryId }, { db, jobs, config }) => deliverWebhook(db, jobs, deliveryId, config.demo),
  oneAtATime: true,
  adopt: async (db) =>
    (await q.pendingDeliveryIds(db)).map(({ id }) => ({ input: { deliveryId: id }, key: String(id) })),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
});

/** Queues a delivery's attempt, in the transaction `within` that records it, `afterSeconds` from now. */
export const queueDelivery = (jobs: Pick<JobQueue, 'enqueue'>, deliveryId: number, within: Db, afterSeconds = 0) =>
  jobs.enqueue(
    webhookDelivery,
    { deliveryId },
    { within, key: String(deliveryId), ...(afterSeconds > 0 && { startAfterSeconds: afterSeconds }) },
  );

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the timestamp is signed, so a replay later is told apart. */
function signatureOf(secret: string, body: string, at: Date) {
  const timestamp = Math.floor(at.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

async function deliverWebhook(db: Db, jobs: Pick<JobQueue, 'enqueue'>, deliveryId: number, allowLoopback: boolean) {
  const delivery = await q.pendingDelivery(db, deliveryId);
  // Delivered or given up already (a run tried again after it had recorded its outcome).
  if (!delivery) return 'done';
  if (delivery.removed_at) {
    await q.recordFailedAttempt(db, delivery.id, { status: null, error: 'endpoint removed', retryInSeconds: null });
    return 'failed';
  }
  const outcome = await post(delivery, allowLoopback);
  if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
    await q.recordDelivered(db, delivery.id, outcome.status);
    return 'delivered';
  }
  const attempts = delivery.attempts + 1;
  const retryInSeconds = attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(attempts);
  await db.transaction().execute(async (trx) => {
    await q.recordFailedAttempt(trx, delivery.id, { ...outcome, retryInSeconds });
    if (retryInSeconds !== null) await queueDelivery(jobs, delivery.id, trx, retryInSeconds);
  });
  return retryInSeconds === null ? 'failed' : 'waiting';
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
