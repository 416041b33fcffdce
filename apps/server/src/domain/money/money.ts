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
