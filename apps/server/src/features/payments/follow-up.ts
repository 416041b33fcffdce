import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../jobs/define.ts';
import { defineJob } from '../../jobs/define.ts';
import type { AppDeps } from '../../platform/types.ts';
import type { BillState, Gateway } from './gateways/index.ts';
import * as q from './queries.ts';
import { type SettleResult, settle } from './service.ts';

/** A payment is followed up once it has been Pending this long without a callback. */
export const FOLLOW_UP_AFTER_MINUTES = 10;
/** A Pending payment is given up after this long: the sandbox keeps no state to ask, so a day is plenty. */
export const EXPIRY_HOURS = { sandbox: 24, otherHours: 7 * 24 };

const MINUTE = 60;
/** The soonest and the latest next look at a bill the gateway can be asked about. */
const LOOK_AGAIN = { soonest: 5 * MINUTE, latest: 60 * MINUTE };

type PendingPayment = NonNullable<Awaited<ReturnType<typeof q.pendingPayment>>>;

/**
 * One look at a payment still Pending though no callback came, run `FOLLOW_UP_AFTER_MINUTES` after it was made and
 * then again at its next look, one run at a time per payment. A bill the gateway can be asked about settles by its
 * answer, through the callback's own conditional update (so credit still moves once); one still unpaid when the
 * payment expires is withdrawn at the gateway, then read again, and Cancelled. A payment whose gateway keeps no state
 * (the sandbox) is Cancelled when it expires. One left Pending queues its next look: after a quarter of its age (5
 * minutes to 1 hour) when the gateway can be asked, at its expiry otherwise. A gateway that does not answer is asked
 * again at that next look; a run that cannot reach the database is tried again by pg-boss.
 */
export const paymentFollowUp = defineJob({
  name: 'payment-follow-up',
  input: z.object({ paymentId: z.number().int().positive() }),
  handle: ({ paymentId }, { config, db, gateways, log, metrics, jobs }) =>
    followUpPayment({ config, db, metrics, jobs }, gateways, log, paymentId),
  oneAtATime: true,
  adopt: async (db) => (await q.pendingPaymentIds(db)).map(({ id }) => ({ input: { paymentId: id }, key: String(id) })),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
});

/** Queues a payment's next look in `afterSeconds` (in the transaction `within`, when the look comes of a change). */
export const queueFollowUp = (jobs: Pick<JobQueue, 'enqueue'>, paymentId: number, afterSeconds: number, within?: Db) =>
  jobs.enqueue(
    paymentFollowUp,
    { paymentId },
    { within, startAfterSeconds: Math.ceil(afterSeconds), key: String(paymentId) },
  );

/** A new payment's first look, queued with it: its callback has that long to come. */
export const queueFirstFollowUp = (jobs: Pick<JobQueue, 'enqueue'>, paymentId: number, within: Db) =>
  queueFollowUp(jobs, paymentId, FOLLOW_UP_AFTER_MINUTES * MINUTE, within);

export async function followUpPayment(deps: AppDeps, gateways: Gateway, log: FastifyBaseLogger, paymentId: number) {
  const payment = await q.pendingPayment(deps.db, paymentId, EXPIRY_HOURS);
  // Settled meanwhile (its callback came, its payer came back): nothing more to look at.
  if (!payment) return 'not pending';
  const tooYoung = FOLLOW_UP_AFTER_MINUTES * MINUTE - payment.age_seconds;
  if (tooYoung > 0) {
    await queueFollowUp(deps.jobs, paymentId, tooYoung);
    return 'too young';
  }
  let result: SettleResult | 'skipped' | 'unreachable';
  try {
    result = await followUp(deps, gateways, payment);
  } catch (error) {
    // Its next look asks again.
    log.warn({ err: error, payment: payment.id }, 'could not follow up a pending payment');
    result = 'unreachable';
  }
  if (result === 'mismatch') log.warn({ payment: payment.id }, 'the gateway’s bill is not the payment’s amount');
  if (result !== 'settled') await queueFollowUp(deps.jobs, paymentId, nextLookSeconds(payment, gateways));
  return result;
}

/** When a payment left Pending is looked at next: never sooner than 5 minutes. */
function nextLookSeconds(payment: PendingPayment, { gateway }: Gateway) {
  const askable = payment.gateway === gateway.name && gateway.fetchBill !== undefined && payment.gateway_bill_id;
  const quarterOfAge = Math.min(LOOK_AGAIN.latest, Math.max(LOOK_AGAIN.soonest, payment.age_seconds / 4));
  const wait = askable ? Math.min(quarterOfAge, payment.expires_in_seconds) : payment.expires_in_seconds;
  return Math.max(LOOK_AGAIN.soonest, wait);
}

async function followUp(deps: AppDeps, gateways: Gateway, payment: PendingPayment): Promise<SettleResult | 'skipped'> {
  const { gateway } = gateways;
  const billId = payment.gateway_bill_id;
  if (billId === null) {
    // Never billed, so nobody could pay it: cancelled when it expires, with no money row (no gateway saw it).
    if (!payment.expired) return 'skipped';
    return (await q.cancelUnbilled(deps.db, payment.id)) ? 'settled' : 'unchanged';
  }
  const cancelled: BillState = {
    billId,
    outcome: 'cancelled',
    amountSen: payment.amount_sen,
    currency: payment.currency,
  };
  if (payment.gateway !== gateway.name || !gateway.fetchBill) {
    // No one to ask (the sandbox, or a gateway no longer configured): only its expiry settles it.
    return payment.expired ? settle(deps, payment.gateway, cancelled) : 'skipped';
  }
  let state = await gateway.fetchBill(billId);
  if (state.outcome === 'pending' && payment.expired) {
    // Withdraw the bill first, so nobody pays a payment we cancel; then believe the gateway's answer alone.
    if (!gateway.cancelBill) return settle(deps, gateway.name, cancelled);
    try {
      await gateway.cancelBill(billId);
    } catch {
      // Paid in the meantime, or the gateway refused: the bill's state below decides.
    }
    state = await gateway.fetchBill(billId);
  }
  return settle(deps, gateway.name, state);
}
