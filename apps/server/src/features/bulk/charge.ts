/** Bulk checks, the charge: a confirmed preview is queued for its run once the credit covers it. */
import { type Language, PaymentType } from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import type { AuthUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import * as queries from './queries.ts';
import { batchAnswer, busyWith, ensureMayUse, lockAccount, priceOf } from './service.ts';

/**
 * Confirms a preview: refused, before anything is charged, without the Terms of Service agreed (as a single check
 * asks), when the credit does not cover every vehicle to check, or while another batch of the account is running
 * (one run at a time); otherwise the batch runs, its run queued with it (`queueRun`).
 */
export async function confirm(
  db: Db,
  user: AuthUser,
  request: { id: number; agreedToTerms: boolean; language: Language },
  queueRun: (batchId: number, within: Db) => Promise<unknown>,
) {
  const { id, language } = request;
  await ensureMayUse(db, user);
  if (!request.agreedToTerms) throw httpError('BULK_TERMS_NOT_AGREED');
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, user.id);
    const batch = await queries.lockBatchOfUser(trx, user.id, id);
    if (!batch) throw httpError('BULK_NOT_FOUND');
    if (batch.status === 'reading' || batch.status === 'refused') throw httpError('BULK_NOTHING_TO_CHARGE');
    if (batch.status !== 'preview') throw httpError('BULK_ALREADY_CONFIRMED');
    if (await busyWith(trx, user.id, 'running')) throw httpError('BULK_ONE_AT_A_TIME');
    const pending = await queries.countPendingItems(trx, id);
    const price = await priceOf(trx, user.id);
    if (price.paymentType === PaymentType.Credit && price.account.credit < pending * price.creditPerCheck) {
      throw httpError('BULK_CREDIT_INSUFFICIENT');
    }
    await queries.startBatchRun(trx, id, price.paymentType);
    await queueRun(id, trx);
  });
  return batchAnswer(db, user, id, language);
}
