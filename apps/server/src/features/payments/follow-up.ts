import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/types.ts';
import type { BillState, Gateway } from './gateways/index.ts';
import * as q from './queries.ts';
import { type SettleResult, settle } from './service.ts';

/** A payment is followed up once it has been Pending this long without a callback. */
export const FOLLOW_UP_AFTER_MINUTES = 10;
/** A Pending payment is given up after this long: the sandbox keeps no state to ask, so a day is plenty. */
export const EXPIRY_HOURS = { sandbox: 24, otherHours: 7 * 24 };
const BATCH = 50;

type Claimed = Awaited<ReturnType<typeof q.claimPendingPayments>>[number];

/**
 * Worker job: settles payments still Pending though no callback came. Up to 50 a round, oldest first, each leased so
 * no other worker asks about it meanwhile. A bill the gateway can be asked about settles by its answer, through the
 * callback's own conditional update (so credit still moves once); one still unpaid when the payment expires is
 * withdrawn at the gateway, then read again, and Cancelled. A payment whose gateway keeps no state (the sandbox) is
 * Cancelled when it expires.
 */

export async function followUpPendingPayments(deps: AppDeps, gateways: Gateway, log: FastifyBaseLogger) {
  const { gateway } = gateways;
  const claimed = await q.claimPendingPayments(deps.db, {
    limit: BATCH,
    minAgeMinutes: FOLLOW_UP_AFTER_MINUTES,
    askable: gateway.fetchBill ? gateway.name : null,
    expiryHours: EXPIRY_HOURS,
  });
  let settled = 0;
  for (const payment of claimed) {
    try {
      const result = await followUp(deps, gateways, payment);
      if (result === 'settled') settled += 1;
      if (result === 'mismatch') log.warn({ payment: payment.id }, 'the gateway’s bill is not the payment’s amount');
    } catch (error) {
      // The lease holds it back until its next look; the other payments go on.
      log.warn({ err: error, payment: payment.id }, 'could not follow up a pending payment');
    }
  }
  return { claimed: claimed.length, settled };
}

async function followUp(deps: AppDeps, gateways: Gateway, payment: Claimed): Promise<SettleResult | 'skipped'> {
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
