import {
  type CheckListRow,
  type CheckResult,
  chassisHints,
  formatPlate,
  type Language,
  PaymentType,
  PLATE_SUGGESTIONS_MAX,
  plateTypoVariants,
  type SearchRequest,
  searchHintText,
  TransactionType,
  UserRole,
} from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { chargeList, chargesForDisplay, chargesJsonForDisplay } from '../../domain/charges.ts';
import { debitCredit, recordTransaction } from '../../domain/ledger/queries.ts';
import { paidReportOf } from '../../domain/report/paid-report.ts';
import { basicInfo, type Report } from '../../domain/report/report.ts';
import { checksTexts } from '../../domain/report/texts.ts';
import { lockCheck, markPaid } from '../../domain/sale/queries.ts';
import {
  type BillWithdrawal,
  cancelOpenSearchPayment,
  checkFacts,
  frozenReport,
  type LockedCheck,
  OpenSearchBill,
  payableCheck,
  withdrawOpenSearchBill,
} from '../../domain/sale/sale.ts';
import { searchedVehicle } from '../../domain/vehicles.ts';
import { type AuthUser, callerOfRow } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import type { Sale } from '../../platform/metrics.ts';
import { viewerOf } from '../../platform/page-viewer.ts';
import { randomToken } from '../../platform/secrets.ts';
import type { AppDeps } from '../../platform/types.ts';
import type { PageView } from '../../platform/web-app.ts';
import { reportImageUrl } from '../attachments/public.ts';
import { type Gateway, settle } from '../payments/public.ts';
import * as q from './queries.ts';

type Search = { vehicleNo: string; vehChassisNo: string; NVIC?: string | undefined };
type Check = Pick<
  LockedCheck,
  | 'id'
  | 'unikey'
  | 'user_id'
  | 'search_by_vehicle'
  | 'search_key'
  | 'vehicle_id'
  | 'is_found'
  | 'status'
  | 'reference_no'
  | 'verify_token'
  | 'created_at'
>;

/** Plates in the records a plate that was not found may have been meant as, fewest typos first. */
async function plateSuggestions(db: Db, plateKey: string) {
  const variants = plateTypoVariants(plateKey);
  const existing = await q.existingPlateKeys(db, variants);
  return variants.filter((variant) => existing.has(variant)).slice(0, PLATE_SUGGESTIONS_MAX);
}

/**
 * Records a search and answers its key; a vehicle that is not found is never charged, and a chassis number's hints
 * and a missed plate's suggestions help the user type it right. A report of the vehicle the caller already holds is offered first: an
 * account's (or its company's), or for a guest one this browser paid for (its report-device cookie), so that nobody
 * pays twice by mistake; a guest elsewhere is offered the mailed My reports link on the payment sheet instead.
 */
export async function search(
  db: Db,
  caller: { user: AuthUser | null; deviceHash: string | null },
  input: Search & SearchRequest,
  language: Language,
) {
  const { user, deviceHash } = caller;
  const byVehicle = input.vehicleNo !== '';
  const searchKey = byVehicle ? input.vehicleNo : input.vehChassisNo;
  const vehicle = await searchedVehicle(db, byVehicle, searchKey);
  const unikey = randomToken();
  await q.insertCheck(db, {
    unikey,
    userId: user?.id ?? null,
    byVehicle,
    searchKey,
    nvic: vehicle?.nvic ?? input.NVIC ?? null,
    vehicleId: vehicle?.id ?? null,
    isFound: vehicle !== undefined,
  });
  const owned = !vehicle
    ? undefined
    : user
      ? await q.ownedReport(db, user.id, vehicle.id)
      : deviceHash
        ? await q.ownedReportOnDevice(db, deviceHash, vehicle.id)
        : undefined;
  return {
    Unikey: unikey,
    IsFound: vehicle !== undefined,
    OwnedReport: owned
      ? {
          Unikey: owned.unikey,
          ReferenceID: owned.reference_no,
          PaidDate: (owned.paid_at ?? owned.created_at).toISOString(),
        }
      : null,
    Hints: byVehicle
      ? []
      : chassisHints(searchKey).map((code) => ({ Code: code, Message: searchHintText(language, code) })),
    PlateSuggestions: byVehicle && !vehicle ? await plateSuggestions(db, searchKey) : [],
  };
}

async function existingCheck(db: Db, unikey: string) {
  const check = await q.findCheck(db, unikey);
  if (!check) throw httpError('CHECK_NOT_FOUND');
  return check;
}

