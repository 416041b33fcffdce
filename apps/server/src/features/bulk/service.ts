/** Bulk checks, what every step shares: who may use them, the account's lock, the price, and a batch as its owner sees it. */
import {
  type BulkBatch,
  type BulkPreviewStatus,
  type ErrorCode,
  type ErrorParams,
  errorText,
  formatPlate,
  isErrorCode,
  type Language,
  PaymentType,
  UserRole,
} from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { chargeList } from '../../domain/charges.ts';
import type { AuthUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import * as checkQueries from '../checks/public.ts';
import * as queries from './queries.ts';
import { DATE_CELL } from './read-thread.ts';

export const PLATE_MAX = 13;
const KEY_MIN = 2;
const KEY_MAX = 25;

/** Company users and administrators run bulk checks; an individual is refused. Answers whether it has PDF access. */
export async function ensureMayUse(db: Db, user: Pick<AuthUser, 'id'>) {
  const row = await queries.bulkAccessOf(db, user.id);
  const administrator = row.role === UserRole.Administrator;
  if (!administrator && row.account_type !== 'COMPANY') throw httpError('BULK_COMPANY_ONLY');
  return { pdfAccess: administrator || row.api_include_pdf };
}

export type Key = { line: number; text: string; key: string | null };

const searchKeyOf = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

/** Why a row's text can be no plate or chassis number, or null when it can be one. */
function invalidReason(text: string): { code: ErrorCode; params?: ErrorParams } | null {
  if (text === DATE_CELL) return { code: 'BULK_ROW_DATE' };
  const key = searchKeyOf(text);
  if (!/^[A-Z0-9]*$/.test(key)) return { code: 'BULK_ROW_NOT_LETTERS_AND_DIGITS' };
  if (key.length < KEY_MIN) return { code: 'BULK_ROW_TOO_SHORT', params: { min: KEY_MIN } };
  if (key.length > KEY_MAX) return { code: 'BULK_ROW_TOO_LONG', params: { max: KEY_MAX } };
  return null;
}

export const normalised = ({ line, text }: { line: number; text: string }): Key => ({
  line,
  text,
  key: invalidReason(text) === null ? searchKeyOf(text) : null,
});

/** What one check costs this user: its credit per check, or its postpaid rate. */
export async function priceOf(db: Db, userId: number) {
  const account = await checkQueries.accountOf(db, userId);
  const charges = await chargeList(db);
  const creditPerCheck = charges.find((charge) => charge.PaymentTypeID === PaymentType.Credit)?.Credit ?? 0;
  return {
    account,
    paymentType: account.is_postpaid ? PaymentType.Postpaid : PaymentType.Credit,
    creditPerCheck,
    postpaidRateSen: account.is_postpaid ? (account.postpaid_rate_sen ?? 0) : null,
  };
}

/** Holds the account's row until the transaction ends, so two requests of one account take turns. */
export const lockAccount = (db: Db, userId: number) => queries.lockAccountRow(db, userId);

/** Whether the account has a batch in this status (a file being read, a run going on). */
export const busyWith = async (db: Db, userId: number, status: 'reading' | 'running') =>
  (await queries.batchOfUserWithStatus(db, userId, status)) !== undefined;

/** Why a batch was refused, in the reader's language. */
function refusalOf(batch: { refusal_code: string | null; refusal_params: string | null }, language: Language) {
  if (!isErrorCode(batch.refusal_code)) return null;
  const code: ErrorCode = batch.refusal_code;
  const params = JSON.parse(batch.refusal_params ?? '{}') as ErrorParams;
  return { Code: code, Message: errorText(language, code, params) };
}

export async function ownBatch(db: Db, user: Pick<AuthUser, 'id'>, id: number) {
  const batch = await queries.batchOfUser(db, user.id, id);
  if (!batch) throw httpError('BULK_NOT_FOUND');
  return batch;
}

/**
 * A row's key as the report shows it: a plate found as the registration writes it (`1M4U 5879`), another plate in
 * the usual spacing (`ZZZ 9999`), a chassis number as it is, an invalid row as it was typed.
 */
export function shownKey(item: {
  search_key: string;
  preview: BulkPreviewStatus;
  search_by_vehicle: boolean;
  registration_no: string | null;
}) {
  if (item.preview === 'invalid' || !item.search_by_vehicle) return item.search_key;
  return item.registration_no ?? formatPlate(item.search_key);
}

type ShownItem = Parameters<typeof shownKey>[0] & {
  line: number;
  vehicle_id: number | null;
  make: string | null;
  family: string | null;
};

/** Why a row is not charged as it stands: an invalid row's fault, or the earlier row a duplicate repeats. */
function rowReason(
  item: ShownItem,
  firstLineOf: ReadonlyMap<number, number>,
): { code: ErrorCode; params?: ErrorParams } | null {
  if (item.preview === 'invalid') return invalidReason(item.search_key);
  const first = item.vehicle_id === null ? undefined : firstLineOf.get(item.vehicle_id);
  if (item.preview === 'duplicate' && first !== undefined)
    return { code: 'BULK_ROW_DUPLICATE', params: { line: first } };
  return null;
}

/** The row's answer: its key as shown, the vehicle's make and model, and why it is not charged as it stands. */
function rowAnswer(item: ShownItem, firstLineOf: ReadonlyMap<number, number>, language: Language) {
  const reason = rowReason(item, firstLineOf);
  return {
    Line: item.line,
    SearchKey: shownKey(item),
    Status: item.preview,
    Vehicle: [item.make, item.family].filter(Boolean).join(' ') || null,
    ReasonCode: reason?.code ?? null,
    Reason: reason ? errorText(language, reason.code, reason.params) : null,
  };
}

/** A batch as its owner sees it: the rows' preview, the counts, the cost at the user's price, and progress. */
export async function batchAnswer(db: Db, user: AuthUser, id: number, language: Language): Promise<BulkBatch> {
  const { pdfAccess } = await ensureMayUse(db, user);
  const batch = await ownBatch(db, user, id);
  const items = await queries.batchItemsWithVehicles(db, id);
  const count = (status: BulkPreviewStatus) => items.filter((item) => item.preview === status).length;
  const price = await priceOf(db, user.id);
  const found = count('found');
  const firstLineOf = new Map<number, number>();
  for (const { vehicle_id: vehicleId, line } of items) {
    if (vehicleId !== null && !firstLineOf.has(vehicleId)) firstLineOf.set(vehicleId, line);
  }
  return {
    id: batch.id,
    FileName: batch.file_name,
    Status: batch.status,
    Refusal: refusalOf(batch, language),
    Rows: items.map((item) => rowAnswer(item, firstLineOf, language)),
    Counts: {
      Found: found,
      NotFound: count('notfound'),
      Owned: count('owned'),
      Invalid: count('invalid'),
      Duplicate: count('duplicate'),
    },
    IsPostpaid: price.account.is_postpaid,
    CreditPerCheck: price.creditPerCheck,
    PostpaidRateSen: price.postpaidRateSen,
    TotalCredit: price.account.is_postpaid ? 0 : found * price.creditPerCheck,
    TotalSen: price.account.is_postpaid ? found * (price.postpaidRateSen ?? 0) : 0,
    CreditBalance: price.account.credit,
    Done:
      batch.status === 'running' || batch.status === 'done'
        ? items.filter((item) => item.state !== 'pending').length
        : 0,
    Total: items.length,
    Charged: items.filter((item) => item.state === 'charged').length,
    PdfAccess: pdfAccess,
    Reports: batch.reports,
  };
}
