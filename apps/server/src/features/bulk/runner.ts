/** Bulk checks, the runner: a confirmed batch's job, which checks and charges its items one at a time. */
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
 * The next pending item of a running batch, its row held (so a second run of the batch never takes it too), checked
 * and charged in the same transaction that marks it done: a crash before the commit leaves it pending and uncharged,
 * a commit leaves it charged and done. A vehicle its buyer came to own meanwhile is skipped. `taken` hears the item's
 * id before its work starts, so an item whose charge was refused can be set aside.
 */
async function runOneItem(db: Db, batchId: number, taken: (itemId: number) => void): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const item = await queries.lockNextPendingItem(trx, batchId);
    if (!item) return 'none';
    taken(item.id);
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

/** How many items a run of a batch checks before it queues the next run and lets other batches have their turn. */
const ITEMS_PER_RUN = 100;

/**
 * A run of the `bulk-run` job: up to ITEMS_PER_RUN items of one batch, each in its own transaction, so a run stopped
 * midway and tried again goes on where it stopped. An item whose charge fails for a reason that will not pass (the
 * vehicle is gone) is set aside as refused, uncharged. Then, in one transaction, the batch is done (with its owner's
 * webhook event) or, stopped at its bound with items still pending, its next run is queued (`next`). A run that found
 * none to take while some are pending leaves them to the run that holds them. Answers how many items it handled.
 */
export async function runBatch(
  db: Db,
  jobs: Pick<JobQueue, 'enqueue'>,
  batchId: number,
  options: { next: (within: Db) => Promise<unknown>; metrics: Metrics },
) {
  let handled = 0;
  while (handled < ITEMS_PER_RUN) {
    let itemId: number | undefined;
    let outcome: Outcome;
    try {
      outcome = await runOneItem(db, batchId, (id) => {
        itemId = id;
      });
    } catch (error) {
      if (!(error instanceof HttpError) || itemId === undefined) throw error;
      // Nothing of the failed item's transaction was kept; set it aside so the batch can finish.
      await queries.refuseItem(db, itemId);
      outcome = { sold: undefined };
    }
    if (outcome === 'none') break;
    if (outcome.sold) options.metrics.checkSold(outcome.sold);
    handled += 1;
    await letOthersIn();
  }
  await db.transaction().execute(async (trx) => {
    const finished = await queries.finishBatchWithoutPending(trx, batchId);
    if (finished) {
      await queueWebhookEvent(trx, jobs, finished.user_id, 'bulk.finished', {
        bulkId: finished.id,
        finishedAt: finished.finished_at?.toISOString() ?? null,
      });
    } else if (handled >= ITEMS_PER_RUN) {
      await options.next(trx);
    }
  });
  return handled;
}