async function creditLimit(db: Db, user: AuthUser | null) {
  if (!user) return { credit: 0, postpaid: false, postpaidRateSen: null };
  const account = await q.accountOf(db, user.id);
  return {
    credit: account.credit,
    postpaid: account.is_postpaid,
    postpaidRateSen: account.is_postpaid ? account.postpaid_rate_sen : null,
  };
}

export async function chargeInfo(db: Db, user: AuthUser | null, unikey: string) {
  const check = await existingCheck(db, unikey);
  const limit = await creditLimit(db, user);
  return {
    id: check.id,
    Unikey: check.unikey,
    ChargeInfo: await chargeList(db),
    CreditLimit: limit.credit,
    IsPostpaid: limit.postpaid,
    PostpaidRateSen: limit.postpaidRateSen,
  };
}

/** What GetItem knows of the check and its caller to decide whether the caller may open the paid report. */
interface ReportReader {
  caller: AuthUser | null;
  deviceHolds: boolean;
  ownerCompanyId: number | null;
  callerCompanyId: number | null;
}

/**
 * Why this reader may not open this paid report, or nothing when they may (docs/decisions/0075-report-access.md):
 * an account's report opens for its owner, a user of the owner's company and an administrator; a guest's report
 * opens on a browser that paid for it or was given it by the mailed link, and for an administrator. Before payment
 * the key shows only whether and what was found, as before.
 */
function reportRefusal(check: Pick<Check, 'status' | 'user_id'>, reader: ReportReader) {
  if (check.status !== 'paid') return undefined;
  const { caller } = reader;
  if (caller?.role === UserRole.Administrator) return undefined;
  if (check.user_id === null) return reader.deviceHolds ? undefined : httpError('REPORT_OTHER_DEVICE');
  if (!caller) return httpError('UNAUTHORISED');
  const colleague = reader.callerCompanyId !== null && reader.callerCompanyId === reader.ownerCompanyId;
  return caller.id === check.user_id || colleague ? undefined : httpError('FORBIDDEN');
}

/**
 * Before payment only whether and what was found; after payment, for a reader who may open it, the frozen report.
 * `tokenHash`: the login's; `deviceHash`: the browser's report-device cookie's.
 */
export async function checkResult(
  db: Db,
  proofs: { tokenHash: string | null; deviceHash: string | null },
  unikey: string,
): Promise<{ caller: AuthUser | null; answer: CheckResult }> {
  const { tokenHash, deviceHash } = proofs;
  if (tokenHash === null) {
    const check = deviceHash === null ? await q.findCheck(db, unikey) : await q.checkForDevice(db, unikey, deviceHash);
    if (!check) throw httpError('CHECK_NOT_FOUND');
    const deviceHolds = 'device_holds' in check && check.device_holds === true;
    const refusal = reportRefusal(check, { caller: null, deviceHolds, ownerCompanyId: null, callerCompanyId: null });
    if (refusal) throw refusal;
    return { caller: null, answer: await answerCheck(db, check, { user: null, credit: 0, photoPublicId: null }) };
  }
  const row = await q.checkWithCaller(db, unikey, tokenHash, deviceHash ?? '');
  if (!row) throw httpError('CHECK_NOT_FOUND');
  const caller = callerOfRow(row);
  const refusal = reportRefusal(row, {
    caller,
    deviceHolds: row.device_holds,
    ownerCompanyId: row.owner_company_id,
    callerCompanyId: row.caller_company_id,
  });
  if (refusal) throw refusal;
  const seen = { user: caller, credit: row.caller_credit ?? 0, photoPublicId: row.photo_public_id };
  return { caller, answer: await answerCheck(db, row, seen) };
}

/**
 * What the page of a report (`/check/check/:unikey`) is drawn from for this reader, read in one query before anything
 * is drawn (platform/web-app.ts finds a kept page by it): the reader, and for a check that exists, all the page shows
 * them of it. Whether they may open it is still decided as the page is drawn; what decides it is part of what is read.
 */
export async function reportPageView(
  db: Db,
  proofs: { tokenHash: string | null; deviceHash: string | null },
  unikey: string,
): Promise<PageView> {
  const { tokenHash, deviceHash } = proofs;
  const row = await q.reportPageView(db, unikey, tokenHash ?? '', deviceHash ?? '');
  if (!row) return { caller: null, shows: undefined };
  const { caller, shown } = viewerOf(row);
  if (row.check_id === null) return { caller, shows: undefined };
  const report = [row.check_id, row.page_version, row.owner_company_id, row.ended_shares, row.viewer_watches];
  // The browser that holds a guest's report is named by its own hash: another browser's page is never its.
  const browser = row.device_holds ? deviceHash : null;
  return { caller, shows: [...shown, ...report, browser, await chargesJsonForDisplay(db)] };
}

