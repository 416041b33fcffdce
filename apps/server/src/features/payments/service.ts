import {
  type CreditTopupAnswer,
  creditTopupForm,
  formatRinggit,
  guestContactForm,
  messages,
  type PaymentDetails,
  PaymentType,
  paymentMessages,
  payPerSearchRequest,
  TransactionType,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { AuthUser } from '../../platform/access.ts';
import { badRequest, conflict, HttpError, notFound, validationAnswer } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { randomToken } from '../../platform/secrets.ts';
import type { AppDeps } from '../../platform/types.ts';
import { chargeList } from '../charges/queries.ts';
import { findCheck } from '../checks/queries.ts';
import { payCheckWithMoney } from '../checks/service.ts';
import { grantCredit, recordTransaction } from '../ledger/queries.ts';
import type { BillState, Fields, Gateway } from './gateways/index.ts';
import { searchReceiptMail, topupReceiptMail } from './mails.ts';
import * as q from './queries.ts';

type Payment = NonNullable<Awaited<ReturnType<typeof q.findPaymentByBill>>>;

/** 400 with the field → message map the web forms show, as for a contract schema failing in a route. */
function invalid(error: z.ZodError): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || 'request'] ??= issue.message;
  const answer = validationAnswer(errors);
  return new HttpError(400, answer.Message, answer.errors);
}

async function referrerFor(db: Db, code: string | null | undefined) {
  if (!code) return null;
  const referrer = await q.activeReferrer(db, code);
  if (!referrer) throw badRequest(messages.referralCodeUnknown, { refCode: messages.referralCodeUnknown });
  return referrer;
}

const topupAnswer = (
  payment: Awaited<ReturnType<typeof q.insertPayment>>,
  unikey: string | null,
): CreditTopupAnswer => ({
  id: payment.public_id,
  paymentType: payment.purpose === 'topup' ? PaymentType.CreditTopUp : PaymentType.PayPerSearch,
  paymentName: payment.payer_name,
  paymentEmail: payment.payer_email,
  paymentPhone: payment.payer_phone,
  CreditSetupID: payment.credit_package_id,
  Credit: payment.credit,
  Amount: payment.amount_sen,
  payment_desc: payment.description,
  PaymentStatus: payment.status,
  VehicleKey: unikey,
  refCode: payment.referral_code,
});

/**
 * `POST /api/Payment/CreditTopup`: records a Pending payment. A top-up buys a credit package (login needed); with
 * `paymentType` 1 it pays for one check (guests too, with their e-mail and mobile). Nothing moves until the gateway
 * says the money arrived.
 */
export async function createTopup(deps: AppDeps, user: AuthUser | null, body: Record<string, unknown>) {
  const paymentType = Number(body.paymentType ?? PaymentType.CreditTopUp);
  return paymentType === PaymentType.PayPerSearch
    ? createSearchPayment(deps, user, body)
    : createCreditTopup(deps, user, body);
}

async function createCreditTopup(deps: AppDeps, user: AuthUser | null, body: Record<string, unknown>) {
  if (!user) throw new HttpError(401, paymentMessages.loginToTopUp);
  const parsed = creditTopupForm.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  const form = parsed.data;
  const creditPackage = await q.creditPackage(deps.db, form.CreditSetupID);
  if (!creditPackage) {
    throw badRequest(paymentMessages.creditPackageNotFound, { CreditSetupID: paymentMessages.creditPackageNotFound });
  }
  const account = await q.payerAccount(deps.db, user.id);
  const referrer = await q.activeReferrer(deps.db, account.referral_code);
  const payment = await q.insertPayment(deps.db, {
    public_id: randomToken(),
    purpose: 'topup',
    user_id: user.id,
    is_guest: false,
    payer_name: form.paymentName,
    payer_email: form.paymentEmail,
    payer_phone: form.paymentPhone,
    credit_package_id: creditPackage.id,
    credit: creditPackage.credit,
    amount_sen: creditPackage.price_sen,
    description: `Credit top-up: ${creditPackage.name} (${creditPackage.credit} ${creditPackage.credit === 1 ? 'credit' : 'credits'})`,
    gateway: deps.config.paymentGateway,
    referral_code: account.referral_code,
    referrer_id: referrer?.id ?? null,
  });
  return topupAnswer(payment, null);
}

