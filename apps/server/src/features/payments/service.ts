import {
  type CreditTopupAnswer,
  creditTopupForm,
  DEFAULT_LANGUAGE,
  endpointUrl,
  formatPlate,
  GUEST_REPORTS_PAGE,
  guestContactForm,
  type Language,
  type PayerAnswer,
  type PaymentDetails,
  PaymentType,
  type PriceList,
  packageWords,
  paymentEndpoints,
  payPerSearchRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { chargeList } from '../../domain/charges.ts';
import { grantCredit } from '../../domain/ledger/queries.ts';
import { describeLedgerEntry, REFUND_REASON_CHECK_SOLD } from '../../domain/ledger/texts.ts';
import { type Payment, recordMoney } from '../../domain/money/money.ts';
import { creditSetupLabel } from '../../domain/options/texts.ts';
import { grantReportDevice } from '../../domain/report/queries.ts';
import { lockCheck, openSearchPayment } from '../../domain/sale/queries.ts';
import { payableCheck, payCheckWithMoney, withdrawBill } from '../../domain/sale/sale.ts';
import { taxOf } from '../../domain/tax/parties.ts';
import type { AuthUser } from '../../platform/access.ts';
import { fieldError, httpError, zodError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail-delivery.ts';
import type { Metrics } from '../../platform/metrics.ts';
import { randomToken } from '../../platform/secrets.ts';
import type { AppDeps } from '../../platform/types.ts';
import { queueNewEinvoices } from '../einvoices/public.ts';
import { issueForPackage } from '../taxinvoices/public.ts';
import type { BillState, Fields, Gateway } from './gateways/index.ts';
import { refundDueMail, searchReceiptMail, topupReceiptMail } from './mails.ts';
import * as q from './queries.ts';

type Status = Payment['status'];

/** 400 with the field → message map the web forms show, as for a contract schema failing in a route. */
const invalid = (error: z.ZodError) => zodError(error, 'request');

/**
 * "I need an e-invoice" (docs/decisions/0066-e-invoices-for-reversals-and-individuals.md): refused before any payment is recorded unless e-invoices are issued
 * and the payer is an individual with a MyKad number or TIN on their account, which the e-invoice names.
 */
async function einvoiceRequested(deps: AppDeps, user: AuthUser | null, requested: boolean | undefined) {
  if (!requested) return false;
  if (!deps.config.einvoice) throw httpError('EINVOICE_REQUEST_OFF');
  const account = user && (await q.payerAccount(deps.db, user.id));
  if (!account || account.account_type === 'COMPANY') throw httpError('EINVOICE_REQUEST_NOT_OFFERED');
  if (!account.tin && !account.mykad) throw httpError('EINVOICE_REQUEST_NEEDS_ID');
  return true;
}

async function referrerFor(db: Db, code: string | null | undefined) {
  if (!code) return null;
  const referrer = await q.activeReferrer(db, code);
  if (!referrer) throw fieldError('refCode', 'REFERRAL_CODE_UNKNOWN');
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

/** Queues a new payment's follow-up (its look at the gateway should no callback come) in its transaction. */
type QueueFollowUp = (paymentId: number, within: Db) => Promise<unknown>;

/**
 * `paymentEndpoints.topup`: records a Pending payment, and its follow-up with it. A top-up buys a credit package
 * (login needed); with `paymentType` 1 it pays for one check (guests too, with their e-mail and mobile). Nothing moves
 * until the gateway says the money arrived.
 */
export async function createTopup(
  deps: AppDeps,
  user: AuthUser | null,
  body: Record<string, unknown>,
  language: Language,
  guestDevice: () => string,
  followUp: QueueFollowUp,
) {
  const paymentType = Number(body.paymentType ?? PaymentType.CreditTopUp);
  return paymentType === PaymentType.PayPerSearch
    ? createSearchPayment(deps, user, body, language, guestDevice, followUp)
    : createCreditTopup(deps, user, body, language, followUp);
}

async function createCreditTopup(
  deps: AppDeps,
  user: AuthUser | null,
  body: Record<string, unknown>,
  language: Language,
  followUp: QueueFollowUp,
) {
  if (!user) throw httpError('LOGIN_TO_TOP_UP');
  const parsed = creditTopupForm.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  const form = parsed.data;
  const creditPackage = await q.creditPackage(deps.db, form.CreditSetupID);
  if (!creditPackage) {
    throw fieldError('CreditSetupID', 'CREDIT_PACKAGE_NOT_FOUND');
  }
  const wantsEinvoice = await einvoiceRequested(deps, user, form.einvoiceRequested);
  const account = await q.payerAccount(deps.db, user.id);
  const referrer = await q.activeReferrer(deps.db, account.referral_code);
  const payment = await deps.db.transaction().execute(async (trx) => {
    const inserted = await q.insertPayment(trx, {
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
      tax_sen: taxOf(creditPackage.price_sen, deps.config.sst),
      description: `Credit top-up: ${creditPackage.name} (${creditPackage.credit} ${creditPackage.credit === 1 ? 'credit' : 'credits'})`,
      gateway: deps.config.paymentGateway,
      language,
      referral_code: account.referral_code,
      referrer_id: referrer?.id ?? null,
      einvoice_requested: wantsEinvoice,
    });
    await followUp(inserted.id, trx);
    return inserted;
  });
  return topupAnswer(payment, null);
}

/**
 * A guest's pay-per-search: `guestDevice` answers the paying browser's report-device hash (setting its cookie when
 * new), which may open the report once it is paid. A browser asking for a payment already open is given it only with
 * the same e-mail and mobile number: the report's key alone never makes a browser one that paid.
 */
async function createSearchPayment(
  deps: AppDeps,
  user: AuthUser | null,
  body: Record<string, unknown>,
  language: Language,
  guestDevice: () => string,
  followUp: QueueFollowUp,
) {
  const parsed = payPerSearchRequest.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  const request = parsed.data;
  const wantsEinvoice = await einvoiceRequested(deps, user, request.einvoiceRequested);

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

  const price = (await chargeList(deps.db)).find((charge) => charge.PaymentTypeID === PaymentType.PayPerSearch);
  if (!price || price.PriceSen <= 0) throw httpError('PAYMENT_TYPE_NOT_OFFERED');

  // Under the check's lock, so a credit payment of the same check and a second request take turns with this one.
  return deps.db.transaction().execute(async (trx) => {
    const check = payableCheck(await lockCheck(trx, request.id), user?.id ?? null);
    // One open payment per check: asking again answers the open one, so one check never has two bills to pay.
    const open = await openSearchPayment(trx, check.id);
    const samePayer =
      open === undefined ||
      (open.payer_email.toLowerCase() === payer.email.toLowerCase() && open.payer_phone === payer.phone);
    if (!user && samePayer) await grantReportDevice(trx, check.id, guestDevice());
    if (open) {
      const asked =
        open.einvoice_requested === wantsEinvoice ? open : await q.setEinvoiceRequested(trx, open.id, wantsEinvoice);
      return topupAnswer(asked, check.unikey);
    }
    const payment = await q.insertPayment(trx, {
      public_id: randomToken(),
      purpose: 'search',
      user_id: user?.id ?? null,
      is_guest: !user,
      payer_name: payer.name,
      payer_email: payer.email,
      payer_phone: payer.phone,
      check_id: check.id,
      amount_sen: price.PriceSen,
      tax_sen: taxOf(price.PriceSen, deps.config.sst),
      description: `Vehicle check (pay per search): ${formatPlate(check.search_key)}`,
      gateway: deps.config.paymentGateway,
      language,
      referral_code: referrer?.code ?? null,
      referrer_id: referrer?.id ?? null,
      einvoice_requested: wantsEinvoice,
    });
    await followUp(payment.id, trx);
    return topupAnswer(payment, check.unikey);
  });
}

/**
 * `paymentEndpoints.paymentLink`: the gateway's bill for a Pending payment and the page to pay it on. Asking
 * again answers the same bill.
 */
export async function createPaymentLink(deps: AppDeps, gateways: Gateway, publicId: string) {
  const payment = await q.findPayment(deps.db, publicId);
  if (!payment) throw httpError('PAYMENT_NOT_FOUND');
  if (payment.status !== 'Pending' || payment.gateway !== gateways.gateway.name) {
    throw httpError('PAYMENT_SETTLED');
  }
  if (payment.gateway_url) return { url: payment.gateway_url };
  const base = deps.config.publicUrl;
  const gatewayPath = { params: { gateway: gateways.gateway.name } };
  const bill = await gateways.gateway.createBill({
    reference: payment.public_id,
    amountSen: payment.amount_sen,
    description: payment.description,
    name: payment.payer_name,
    email: payment.payer_email,
    mobile: payment.payer_phone,
    callbackUrl: `${base}${endpointUrl(paymentEndpoints.gatewayCallback, gatewayPath)}`,
    redirectUrl: `${base}${endpointUrl(paymentEndpoints.gatewayReturn, gatewayPath)}`,
  });
  if (await q.attachBill(deps.db, payment.id, bill)) return { url: bill.url };
  // Two link requests raced (the first bill recorded is the payment's), or the payment was cancelled meanwhile: the
  // bill made here is nobody's, so it is withdrawn before anyone can pay it.
  await withdrawBill(gateways.gateway, bill.billId);
  const again = await q.findPayment(deps.db, publicId);
  if (again?.status !== 'Pending' || !again.gateway_url) throw httpError('PAYMENT_SETTLED');
  return { url: again.gateway_url };
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
  // Money a real gateway took is taken even for a payment cancelled here (its withdrawal came too late); the
  // sandbox's bill is the payment row itself, so a cancelled one can no longer be paid.
  const payableFrom: Status[] = gatewayName === 'sandbox' ? ['Pending', 'Failed'] : ['Pending', 'Failed', 'Cancelled'];
  // Counted once the transaction has committed: a settlement rolled back counts nothing.
  const counts: Count[] = [];
  const result = await deps.db.transaction().execute(async (trx): Promise<SettleResult> => {
    // The check first, as a credit payment locks it: the two take turns instead of deadlocking.
    await q.lockCheckOf(trx, gatewayName, state.billId);
    const moved =
      state.outcome === 'paid'
        ? await q.moveStatus(trx, bill, payableFrom, 'Completed')
        : await q.moveStatus(trx, bill, ['Pending'], state.outcome === 'failed' ? 'Failed' : 'Cancelled');
    if (!moved) {
      const known = await q.findPaymentByBill(trx, gatewayName, state.billId);
      if (!known) return 'unknown';
      return known.amount_sen !== state.amountSen || known.currency !== state.currency ? 'mismatch' : 'unchanged';
    }
    counts.push((metrics) => metrics.paymentSettled(gatewayName, moved.status));
    if (moved.status === 'Completed') {
      await complete(deps, trx, moved, counts);
      await queueNewEinvoices(deps.config, deps.jobs, trx);
    } else await recordMoney(trx, moved, moved.status);
    return 'settled';
  });
  for (const count of counts) count(deps.metrics);
  return result;
}

/** The receipt's language: the paying account's own choice, else the language the payment was started in. */
async function receiptLanguage(trx: Db, payment: Payment): Promise<Language> {
  const account = payment.user_id === null ? undefined : await q.accountLanguage(trx, payment.user_id);
  return account?.language ?? payment.language ?? DEFAULT_LANGUAGE;
}

/** A business count to make once the transaction that earned it has committed. */
type Count = (metrics: Metrics) => void;

async function complete(deps: AppDeps, trx: Db, payment: Payment, counts: Count[]) {
  const language = await receiptLanguage(trx, payment);
  if (payment.purpose === 'topup' && payment.user_id !== null && payment.credit !== null) {
    const balance = await grantCredit(trx, payment.user_id, payment.credit, payment.description, {
      paymentId: payment.id,
    });
    const credit = payment.credit;
    counts.push((metrics) => metrics.creditSold(credit));
    const documentNo = await recordMoney(trx, payment, 'Completed');
    const taxInvoice = await issueForPackage(trx, deps.config, payment, language);
    const creditPackage =
      payment.credit_package_id === null ? undefined : await q.creditPackage(trx, payment.credit_package_id);
    await enqueueMail(
      trx,
      deps.jobs,
      topupReceiptMail({
        to: payment.payer_email,
        name: payment.payer_name,
        // A package deleted since keeps its name in the payment's description.
        packageName: creditPackage ? packageName(creditPackage, language) : payment.description,
        credits: payment.credit,
        amountSen: payment.amount_sen,
        transactionNo: documentNo,
        balance,
        transactionsLink: `${deps.config.publicUrl}/payment/transactions`,
        paidAt: payment.settled_at ?? new Date(),
        language,
        taxSen: payment.tax_sen,
        ratePercent: deps.config.sst.ratePercent,
        taxInvoice,
      }),
    );
    return;
  }
  if (payment.check_id === null) return;
  const check = await q.checkOfPayment(trx, payment.check_id);
  const paid = await payCheckWithMoney(trx, check.unikey, { userId: payment.user_id, sen: payment.amount_sen });
  if (!paid) {
    // Sold meanwhile by other means: the money is recorded, owed back to the payer, listed for an administrator
    // to refund, and the payer is told.
    const documentNo = await recordMoney(trx, payment, 'Completed', 'check already paid: refund due');
    await q.insertRefund(trx, payment, REFUND_REASON_CHECK_SOLD);
    await enqueueMail(
      trx,
      deps.jobs,
      refundDueMail({
        to: payment.payer_email,
        name: payment.payer_name,
        amountSen: payment.amount_sen,
        transactionNo: documentNo,
        searched: formatPlate(check.search_key),
        reportLink: `${deps.config.publicUrl}/check/check/${check.unikey}`,
        paidAt: payment.settled_at ?? new Date(),
        language,
      }),
    );
    return;
  }
  counts.push((metrics) => metrics.checkSold({ paymentType: PaymentType.PayPerSearch, credit: 0 }));
  const documentNo = await recordMoney(trx, payment, 'Completed');
  if (payment.is_guest) {
    await q.recordCheckBuyer(trx, payment.check_id, {
      email: payment.payer_email,
      phone: payment.payer_phone,
      referralCode: payment.referral_code,
    });
  }
  await enqueueMail(
    trx,
    deps.jobs,
    searchReceiptMail({
      to: payment.payer_email,
      name: payment.payer_name,
      amountSen: payment.amount_sen,
      transactionNo: documentNo,
      checkReference: paid.referenceNo,
      taxSen: payment.tax_sen,
      ratePercent: deps.config.sst.ratePercent,
      searched: formatPlate(check.search_key),
      reportLink: `${deps.config.publicUrl}/check/check/${check.unikey}`,
      myReportsLink: payment.is_guest ? `${deps.config.publicUrl}${GUEST_REPORTS_PAGE}` : null,
      paidAt: payment.settled_at ?? new Date(),
      language,
    }),
  );
}

/** A POSTed gateway callback: its signature checked, then (where the gateway allows) the bill's state asked again. */
export async function handleCallback(deps: AppDeps, gateways: Gateway, fields: Fields) {
  const { gateway } = gateways;
  const told = (result: string) => deps.metrics.paymentCallback(gateway.name, result);
  const verified = gateway.verifyCallback(fields);
  if (!verified) {
    told('forged');
    return 'forged' as const;
  }
  try {
    let state = verified;
    if (gateway.fetchBill) {
      const fetched = await gateway.fetchBill(verified.billId);
      // A failed attempt leaves a Billplz bill due: the callback tells the failure, the bill its amount.
      state =
        fetched.outcome === 'pending' && verified.outcome === 'failed' ? { ...fetched, outcome: 'failed' } : fetched;
    }
    const result = await settle(deps, gateway.name, state);
    told(result);
    return result;
  } catch (error) {
    told('error');
    throw error;
  }
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

/** `paymentEndpoints.details`: read by whoever holds the payment's key; a Pending bill is asked about first. */
export async function details(
  deps: AppDeps,
  gateways: Gateway,
  publicId: string,
  language: Language,
): Promise<PaymentDetails> {
  let payment = await q.findPayment(deps.db, publicId);
  if (!payment) throw httpError('PAYMENT_NOT_FOUND');
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
    payment_desc: describeLedgerEntry(payment.description, language),
    payment_created_datetime: payment.created_at.toISOString(),
    VehicleKey: payment.check_unikey,
    isGuest: payment.is_guest,
    paymentType: payment.purpose === 'topup' ? PaymentType.CreditTopUp : PaymentType.PayPerSearch,
    Credit: payment.credit,
    refCode: payment.referral_code,
  };
}

/**
 * The top-up form starts from the account's own name, e-mail and phone; an individual's MyKad number and TIN say
 * whether "I need an e-invoice" can be ticked (a company's purchases are e-invoiced to the company).
 */
export async function payerOf(deps: AppDeps, user: AuthUser): Promise<PayerAnswer> {
  const account = await q.payerAccount(deps.db, user.id);
  return {
    paymentName: account.username,
    paymentEmail: account.email,
    paymentPhone: account.phone,
    Einvoice:
      deps.config.einvoice && account.account_type !== 'COMPANY' ? { Tin: account.tin, MyKad: account.mykad } : null,
  };
}

/** A package's name in the reader's language (the English one when no translation was entered). */
const packageName = (row: { name: string; name_ms: string; name_zh: string }, language: Language) =>
  packageWords(row.name, { ms: row.name_ms, zh: row.name_zh }, language);

/** The prices the landing page shows: a check per search and in credits, and the credit packages. */
export async function prices(db: Db, language: Language): Promise<PriceList> {
  const [charges, packages] = await Promise.all([chargeList(db), q.creditPackageOptions(db)]);
  const charge = (type: number) => charges.find((row) => row.PaymentTypeID === type);
  const perCheck = charge(PaymentType.PayPerSearch)?.PriceSen;
  const credits = charge(PaymentType.Credit)?.Credit;
  return {
    PerCheckSen: perCheck && perCheck > 0 ? perCheck : null,
    CreditsPerCheck: credits && credits > 0 ? credits : null,
    Packages: packages.map((p) => ({
      ID: p.id,
      Name: packageName(p, language),
      Credit: p.credit,
      PriceSen: p.price_sen,
    })),
  };
}

/** The credit packages as the top-up form offers them: "Name — N credits — RM x". */
export async function creditSetupOptions(db: Db, language: Language = DEFAULT_LANGUAGE) {
  const packages = await q.creditPackageOptions(db);
  return packages.map((p) => ({
    id: p.id,
    label: creditSetupLabel({ name: packageName(p, language), credit: p.credit, priceSen: p.price_sen }, language),
  }));
}