/** The check as this caller sees it: their credit, and the photo if they may see it. */
async function answerCheck(
  db: Db,
  check: Check & { report_json: string | null },
  seen: { user: AuthUser | null; credit: number; photoPublicId: string | null },
): Promise<CheckResult> {
  const imageUrl = reportImageUrl(seen.user, check, seen.photoPublicId);
  const common = {
    id: check.id,
    Unikey: check.unikey,
    ChargeInfo: await chargesForDisplay(db),
    CreditLimit: seen.credit,
  };
  if (check.status === 'paid' && check.report_json) {
    // The frozen report with the photo its owner attached since (a photo is not report data, so it is not frozen).
    const report = JSON.parse(check.report_json) as Report;
    if (imageUrl) report.BasicInfo.ImageUrl = imageUrl;
    return { ...common, ...report, Partial: false, Full: true, PartialInfo: null, VerifyToken: check.verify_token };
  }
  const vehicle =
    check.vehicle_id === null ? undefined : await searchedVehicle(db, check.search_by_vehicle, check.search_key);
  const basic = basicInfo(vehicle, checkFacts(check));
  // A plate search's chassis number is sold with the report (see paidChassisNo); a chassis search typed it.
  const chassis = check.search_by_vehicle ? { VIN: null, VehChassis: null } : {};
  return {
    ...common,
    Partial: true,
    Full: false,
    BasicInfo: { ...basic, ...chassis, ImageUrl: imageUrl, Variant: null, Transmission: null, Engine: null },
    PartialInfo: vehicle
      ? { Make: vehicle.make, Family: vehicle.family, YearOfManufacture: vehicle.year_of_manufacture }
      : null,
    ClaimLists: [],
    ABIInfo: { StandardFeature: [] },
    Notices: { NoAccidentRecorded: false, SameRegistrationOtherVin: false, ClaimsUnderOtherRegistration: false },
    VerifyToken: null,
  };
}

/** The charges and the account read once for a charge, and the refusal of a payment type the account cannot use. */
async function buyerTerms(trx: Db, user: Pick<AuthUser, 'id'>, paymentType: number) {
  if (paymentType !== PaymentType.Credit && paymentType !== PaymentType.Postpaid) {
    throw httpError('PAYMENT_TYPE_NOT_OFFERED');
  }
  const account = await q.accountOf(trx, user.id);
  const charges = await chargeList(trx);
  if (paymentType === PaymentType.Postpaid && !account.is_postpaid) throw httpError('PAYMENT_TYPE_NOT_OFFERED');
  const credit = charges.find((charge) => charge.PaymentTypeID === PaymentType.Credit)?.Credit ?? 0;
  return { account, credit };
}

/**
 * Pays a check from credit (type 3) or, for a postpaid company, on its invoice (type 4): whether the buyer can pay,
 * the debit, the ledger row, the CHK reference and the frozen report are decided and commit together or not at all.
 * A pay-per-search bill still open for the check is withdrawn at its gateway first (outside the transaction, which is
 * then made again); paid meanwhile, its money sells the check, and this charge finds it paid.
 */
export async function payCheck(deps: AppDeps, gateways: Gateway, user: AuthUser, unikey: string, paymentType: number) {
  const { gateway } = gateways;
  const charge = (withdrawnBillId: string | null) =>
    deps.db.transaction().execute((trx) => chargeCheck(trx, user, unikey, paymentType, { gateway, withdrawnBillId }));
  let charged: Awaited<ReturnType<typeof charge>>;
  try {
    charged = await charge(null);
  } catch (error) {
    if (!(error instanceof OpenSearchBill)) throw error;
    const state = await withdrawOpenSearchBill(gateway, error.billId);
    if (state.outcome === 'paid') await settle(deps, gateway.name, state);
    charged = await charge(error.billId);
  }
  deps.metrics.checkSold(charged.sale);
  return charged.answer;
}

/**
 * The charge of one check in the caller's transaction (payCheck's, a bulk item's or an API call's): the check is
 * locked and must still be unpaid, so a check is charged once however many callers race; whether the buyer can pay is
 * decided here once, the debit itself refusing a balance that is short (CREDIT_INSUFFICIENT, nothing moved). Answers
 * the payment's answer, and the sale for the caller to count once its transaction has committed. `withdrawal`: the
 * gateway an open pay-per-search bill is withdrawn at first (see cancelOpenSearchPayment).
 */
