import { TransactionType } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Payments } from '../../db/schema.ts';
import { recordTransaction } from '../ledger/queries.ts';
import * as q from './queries.ts';

/** A payment row as the database holds it. */
export type Payment = Selectable<Payments>;

async function companyOf(trx: Db, userId: number | null) {
  return userId === null ? null : q.companyOfUser(trx, userId);
}

/** The type 1 ledger row: money through the gateway, with its outcome and the referral it came through. */
export async function recordMoney(trx: Db, payment: Payment, status: Payment['status'], note: string | null = null) {
  const documentNo = await recordTransaction(trx, {
    type: TransactionType.Payment,
    user_id: payment.user_id,
    company_id: await companyOf(trx, payment.user_id),
    check_id: payment.check_id,
    description: `${payment.description}${note ? ` (${note})` : ''}`.slice(0, 200),
    amount_sen: payment.amount_sen,
    // A payment's tax was worked out when it was asked for, at that day's rate (docs/decisions/0060-sst-and-tax-invoices.md).
    tax_sen: payment.tax_sen,
    payment_status: status,
    referral_code: payment.referral_code,
    referrer_id: payment.referrer_id,
    created_by: payment.user_id,
  });
  await q.setTransactionNo(trx, payment.id, documentNo);
  return documentNo;
}

/**
 * Cancels the check's open pay-per-search payment in the caller's transaction (which holds the check's lock), so the
 * check is charged once: a bill the gateway made gets its Cancelled money row, as a withdrawn bill does.
 */
export async function cancelOpenSearchPayments(trx: Db, checkId: number) {
  for (const payment of await q.cancelOpenSearchPayments(trx, checkId)) {
    if (payment.gateway_bill_id !== null) await recordMoney(trx, payment, 'Cancelled');
  }
}