async function createSearchPayment(deps: AppDeps, user: AuthUser | null, body: Record<string, unknown>) {
  const parsed = payPerSearchRequest.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  const request = parsed.data;

  let payer: { name: string; email: string; phone: string; referralCode: string | null };
  if (user) {
    const account = await q.payerAccount(deps.db, user.id);
    payer = {
      name: request.paymentName ?? account.username,
      email: account.email,
      phone: account.phone,
      referralCode: request.refCode ?? account.referral_code,
    };
  } else {
    const contact = guestContactForm.safeParse({ email: request.email, phoneNo: request.phoneNo });
    if (!contact.success) throw invalid(contact.error);
    payer = {
      name: request.paymentName ?? contact.data.email,
      email: contact.data.email,
      phone: contact.data.phoneNo,
      referralCode: request.refCode ?? null,
    };
  }
  const referrer = await referrerFor(deps.db, payer.referralCode);

  const check = await findCheck(deps.db, request.id);
  // A check someone else started is not theirs to pay for; a guest pays only for a guest's search.
  if (!check || (check.user_id !== null && check.user_id !== user?.id)) throw notFound(messages.checkNotFound);
  if (check.status === 'paid') throw conflict(messages.checkAlreadyPaid);
  if (!check.is_found) throw badRequest(messages.notFoundNotCharged);
  const price = (await chargeList(deps.db)).find((charge) => charge.PaymentTypeID === PaymentType.PayPerSearch);
  if (!price || price.PriceSen <= 0) throw badRequest(messages.paymentTypeNotOffered);

  const payment = await q.insertPayment(deps.db, {
    public_id: randomToken(),
    purpose: 'search',
    user_id: user?.id ?? null,
    is_guest: !user,
    payer_name: payer.name,
    payer_email: payer.email,
    payer_phone: payer.phone,
    check_id: check.id,
    amount_sen: price.PriceSen,
    description: `Vehicle check (pay per search): ${check.search_key}`,
    gateway: deps.config.paymentGateway,
    referral_code: referrer?.code ?? null,
    referrer_id: referrer?.id ?? null,
  });
  return topupAnswer(payment, check.unikey);
}

/**
 * `POST /api/payment/CreatePaymentLink`: the gateway's bill for a Pending payment and the page to pay it on. Asking
 * again answers the same bill.
 */
export async function createPaymentLink(deps: AppDeps, gateways: Gateway, publicId: string) {
  const payment = await q.findPayment(deps.db, publicId);
  if (!payment) throw notFound(paymentMessages.paymentNotFound);
  if (payment.status !== 'Pending' || payment.gateway !== gateways.gateway.name) {
    throw conflict(paymentMessages.paymentSettled);
  }
  if (payment.gateway_url) return { url: payment.gateway_url };
  const base = deps.config.publicUrl;
  const bill = await gateways.gateway.createBill({
    reference: payment.public_id,
    amountSen: payment.amount_sen,
    description: payment.description,
    name: payment.payer_name,
    email: payment.payer_email,
    mobile: payment.payer_phone,
    callbackUrl: `${base}/api/Payment/Callback/${gateways.gateway.name}`,
    redirectUrl: `${base}/api/Payment/Return/${gateways.gateway.name}`,
  });
  if (await q.attachBill(deps.db, payment.id, bill)) return { url: bill.url };
  // Two link requests raced: the first bill recorded is the payment's.
  const again = await q.findPayment(deps.db, publicId);
  return { url: again?.gateway_url ?? bill.url };
}

export type SettleResult = 'settled' | 'unchanged' | 'unknown' | 'mismatch';