export async function chargeCheck<State extends { outcome: string }>(
  trx: Db,
  user: Pick<AuthUser, 'id'>,
  unikey: string,
  paymentType: number,
  withdrawal: BillWithdrawal<State> | null = null,
) {
  const check = payableCheck(await lockCheck(trx, unikey), user.id);
  const { account, credit } = await buyerTerms(trx, user, paymentType);
  const frozen = await frozenReport(trx, check);
  if (!frozen) throw httpError('CHECK_NOT_CHARGED');
  const { referenceNo, report } = frozen;
  // The debit locks the buyer's row until the commit: taken last, so a buyer's charges at once wait on it briefly.
  const postpaid = paymentType === PaymentType.Postpaid;
  const balance = postpaid ? account.credit : await debitCredit(trx, user.id, credit);
  if (balance === undefined) throw httpError('CREDIT_INSUFFICIENT');
  await cancelOpenSearchPayment(trx, check.id, withdrawal);
  const rate = account.postpaid_rate_sen ?? 0;
  await recordTransaction(trx, {
    type: postpaid ? TransactionType.Postpaid : TransactionType.Credit,
    user_id: user.id,
    company_id: account.company_id,
    check_id: check.id,
    description: `Vehicle check ${referenceNo} (${formatPlate(check.search_key)})`,
    ...(postpaid ? { amount_sen: rate } : { credit: -credit, credit_balance: balance }),
    referral_code: account.referral_code,
    created_by: user.id,
  });
  await markPaid(trx, check.id, {
    userId: user.id,
    paymentType,
    referenceNo,
    credit: postpaid ? null : credit,
    sen: postpaid ? rate : null,
    report,
  });
  const answer = { Unikey: check.unikey, ReferenceID: referenceNo, CreditBalance: balance };
  return { answer, sale: { paymentType, credit: postpaid ? 0 : credit } satisfies Sale };
}

/**
 * What a past check found, in the reader's words: `Not found`, `Awaiting payment`, `2 claims (1 on another VIN)`,
 * `2 claims, written off`.
 */
function searchedResult(row: { is_found: boolean; status: string; report: unknown }, language: Language) {
  const t = checksTexts.of(language);
  if (!row.is_found) return t('resultNotFound');
  if (row.status !== 'paid') return t('resultAwaitingPayment');
  const report = row.report as Report;
  const count = (groups: Report['ClaimLists']) => groups.reduce((sum, group) => sum + group.Value.length, 0);
  const own = count(report.ClaimLists.filter((group) => group.Key === report.BasicInfo.VehChassis));
  const elsewhere = count(report.ClaimLists) - own;
  const ownText = own === 0 ? t('resultNoClaims') : t('resultClaims', { count: own });
  const result = elsewhere === 0 ? ownText : t('resultElsewhere', { own: ownText, count: elsewhere });
  return report.Story?.WrittenOff ? t('resultWrittenOff', { result }) : result;
}

/**
 * The chassis number a plate search found, once paid for: it is part of what is sold (the preview's make, family and
 * year confirm the vehicle), so a search left unpaid does not give it away in the History.
 */
const paidChassisNo = (row: { status: string; chassis_no: string | null }) =>
  row.status === 'paid' ? row.chassis_no : null;

export async function history(db: Db, user: AuthUser, page: number, rows: number, language: Language = 'en') {
  const { items, total } = await q.historyPage(db, user.id, page, rows);
  return {
    page,
    rows,
    total,
    items: items.map(
      (row): CheckListRow => ({
        Unikey: row.unikey,
        VehicleRegistrationNo: row.registration_no ?? (row.search_by_vehicle ? formatPlate(row.search_key) : null),
        VehChassis: row.search_by_vehicle ? paidChassisNo(row) : (row.chassis_no ?? row.search_key),
        SearchedResult: searchedResult(row, language),
        SearchedDate: row.created_at.toISOString(),
        IsPaid: row.status === 'paid',
        IsFound: row.is_found,
        WatchChange:
          row.new_claims && row.changed_at
            ? { NewClaims: row.new_claims, ChangedAt: row.changed_at.toISOString() }
            : null,
      }),
    ),
  };
}

/** A paid report and the fingerprint its verification page shows. */
export async function paidReport(db: Db, unikey: string) {
  const check = await existingCheck(db, unikey);
  if (check.status !== 'paid' || !check.report_json) throw httpError('CHECK_NOT_PAID');
  return paidReportOf(check.report_json, check.verify_token);
}
