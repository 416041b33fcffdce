import {
  type ChargeSetup,
  type CreditPackage,
  chargeInput,
  creditPackageInput,
  type Language,
  nextRunningNumber,
  PaymentType,
  paymentTypeDesc,
  type RunningNumber,
  runningNumberInput,
  SYSTEM_RUNNING_NUMBER_CODES,
  senToRinggit,
} from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { forgetDisplayedCharges } from '../../domain/charges.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { fieldError, type HttpError, httpError, parseBody } from '../../platform/errors.ts';
import * as q from './queries.ts';
import { setupTexts } from './texts.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

async function existing<T>(row: Promise<T | undefined>): Promise<T> {
  const found = await row;
  if (!found) throw httpError('ITEM_NOT_FOUND');
  return found;
}

// ---------------------------------------------------------------------------------------------
// Credit packages

type CreditRow = NonNullable<Awaited<ReturnType<typeof q.findCreditPackage>>>;

const creditAnswer = (row: CreditRow): CreditPackage => ({
  id: row.id,
  Name: row.name,
  NameMs: row.name_ms,
  NameZh: row.name_zh,
  Credit: row.credit,
  Price: senToRinggit(row.price_sen),
  PriceSen: row.price_sen,
  Description: row.description,
  DescriptionMs: row.description_ms,
  DescriptionZh: row.description_zh,
  ModifiedDate: iso(row.modified_at),
});

export const creditPackages = async (db: Db) => (await q.listCreditPackages(db)).map(creditAnswer);
export const creditPackage = async (db: Db, id: number) => creditAnswer(await existing(q.findCreditPackage(db, id)));

export async function saveCreditPackage(db: Db, actor: AuthUser, id: number, body: unknown) {
  const input = parseBody(creditPackageInput, body);
  // `Price` is parsed from ringgit to integer sen by the contract.
  const values = {
    name: input.Name,
    name_ms: input.NameMs,
    name_zh: input.NameZh,
    credit: input.Credit,
    price_sen: input.Price,
    description: input.Description,
    description_ms: input.DescriptionMs,
    description_zh: input.DescriptionZh,
  };
  return db.transaction().execute(async (trx) => {
    if (id === 0) {
      const created = creditAnswer(await q.insertCreditPackage(trx, values));
      await recordAudit(trx, actor.id, 'create', ['credit_package', created.id], { after: created });
      return created;
    }
    const before = creditAnswer(await existing(q.findCreditPackage(trx, id, true)));
    const after = creditAnswer(await q.updateCreditPackage(trx, id, values));
    await recordAudit(trx, actor.id, 'update', ['credit_package', id], { before, after });
    return after;
  });
}

export async function deleteCreditPackage(db: Db, actor: AuthUser, id: number, language: Language = 'en') {
  await db.transaction().execute(async (trx) => {
    const before = creditAnswer(await existing(q.findCreditPackage(trx, id, true)));
    if (await q.creditPackageInUse(trx, id)) throw httpError('CREDIT_PACKAGE_NOT_DELETABLE');
    await q.deleteCreditPackage(trx, id);
    await recordAudit(trx, actor.id, 'delete', ['credit_package', id], { before });
  });
  return { Message: setupTexts.of(language)('creditDeleted') };
}

// ---------------------------------------------------------------------------------------------
// Charges

type ChargeRow = NonNullable<Awaited<ReturnType<typeof q.findCharge>>>;

const chargeAnswer = (row: ChargeRow): ChargeSetup => ({
  id: row.id,
  PaymentTypeID: row.payment_type_id,
  Credit: row.credit,
  PriceSen: row.price_sen,
  PaymentTypeDesc: paymentTypeDesc(row.payment_type_id),
  ModifiedDate: iso(row.modified_at),
});

export const charges = async (db: Db) => (await q.listCharges(db)).map(chargeAnswer);
export const charge = async (db: Db, id: number) => chargeAnswer(await existing(q.findCharge(db, id)));

export async function saveCharge(db: Db, actor: AuthUser, id: number, body: unknown) {
  const input = parseBody(chargeInput, body);
  const values = { payment_type_id: input.PaymentTypeID, credit: input.Credit, price_sen: input.PriceSen ?? 0 };
  const saved = await uniqueOr(
    db.transaction().execute(async (trx) => {
      const before = id === 0 ? undefined : chargeAnswer(await existing(q.findCharge(trx, id, true)));
      // Checks are priced by these two charges: they may change price, never type.
      const fixedType =
        before?.PaymentTypeID === PaymentType.Credit || before?.PaymentTypeID === PaymentType.PayPerSearch;
      if (before && fixedType && values.payment_type_id !== before.PaymentTypeID) {
        throw fieldError('PaymentTypeID', 'CHARGE_TYPE_FIXED');
      }
      const holder = await q.chargeForPaymentType(trx, values.payment_type_id);
      if (holder && holder.id !== id) throw fieldError('PaymentTypeID', 'CHARGE_PAYMENT_TYPE_TAKEN');
      const after = chargeAnswer(before ? await q.updateCharge(trx, id, values) : await q.insertCharge(trx, values));
      await recordAudit(trx, actor.id, before ? 'update' : 'create', ['charge_setup', after.id], { before, after });
      return after;
    }),
    fieldError('PaymentTypeID', 'CHARGE_PAYMENT_TYPE_TAKEN'),
  );
  forgetDisplayedCharges(db);
  return saved;
}