/**
 * Applies a bill state the gateway vouched for. The status moves in one conditional UPDATE (from Pending, or from
 * Failed to Completed when the payer paid the same bill after a failed attempt); only the delivery that moved it
 * grants the credit, pays the check, writes the ledger and queues the receipt, in the same database transaction.
 */
export async function settle(deps: AppDeps, gatewayName: string, state: BillState): Promise<SettleResult> {
  if (state.outcome === 'pending') return 'unchanged';
  const bill = { gateway: gatewayName, ...state };
  const result = await deps.db.transaction().execute(async (trx): Promise<SettleResult> => {
    const moved =
      state.outcome === 'paid'
        ? await q.moveStatus(trx, bill, ['Pending', 'Failed'], 'Completed')
        : await q.moveStatus(trx, bill, ['Pending'], state.outcome === 'failed' ? 'Failed' : 'Cancelled');
    if (!moved) {
      const known = await q.findPaymentByBill(trx, gatewayName, state.billId);
      if (!known) return 'unknown';
      return known.amount_sen !== state.amountSen || known.currency !== state.currency ? 'mismatch' : 'unchanged';
    }
    if (moved.status === 'Completed') await complete(deps, trx, moved);
    else await recordMoney(trx, moved, moved.status, null);
    return 'settled';
  });
  if (result === 'settled') deps.pokeWorker();
  return result;
}

async function companyOf(trx: Db, userId: number | null) {
  return userId === null ? null : (await q.payerAccount(trx, userId)).company_id;
}

/** The type 1 ledger row: money through the gateway, with its outcome and the referral it came through. */
async function recordMoney(trx: Db, payment: Payment, status: Payment['status'], note: string | null) {
  const documentNo = await recordTransaction(trx, {
    type: TransactionType.Payment,
    user_id: payment.user_id,
    company_id: await companyOf(trx, payment.user_id),
    check_id: payment.check_id,
    description: `${payment.description}${note ? ` (${note})` : ''}`.slice(0, 200),
    amount_sen: payment.amount_sen,
    payment_status: status,
    referral_code: payment.referral_code,
    referrer_id: payment.referrer_id,
    created_by: payment.user_id,
  });
  await q.setTransactionNo(trx, payment.id, documentNo);
  return documentNo;
}

async function complete(deps: AppDeps, trx: Db, payment: Payment) {
  if (payment.purpose === 'topup' && payment.user_id !== null && payment.credit !== null) {
    const balance = await grantCredit(trx, payment.user_id, payment.credit, payment.description);
    const documentNo = await recordMoney(trx, payment, 'Completed', null);
    const creditPackage =
      payment.credit_package_id === null ? undefined : await q.creditPackage(trx, payment.credit_package_id);
    await enqueueMail(
      trx,
      topupReceiptMail({
        to: payment.payer_email,
        name: payment.payer_name,
        // A package deleted since keeps its name in the payment's description.
        packageName: creditPackage?.name ?? payment.description,
        credits: payment.credit,
        amountSen: payment.amount_sen,
        transactionNo: documentNo,
        balance,
        transactionsLink: `${deps.config.publicUrl}/payment/transactions`,
        paidAt: payment.settled_at ?? new Date(),
      }),
    );
    return;
  }
  if (payment.check_id === null) return;
  const check = await trx
    .selectFrom('checks')
    .select(['unikey', 'search_key'])
    .where('id', '=', payment.check_id)
    .executeTakeFirstOrThrow();
  const paid = await payCheckWithMoney(trx, check.unikey, { userId: payment.user_id, sen: payment.amount_sen });
  // Paid meanwhile by other means: the money is still recorded, and the description says it needs a refund.
  const documentNo = await recordMoney(trx, payment, 'Completed', paid ? null : 'check already paid: refund due');
  if (payment.is_guest) {
    await q.recordCheckBuyer(trx, payment.check_id, {
      email: payment.payer_email,
      phone: payment.payer_phone,
      referralCode: payment.referral_code,
    });
  }
  await enqueueMail(
    trx,
    searchReceiptMail({
      to: payment.payer_email,
      name: payment.payer_name,
      amountSen: payment.amount_sen,
      transactionNo: documentNo,
      checkReference: paid?.referenceNo ?? null,
      searched: check.search_key,
      reportLink: `${deps.config.publicUrl}/check/check/${check.unikey}`,
      paidAt: payment.settled_at ?? new Date(),
    }),
  );
}

