import { PaymentType } from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { httpError } from '../../platform/errors.ts';
import { recordMoney } from '../money/money.ts';
import { takeDocumentNo } from '../numbering.ts';
import { buildReport } from '../report/report.ts';
import { searchedVehicle } from '../vehicles.ts';
import * as q from './queries.ts';

/**
 * Selling a check, where checks (credit and postpaid) and payments (money through a gateway) meet: which check may be
 * sold to whom, its frozen report and CHK reference, and "one charge per check" (an open pay-per-search bill is
 * withdrawn at its gateway and its rows cancelled by the charge that replaces it).
 */

export type LockedCheck = NonNullable<Awaited<ReturnType<typeof q.lockCheck>>>;

/** The check's own facts a report is built from. */
export const checkFacts = (
  check: Pick<LockedCheck, 'search_key' | 'search_by_vehicle' | 'created_at' | 'reference_no'>,
) => ({
  searchKey: check.search_key,
  byVehicle: check.search_by_vehicle,
  createdAt: check.created_at,
  referenceNo: check.reference_no,
});

/**
 * The locked check when this buyer may pay for it: a check someone else started is not theirs (a guest, `null`, pays
 * only for a guest's search), a paid one is not sold twice, and a vehicle that was not found is never charged.
 */
export function payableCheck(check: LockedCheck | undefined, buyerId: number | null): LockedCheck {
  if (!check || (check.user_id !== null && check.user_id !== buyerId)) throw httpError('CHECK_NOT_FOUND');
  if (check.status === 'paid') throw httpError('CHECK_ALREADY_PAID');
  if (!check.is_found) throw httpError('CHECK_NOT_CHARGED');
  return check;
}

/** The sale's CHK reference and the report frozen with it, or nothing when the vehicle has gone from the records. */
export async function frozenReport(trx: Db, check: LockedCheck) {
  const vehicle = await searchedVehicle(trx, check.search_by_vehicle, check.search_key);
  if (!vehicle) return undefined;
  const referenceNo = await takeDocumentNo(trx, 'CHK');
  const report = await buildReport(trx, vehicle, { ...checkFacts(check), referenceNo });
  return { referenceNo, report };
}

/**
 * Pays a check with money received through a payment gateway (pay per search, type 1), in the caller's transaction:
 * the CHK reference and the frozen report, as for credit. Answers nothing when the check cannot be sold any more
 * (already paid meanwhile, or not found), so the caller still records the money it received.
 */
export async function payCheckWithMoney(
  trx: Db,
  unikey: string,
  payment: { userId: number | null; sen: number },
): Promise<{ referenceNo: string; checkId: number; unikey: string } | undefined> {
  const check = await q.lockCheck(trx, unikey);
  if (!check || check.status === 'paid' || !check.is_found) return undefined;
  const frozen = await frozenReport(trx, check);
  if (!frozen) return undefined;
  await q.markPaid(trx, check.id, {
    userId: payment.userId ?? check.user_id,
    paymentType: PaymentType.PayPerSearch,
    referenceNo: frozen.referenceNo,
    credit: null,
    sen: payment.sen,
    report: frozen.report,
  });
  return { referenceNo: frozen.referenceNo, checkId: check.id, unikey: check.unikey };
}

/** What withdrawing a bill needs of a payment gateway (payments' gateways are such). */
export interface BillGateway<State extends { outcome: string }> {
  readonly name: string;
  fetchBill?(billId: string): Promise<State>;
  cancelBill?(billId: string): Promise<void>;
}

/** Where a charge withdraws an open pay-per-search bill, and the bill already withdrawn before this attempt. */
export interface BillWithdrawal<State extends { outcome: string }> {
  gateway: BillGateway<State>;
  withdrawnBillId: string | null;
}

/**
 * Thrown out of a charge's transaction (rolling it back) when the check's open pay-per-search bill must first be
 * withdrawn at its gateway, which is not asked while the check is locked; the charge is then made again.
 */
export class OpenSearchBill extends Error {
  readonly billId: string;
  constructor(billId: string) {
    super(`the check's pay-per-search bill ${billId} is still open at its gateway`);
    this.billId = billId;
  }
}

/**
 * One charge per check, in the charge's transaction (which holds the check's lock): its open pay-per-search payment is
 * cancelled, and a bill the gateway made gets its Cancelled money row, as a withdrawn bill does. A bill at a gateway
 * that can be asked about (`gateway`) is withdrawn there first: unless it is `withdrawnBillId`, OpenSearchBill is
 * thrown. Without a gateway (a bulk or API charge of a check it has just made) the rows are cancelled as they are.
 */
export async function cancelOpenSearchPayment<State extends { outcome: string }>(
  trx: Db,
  checkId: number,
  withdrawal: BillWithdrawal<State> | null,
) {
  if (withdrawal) {
    const { gateway, withdrawnBillId } = withdrawal;
    const open = await q.openSearchPayment(trx, checkId);
    const billId = open?.gateway_bill_id ?? null;
    const askable = open?.gateway === gateway.name && gateway.fetchBill !== undefined;
    if (billId !== null && askable && billId !== withdrawnBillId) throw new OpenSearchBill(billId);
  }
  for (const payment of await q.cancelOpenSearchPayments(trx, checkId)) {
    if (payment.gateway_bill_id !== null) await recordMoney(trx, payment, 'Cancelled');
  }
}

/** Withdraws a bill at its gateway so nobody can pay it; a refusal (paid already, or gone) is the bill's to tell. */
export async function withdrawBill<State extends { outcome: string }>(gateway: BillGateway<State>, billId: string) {
  try {
    await gateway.cancelBill?.(billId);
  } catch {
    // Already paid or already gone: the bill's own state, read by whoever asks next, decides.
  }
}

/**
 * Withdraws an open pay-per-search bill before its check is charged otherwise, and answers the gateway's word on it
 * (cancelled, or paid meanwhile: then its money sells the check). A bill the gateway still calls due, or a gateway
 * that cannot be reached, leaves it open: the charge waits (PAYMENT_IN_PROGRESS).
 */
export async function withdrawOpenSearchBill<State extends { outcome: string }>(
  gateway: BillGateway<State>,
  billId: string,
): Promise<State> {
  await withdrawBill(gateway, billId);
  let state: State | undefined;
  try {
    state = await gateway.fetchBill?.(billId);
  } catch {
    throw httpError('PAYMENT_IN_PROGRESS');
  }
  if (!state || state.outcome === 'pending') throw httpError('PAYMENT_IN_PROGRESS');
  return state;
}