export async function deleteCharge(db: Db, actor: AuthUser, id: number, language: Language = 'en') {
  await db.transaction().execute(async (trx) => {
    const before = chargeAnswer(await existing(q.findCharge(trx, id, true)));
    // Every check is priced by the Credit charge: it is always in use. The pay-per-search charge is the price every
    // guest checkout (and every pay-per-search payment in flight) relies on while pay per search is offered.
    if (before.PaymentTypeID === PaymentType.Credit) throw httpError('CHARGE_NOT_DELETABLE');
    if (before.PaymentTypeID === PaymentType.PayPerSearch && before.PriceSen > 0) {
      throw httpError('CHARGE_NOT_DELETABLE');
    }
    await q.deleteCharge(trx, id);
    await recordAudit(trx, actor.id, 'delete', ['charge_setup', id], { before });
  });
  forgetDisplayedCharges(db);
  return { Message: setupTexts.of(language)('chargeDeleted') };
}

// ---------------------------------------------------------------------------------------------
// Running numbers

type RunningNumberRow = NonNullable<Awaited<ReturnType<typeof q.findRunningNumber>>>;

const runningNumberAnswer = (row: RunningNumberRow): RunningNumber => {
  const fields = {
    Prefix: row.prefix,
    Format: row.format,
    CurrentNumber: row.current_number,
    ZeroPadding: row.zero_padding,
  };
  return {
    id: row.id,
    Code: row.code,
    Name: row.name,
    ...fields,
    ModifiedDate: iso(row.modified_at),
    NextNumber: nextRunningNumber(fields, new Date(row.now)),
  };
};

const isSystemCode = (code: string) => (SYSTEM_RUNNING_NUMBER_CODES as readonly string[]).includes(code);

export const runningNumbers = async (db: Db) => (await q.listRunningNumbers(db)).map(runningNumberAnswer);
export const runningNumber = async (db: Db, id: number) =>
  runningNumberAnswer(await existing(q.findRunningNumber(db, id)));

export async function saveRunningNumber(db: Db, actor: AuthUser, id: number, body: unknown) {
  const input = parseBody(runningNumberInput, body);
  const values = {
    code: input.Code,
    name: input.Name,
    prefix: input.Prefix,
    format: input.Format,
    current_number: input.CurrentNumber,
    zero_padding: input.ZeroPadding,
  };
  return uniqueOr(
    db.transaction().execute(async (trx) => {
      // The row lock waits for documents being numbered right now, so the comparison below is exact.
      const before = id === 0 ? undefined : runningNumberAnswer(await existing(q.findRunningNumber(trx, id, true)));
      if (before && before.Code !== values.code && isSystemCode(before.Code)) {
        throw fieldError('Code', 'RUNNING_NUMBER_SYSTEM_CODE_FIXED');
      }
      const holder = await q.runningNumberWithCode(trx, values.code);
      if (holder && holder.id !== id) throw fieldError('Code', 'RUNNING_NUMBER_CODE_TAKEN');
      if (before && values.current_number < before.CurrentNumber) {
        throw fieldError('CurrentNumber', 'RUNNING_NUMBER_LOWERED', { current: before.CurrentNumber });
      }
      const row = before ? await q.updateRunningNumber(trx, id, values) : await q.insertRunningNumber(trx, values);
      const after = runningNumberAnswer(row);
      await recordAudit(trx, actor.id, before ? 'update' : 'create', ['running_number', after.id], { before, after });
      return after;
    }),
    fieldError('Code', 'RUNNING_NUMBER_CODE_TAKEN'),
  );
}

export async function deleteRunningNumber(db: Db, actor: AuthUser, id: number, language: Language = 'en') {
  await db.transaction().execute(async (trx) => {
    const before = runningNumberAnswer(await existing(q.findRunningNumber(trx, id, true)));
    if (isSystemCode(before.Code)) throw httpError('RUNNING_NUMBER_NOT_DELETABLE');
    await q.deleteRunningNumber(trx, id);
    await recordAudit(trx, actor.id, 'delete', ['running_number', id], { before });
  });
  return { Message: setupTexts.of(language)('runningNumberDeleted') };
}

/** Two admins saving the same unique value at once: the loser gets the field message, not a 500. */
async function uniqueOr<T>(work: Promise<T>, answer: HttpError): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw answer;
    throw error;
  }
}