/** A POSTed gateway callback: its signature checked, then (where the gateway allows) the bill's state asked again. */
export async function handleCallback(deps: AppDeps, gateways: Gateway, fields: Fields) {
  const { gateway } = gateways;
  const verified = gateway.verifyCallback(fields);
  if (!verified) return 'forged' as const;
  let state = verified;
  if (gateway.fetchBill) {
    const fetched = await gateway.fetchBill(verified.billId);
    // A failed attempt leaves a Billplz bill due: the callback tells the failure, the bill its amount.
    state =
      fetched.outcome === 'pending' && verified.outcome === 'failed' ? { ...fetched, outcome: 'failed' } : fetched;
  }
  return settle(deps, gateway.name, state);
}

/** The payer's browser back from the gateway: a signed redirect may settle by asking the gateway; then the status page. */
export async function handleReturn(deps: AppDeps, gateways: Gateway, query: Fields) {
  const { gateway } = gateways;
  const verified = gateway.verifyRedirect(query);
  if (!verified) return null;
  const payment = await q.findPaymentByBill(deps.db, gateway.name, verified.billId);
  if (!payment) return null;
  if (payment.status === 'Pending' && gateway.fetchBill) await reconcile(deps, gateways, verified.billId);
  return payment.public_id;
}

/** Asks the gateway for a bill's state and applies it; a gateway that cannot be reached leaves it Pending. */
async function reconcile(deps: AppDeps, gateways: Gateway, billId: string) {
  const { gateway } = gateways;
  if (!gateway.fetchBill) return;
  try {
    await settle(deps, gateway.name, await gateway.fetchBill(billId));
  } catch {
    // Pending stays Pending; the callback or the next look settles it.
  }
}

/** `GET /api/Payment/Details`: read by whoever holds the payment's key; a Pending bill is asked about first. */
export async function details(deps: AppDeps, gateways: Gateway, publicId: string): Promise<PaymentDetails> {
  let payment = await q.findPayment(deps.db, publicId);
  if (!payment) throw notFound(paymentMessages.paymentNotFound);
  if (payment.status === 'Pending' && payment.gateway_bill_id && payment.gateway === gateways.gateway.name) {
    await reconcile(deps, gateways, payment.gateway_bill_id);
    payment = (await q.findPayment(deps.db, publicId)) ?? payment;
  }
  return {
    PaymentStatus: payment.status,
    paymentName: payment.payer_name,
    paymentEmail: payment.payer_email,
    paymentPhone: payment.payer_phone,
    paymentRefNo: payment.transaction_no ?? payment.gateway_bill_id,
    Amount: payment.amount_sen,
    payment_desc: payment.description,
    payment_created_datetime: payment.created_at.toISOString(),
    VehicleKey: payment.check_unikey,
    isGuest: payment.is_guest,
    paymentType: payment.purpose === 'topup' ? PaymentType.CreditTopUp : PaymentType.PayPerSearch,
    Credit: payment.credit,
  };
}

/** The top-up form starts from the account's own name, e-mail and phone. */
export async function payerOf(db: Db, user: AuthUser) {
  const account = await q.payerAccount(db, user.id);
  return { paymentName: account.username, paymentEmail: account.email, paymentPhone: account.phone };
}

/** GET /util/GetCreditSetups: "Name — N credits — RM x". */
export async function creditSetupOptions(db: Db) {
  const packages = await q.creditPackageOptions(db);
  return packages.map((p) => ({
    id: p.id,
    label: `${p.name} — ${p.credit} ${p.credit === 1 ? 'credit' : 'credits'} — ${formatRinggit(p.price_sen)}`,
  }));
}
