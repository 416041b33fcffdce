import { formatPlate, type Language, type RefundRow } from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { describeLedgerEntry } from '../../domain/ledger/texts.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { httpError } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/types.ts';
import { queueNewEinvoices } from '../einvoices/public.ts';
import * as q from './queries.ts';

type Listed = NonNullable<Awaited<ReturnType<typeof q.refundById>>>;

/** A refund in the contract's shape, the portal's own reason (stored in English) in the reader's language. */
const row = (refund: Listed, language: Language = 'en'): RefundRow => ({
  id: refund.id,
  CreatedDate: refund.created_at.toISOString(),
  PayerName: refund.payer_name,
  PayerEmail: refund.payer_email,
  Amount: refund.amount_sen,
  Reason: describeLedgerEntry(refund.reason, language),
  PaymentRefNo: refund.transaction_no,
  VehicleKey: refund.unikey,
  SearchKey: refund.search_key === null ? null : formatPlate(refund.search_key),
  Status: refund.status,
  Reference: refund.reference,
  RefundedDate: refund.refunded_at?.toISOString() ?? null,
  RefundedBy: refund.refunded_by_name,
});

export async function list(
  db: Db,
  status: 'Due' | 'Refunded' | '',
  page: number,
  rows: number,
  language: Language = 'en',
) {
  const { items, total } = await q.refundPage(db, status === '' ? null : status, page, rows);
  return { page, rows, total, items: items.map((refund) => row(refund, language)) };
}

/**
 * Records that the money was paid back, with the refund's reference, audited in the same transaction; its refund
 * note (e-invoicing) is looked for then.
 */
export async function markRefunded(
  deps: Pick<AppDeps, 'db' | 'config' | 'jobs'>,
  admin: AuthUser,
  id: number,
  reference: string,
  language: Language = 'en',
) {
  const { db } = deps;
  await db.transaction().execute(async (trx) => {
    const before = await q.refundById(trx, id);
    if (!before) throw httpError('REFUND_NOT_FOUND');
    if (!(await q.markRefunded(trx, id, reference, admin.id))) throw httpError('REFUND_ALREADY_DONE');
    await recordAudit(trx, admin.id, 'update', ['refund', id], {
      before: { status: before.status },
      after: { status: 'Refunded', reference },
    });
    await queueNewEinvoices(deps.config, deps.jobs, trx);
  });
  const after = await q.refundById(db, id);
  if (!after) throw httpError('REFUND_NOT_FOUND');
  return row(after, language);
}
