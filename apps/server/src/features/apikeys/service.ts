import {
  API_KEYS_MAX_LIVE,
  type ApiKeyRow,
  type CreateApiKeyRequest,
  endpointUrl,
  type Language,
  PaymentType,
  UserRole,
  type V1Balance,
  type V1CheckAnswer,
  v1Endpoints,
} from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { chargeList } from '../../domain/charges.ts';
import type { Report } from '../../domain/report/report.ts';
import { searchedVehicle } from '../../domain/vehicles.ts';
import type { ApiKeyCaller, AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { HttpError, httpError } from '../../platform/errors.ts';
import type { Metrics } from '../../platform/metrics.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import * as checks from '../checks/public.ts';
import { callsLastDay } from './call-log.ts';
import * as q from './queries.ts';
import { testReport, testVehicle, testVehicleNames } from './test-vehicles.ts';

const PREFIX_LENGTH = 12;

/** A company's users and administrators manage API keys; an individual is refused. */
async function ensureMayManage(db: Db, user: AuthUser) {
  const row = await q.apiAccount(db, user.id);
  if (row.role !== UserRole.Administrator && row.account_type !== 'COMPANY') throw httpError('API_KEYS_COMPANY_ONLY');
}

type KeyRow = {
  id: number;
  name: string;
  prefix: string;
  is_test: boolean;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
};
const keyRow = (row: KeyRow, callsLastDay = 0): ApiKeyRow => ({
  id: row.id,
  Name: row.name,
  Prefix: row.prefix,
  Test: row.is_test,
  CreatedAt: row.created_at.toISOString(),
  LastUsedAt: row.last_used_at?.toISOString() ?? null,
  RevokedAt: row.revoked_at?.toISOString() ?? null,
  CallsLastDay: callsLastDay,
});

export async function listKeys(db: Db, user: AuthUser) {
  await ensureMayManage(db, user);
  const rows = await q.keysOf(db, user.id);
  const calls = await callsLastDay(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => keyRow(row, calls.get(row.id)));
}

/**
 * A new key: its secret answered this once and kept only as its SHA-256 hash. An account holds at most
 * API_KEYS_MAX_LIVE keys not revoked (each has its own rate limit); one more is refused and nothing is created.
 */
export async function createKey(db: Db, user: AuthUser, input: Required<CreateApiKeyRequest>) {
  await ensureMayManage(db, user);
  const secret = `${input.Test ? 'test' : 'live'}_${randomToken()}`;
  return db.transaction().execute(async (trx) => {
    await q.lockAccount(trx, user.id);
    if ((await q.liveKeyCount(trx, user.id)) >= API_KEYS_MAX_LIVE)
      throw httpError('API_KEYS_TOO_MANY', { max: API_KEYS_MAX_LIVE });
    const row = await q.insertKey(trx, {
      userId: user.id,
      name: input.Name,
      prefix: secret.slice(0, PREFIX_LENGTH),
      secretHash: sha256(secret),
      isTest: input.Test,
    });
    await recordAudit(trx, user.id, 'create', ['api_keys', row.id], {
      after: { name: row.name, prefix: row.prefix, test: row.is_test },
    });
    return { ...keyRow(row), Secret: secret };
  });
}

export async function revokeKey(db: Db, user: AuthUser, id: number) {
  await ensureMayManage(db, user);
  return db.transaction().execute(async (trx) => {
    const row = await q.revokeLiveKey(trx, user.id, id);
    if (!row) throw httpError('API_KEY_NOT_FOUND');
    await recordAudit(trx, user.id, 'update', ['api_keys', row.id], {
      before: { revoked: false },
      after: { revoked: true, prefix: row.prefix },
    });
    return keyRow(row);
  });
}

async function creditPerCheck(db: Db) {
  const charges = await chargeList(db);
  return charges.find((charge) => charge.PaymentTypeID === PaymentType.Credit)?.Credit ?? 0;
}

export async function balance(db: Db, user: AuthUser): Promise<V1Balance> {
  const row = await q.apiAccount(db, user.id);
  return {
    credit: row.credit,
    postpaid: row.is_postpaid,
    postpaidRateSen: row.is_postpaid ? row.postpaid_rate_sen : null,
    creditPerCheck: await creditPerCheck(db),
  };
}

type Links = { publicUrl: string };

type CheckRow = {
  unikey: string;
  reference_no: string | null;
  search_by_vehicle: boolean;
  search_key: string;
  charged_credit: number | null;
  charged_sen: number | null;
  paid_at: Date | null;
  report_json: string | null;
};

/**
 * A paid check as the API answers it. `alreadyOwned`: this call bought nothing, so it charged 0 of the kind the
 * purchase was paid in, and `firstCharge` tells what the purchase cost.
 */
function answerOf(
  check: CheckRow,
  flags: { api_include_data: boolean; api_include_pdf: boolean },
  links: Links,
  alreadyOwned = false,
) {
  const report = check.report_json ? (JSON.parse(check.report_json) as Report) : undefined;
  const vehicle = report?.BasicInfo;
  const reference = check.reference_no ?? '';
  const firstCharge = { credit: check.charged_credit, sen: check.charged_sen };
  const thisCall = (charged: number | null) => (alreadyOwned && charged !== null ? 0 : charged);
  const answer: V1CheckAnswer = {
    reference,
    test: false,
    registrationNo: vehicle?.VehicleRegistrationNo || null,
    chassisNo: vehicle?.VehChassis ?? null,
    make: vehicle?.Make ?? null,
    model: vehicle?.Family ?? null,
    year: vehicle?.YearOfManufacture ?? null,
    writtenOff: report?.Story ? report.Story.WrittenOff !== null : null,
    paidAt: check.paid_at?.toISOString() ?? null,
    reportUrl: `${links.publicUrl}/check/check/${check.unikey}`,
    chargedCredit: thisCall(firstCharge.credit),
    chargedSen: thisCall(firstCharge.sen),
    firstCharge,
    alreadyOwned,
  };
  if (flags.api_include_pdf)
    answer.pdfUrl = `${links.publicUrl}${endpointUrl(v1Endpoints.pdf, { params: { ref: reference } })}`;
  if (flags.api_include_data && report) answer.report = report;
  return answer;
}

export async function checkByReference(db: Db, user: AuthUser, reference: string, links: Links) {
  const check = await q.paidCheckByReference(db, user.id, reference);
  if (!check) throw httpError('CHECK_NOT_FOUND');
  return answerOf(check, await q.apiAccount(db, user.id), links);
}

export async function reportByReference(db: Db, user: AuthUser, reference: string) {
  const check = await q.paidCheckByReference(db, user.id, reference);
  if (!check?.report_json) throw httpError('CHECK_NOT_FOUND');
  return checks.paidReport(db, check.unikey);
}

/**
 * A check bought through the API, charged as the user's web checks are (postpaid at its rate, else credit). A
 * vehicle not found is recorded like a web search and is free; too little credit is refused with nothing recorded.
 * A vehicle whose paid report the account or its company already holds answers that report, free, unless `fresh`
 * (as the web offers the report already bought first, and bulk checks skip it).
 * A test key answers the showcase vehicles only (test-vehicles.ts), charges nothing and keeps nothing.
 * `keepCharged` runs in the charge's transaction with its answer (an `Idempotency-Key`'s answer commits with the
 * charge or not at all).
 */
export async function runCheck(
  { db, metrics }: { db: Db; metrics: Metrics },
  user: AuthUser,
  key: ApiKeyCaller,
  input: { registrationNo: string; chassisNo: string; fresh: boolean },
  language: Language,
  links: Links,
  keepCharged?: (trx: Db, answer: V1CheckAnswer) => Promise<void>,
): Promise<V1CheckAnswer> {
  const byVehicle = input.registrationNo !== '';
  const searchKey = byVehicle ? input.registrationNo : input.chassisNo;
  const flags = await q.apiAccount(db, user.id);

  if (key.isTest) {
    const vehicle = testVehicle(byVehicle, searchKey);
    if (!vehicle) throw httpError('API_TEST_KEY_DEMO_ONLY', { vehicles: testVehicleNames });
    const reference = `TEST-${vehicle.chassis_no}`;
    const report = testReport(vehicle, { searchKey, byVehicle, createdAt: new Date(), referenceNo: reference });
    const answer: V1CheckAnswer = {
      reference,
      test: true,
      registrationNo: vehicle.registration_no,
      chassisNo: vehicle.chassis_no,
      make: vehicle.make,
      model: vehicle.family,
      year: vehicle.year_of_manufacture,
      writtenOff: (report.Story?.WrittenOff ?? null) !== null,
      paidAt: null,
      reportUrl: null,
      chargedCredit: null,
      chargedSen: null,
      firstCharge: { credit: null, sen: null },
      alreadyOwned: false,
    };
    if (flags.api_include_pdf) answer.pdfUrl = null;
    if (flags.api_include_data) answer.report = report;
    return answer;
  }

  const vehicle = await searchedVehicle(db, byVehicle, searchKey);
  const owned = vehicle && !input.fresh ? await checks.ownedReport(db, user.id, vehicle.id) : undefined;
  if (owned) return answerOf(await q.checkByUnikey(db, owned.unikey), flags, links, true);

  const paymentType = flags.is_postpaid ? PaymentType.Postpaid : PaymentType.Credit;
  const searchOf = (on: Db) =>
    checks.search(
      on,
      { user, deviceHash: null },
      { vehicleNo: input.registrationNo, vehChassisNo: input.chassisNo },
      language,
    );
  if (!vehicle) {
    await searchOf(db);
    throw httpError('VEHICLE_NOT_FOUND');
  }
  // The search and its charge commit together: a charge refused (too little credit) leaves no search behind.
  const { answer, sale } = await inApiWords(() =>
    db.transaction().execute(async (trx) => {
      const found = await searchOf(trx);
      if (!found.IsFound) throw httpError('VEHICLE_NOT_FOUND');
      const { sale } = await checks.chargeCheck(trx, user, found.Unikey, paymentType);
      const answer = answerOf(await q.checkByUnikey(trx, found.Unikey), flags, links);
      await keepCharged?.(trx, answer);
      return { answer, sale };
    }),
  );
  metrics.checkSold(sale);
  return answer;
}

/** The web's CREDIT_INSUFFICIENT (400) as the API's 402, with the same words. */
async function inApiWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.code === 'CREDIT_INSUFFICIENT') throw httpError('API_CREDIT_INSUFFICIENT');
    throw error;
  }
}
