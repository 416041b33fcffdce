/** Bulk checks, the runner: the worker's job that checks and charges a running batch's items one at a time. */
import { PaymentType } from '@portal/contract';
import type { BulkState } from '../../db/column-types.ts';
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../jobs/define.ts';
import { HttpError } from '../../platform/errors.ts';
import type { Metrics, Sale } from '../../platform/metrics.ts';
import { randomToken } from '../../platform/secrets.ts';
import { letOthersIn } from '../../platform/worker.ts';
import * as checkQueries from '../checks/public.ts';
import { chargeCheck } from '../checks/public.ts';
import { queueWebhookEvent } from '../webhooks/public.ts';
import * as queries from './queries.ts';
import { priceOf } from './service.ts';

/** An item handled (with the check it sold, if any), or none left. */
type Outcome = { sold: Sale | undefined } | 'none';

/**
 * One pending item of a running batch, claimed with FOR UPDATE SKIP LOCKED (so two workers never take the same
 * item), checked and charged in the same transaction that marks it done: a crash before the commit leaves it
 * pending and uncharged, a commit leaves it charged and done. A vehicle its buyer came to own meanwhile is skipped.
 */
async function runOneItem(db: Db): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const item = await queries.lockNextPendingItem(trx);
    if (!item) return 'none';
    const batch = await queries.batchOwnerAndPayment(trx, item.batch_id);
    const finish = (state: BulkState, checkId: number | null = null) =>
      queries.finishItem(trx, item.id, state, checkId);
    if (item.vehicle_id === null || (await checkQueries.ownedReport(trx, batch.user_id, item.vehicle_id))) {
      await finish('skipped');
      return { sold: undefined };
    }
    const paymentType = batch.payment_type ?? PaymentType.Credit;
    const price = await priceOf(trx, batch.user_id);
    if (paymentType === PaymentType.Credit && price.account.credit < price.creditPerCheck) {
      await finish('refused');
      return { sold: undefined };
    }
    const vehicle = await queries.vehicleNvic(trx, item.vehicle_id);
    const unikey = randomToken();
    const checkId = await checkQueries.insertCheck(trx, {
      unikey,
      userId: batch.user_id,
      byVehicle: item.search_by_vehicle,
      searchKey: item.search_key,
      nvic: vehicle?.nvic ?? null,
      vehicleId: item.vehicle_id,
      isFound: true,
    });
    const { sale } = await chargeCheck(trx, { id: batch.user_id }, unikey, paymentType);
    await finish('charged', checkId);
    return { sold: sale };
  });
}

/**
 * The worker's bulk job: up to `maxItems` items this round (then it asks for another round at once), each in its own
 * transaction. Answers how many items it handled. An item whose charge fails for a reason that will not pass (the
 * vehicle is gone) is set aside as refused, uncharged.
 */
export async function runBulkChecks(
  db: Db,
  jobs: Pick<JobQueue, 'enqueue'>,
  options: { maxItems?: number; poke?: () => void; metrics?: Metrics } = {},
) {
  const maxItems = options.maxItems ?? 100;
  let handled = 0;
  while (handled < maxItems) {
    let outcome: Outcome;
    try {
      outcome = await runOneItem(db);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // Nothing of the failed item's transaction was kept; set it aside so the batch can finish.
      await setAsideFailedItem(db);
      outcome = { sold: undefined };
    }
    if (outcome === 'none') break;
    if (outcome.sold) options.metrics?.checkSold(outcome.sold);
    handled += 1;
    await letOthersIn();
  }
  // A batch finished and its owner's webhook event commit together.
  await db.transaction().execute(async (trx) => {
    for (const batch of await queries.finishRunningBatchesWithoutPending(trx)) {
      await queueWebhookEvent(trx, jobs, batch.user_id, 'bulk.finished', {
        bulkId: batch.id,
        finishedAt: batch.finished_at?.toISOString() ?? null,
      });
    }
  });
  if (handled >= maxItems) options.poke?.();
  return handled;
}

async function setAsideFailedItem(db: Db) {
  await db.transaction().execute(async (trx) => {
    const item = await queries.lockNextPendingItem(trx);
    if (item) {
      await queries.refuseItem(trx, item.id);
    }
  });
}
