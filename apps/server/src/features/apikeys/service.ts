import {
  API_KEYS_MAX_LIVE,
  type ApiKeyRow,
  type CreateApiKeyRequest,
  type Language,
  PaymentType,
  UserRole,
  type V1Balance,
  type V1CheckAnswer,
} from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ApiKeyCaller, AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { HttpError, httpError } from '../../platform/errors.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { chargeList } from '../charges/queries.ts';
import { heldBy, ownedReport } from '../checks/queries.ts';
import { buildReport } from '../checks/report.ts';
import * as checks from '../checks/service.ts';
import { searchedVehicle } from '../vehicles/queries.ts';
import { showcaseVehicles } from '../vehicles/showcase.ts';
import { callsLastDay } from './call-log.ts';

const PREFIX_LENGTH = 12;

const account = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'role',
      'account_type',
      'credit',
      'is_postpaid',
      'postpaid_rate_sen',
      'api_include_data',
      'api_include_pdf',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/** A company's users and administrators manage API keys; an individual is refused. */
async function ensureMayManage(db: Db, user: AuthUser) {
  const row = await account(db, user.id);
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
const keyColumns = ['id', 'name', 'prefix', 'is_test', 'created_at', 'last_used_at', 'revoked_at'] as const;

export async function listKeys(db: Db, user: AuthUser) {
  await ensureMayManage(db, user);
  const rows = await db
    .selectFrom('api_keys')
    .select(keyColumns)
    .where('user_id', '=', user.id)
    .orderBy('revoked_at', (ob) => ob.desc().nullsFirst())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
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
    // The account's row is held so that two requests at once cannot both take the last place.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
    const live = await trx
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(live.count) >= API_KEYS_MAX_LIVE) throw httpError('API_KEYS_TOO_MANY', { max: API_KEYS_MAX_LIVE });
    const row = await trx
      .insertInto('api_keys')
      .values({
        user_id: user.id,
        name: input.Name,
        prefix: secret.slice(0, PREFIX_LENGTH),
        secret_hash: sha256(secret),
        is_test: input.Test,
      })
      .returning(keyColumns)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: user.id,
      action: 'create',
      entity: 'api_keys',
      entityId: row.id,
      after: { name: row.name, prefix: row.prefix, test: row.is_test },
    });
    return { ...keyRow(row), Secret: secret };
  });
}

export async function revokeKey(db: Db, user: AuthUser, id: number) {
  await ensureMayManage(db, user);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('api_keys')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .returning(keyColumns)
      .executeTakeFirst();
    if (!row) throw httpError('API_KEY_NOT_FOUND');
    await recordAudit(trx, {
      actorId: user.id,
      action: 'update',
      entity: 'api_keys',
      entityId: row.id,
      before: { revoked: false },
      after: { revoked: true, prefix: row.prefix },
    });
    return keyRow(row);
  });
}

const showcaseChassis = new Set(showcaseVehicles.map((vehicle) => vehicle.chassisNo));

async function creditPerCheck(db: Db) {
  const charges = await chargeList(db);
  return charges.find((charge) => charge.PaymentTypeID === PaymentType.Credit)?.Credit ?? 0;
}

export async function balance(db: Db, user: AuthUser): Promise<V1Balance> {
  const row = await account(db, user.id);
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

function answerOf(
  check: CheckRow,
  flags: { api_include_data: boolean; api_include_pdf: boolean },
  links: Links,
  alreadyOwned = false,
) {
  const report = JSON.parse(check.report_json ?? '{}') as {
    BasicInfo?: {
      VehicleRegistrationNo?: string;
      VehChassis?: string | null;
      Make?: string | null;
      Family?: string | null;
      YearOfManufacture?: number | null;
    };
  };
  const reference = check.reference_no ?? '';
  const answer: V1CheckAnswer = {
    reference,
    test: false,
    registrationNo: report.BasicInfo?.VehicleRegistrationNo || null,
    chassisNo: report.BasicInfo?.VehChassis ?? null,
    make: report.BasicInfo?.Make ?? null,
    model: report.BasicInfo?.Family ?? null,
    year: report.BasicInfo?.YearOfManufacture ?? null,
    paidAt: check.paid_at?.toISOString() ?? null,
    reportUrl: `${links.publicUrl}/check/check/${check.unikey}`,
    chargedCredit: check.charged_credit,
    chargedSen: check.charged_sen,
    alreadyOwned,
  };
  if (flags.api_include_pdf) answer.pdfUrl = `${links.publicUrl}/api/v1/checks/${encodeURIComponent(reference)}/pdf`;
  if (flags.api_include_data) answer.report = report;
  return answer;
}

const checkColumns = [
  'unikey',
  'reference_no',
  'search_by_vehicle',
  'search_key',
  'charged_credit',
  'charged_sen',
  'paid_at',
  sql<string | null>`report::text`.as('report_json'),
] as const;

/** A paid check of the user's or, for a company, of a colleague's: a company's reports are the company's. */
const paidCheckByReference = (db: Db, userId: number, reference: string) =>
  db
    .selectFrom('checks')
    .select(checkColumns)
    .where('reference_no', '=', reference)
    .where('status', '=', 'paid')
    .where(heldBy(userId))
    .executeTakeFirst();

const checkByUnikey = (db: Db, unikey: string) =>
  db.selectFrom('checks').select(checkColumns).where('unikey', '=', unikey).executeTakeFirstOrThrow();

export async function checkByReference(db: Db, user: AuthUser, reference: string, links: Links) {
  const check = await paidCheckByReference(db, user.id, reference);
  if (!check) throw httpError('CHECK_NOT_FOUND');
  return answerOf(check, await account(db, user.id), links);
}

export async function reportByReference(db: Db, user: AuthUser, reference: string) {
  const check = await paidCheckByReference(db, user.id, reference);
  if (!check?.report_json) throw httpError('CHECK_NOT_FOUND');
  return checks.paidReport(db, check.unikey);
}

/**
 * A check bought through the API, charged as the user's web checks are (postpaid at its rate, else credit). A
 * vehicle not found is recorded like a web search and is free; too little credit is refused before anything moves.
 * A vehicle whose paid report the account or its company already holds answers that report, free, unless `fresh`
 * (as the web offers the report already bought first, and bulk checks skip it).
 * A test key answers the demo vehicles only, charges nothing and keeps nothing.
 * `keepCharged` runs in the charge's transaction with its answer (an `Idempotency-Key`'s answer commits with the
 * charge or not at all).
 */
export async function runCheck(
  db: Db,
  user: AuthUser,
  key: ApiKeyCaller,
  input: { registrationNo: string; chassisNo: string; fresh: boolean },
  language: Language,
  links: Links,
  keepCharged?: (trx: Db, answer: V1CheckAnswer) => Promise<void>,
): Promise<V1CheckAnswer> {
  const byVehicle = input.registrationNo !== '';
  const searchKey = byVehicle ? input.registrationNo : input.chassisNo;
  const flags = await account(db, user.id);

  if (key.isTest) {
    const vehicle = await searchedVehicle(db, byVehicle, searchKey);
    if (!vehicle || !showcaseChassis.has(vehicle.chassis_no)) throw httpError('API_TEST_KEY_DEMO_ONLY');
    const reference = `TEST-${vehicle.chassis_no}`;
    const answer: V1CheckAnswer = {
      reference,
      test: true,
      registrationNo: vehicle.registration_no,
      chassisNo: vehicle.chassis_no,
      make: vehicle.make,
      model: vehicle.family,
      year: vehicle.year_of_manufacture,
      paidAt: null,
      reportUrl: null,
      chargedCredit: null,
      chargedSen: null,
      alreadyOwned: false,
    };
    if (flags.api_include_pdf) answer.pdfUrl = null;
    if (flags.api_include_data) {
      answer.report = await buildReport(db, vehicle, {
        searchKey,
        byVehicle,
        createdAt: new Date(),
        referenceNo: reference,
      });
    }
    return answer;
  }

  const vehicle = await searchedVehicle(db, byVehicle, searchKey);
  const owned = vehicle && !input.fresh ? await ownedReport(db, user.id, vehicle.id) : undefined;
  if (owned) return answerOf(await checkByUnikey(db, owned.unikey), flags, links, true);

  const paymentType = flags.is_postpaid ? PaymentType.Postpaid : PaymentType.Credit;
  if (vehicle) await inApiWords(() => checks.ensureAffordable(db, user, paymentType));
  const found = await checks.search(
    db,
    user,
    { vehicleNo: input.registrationNo, vehChassisNo: input.chassisNo },
    language,
  );
  if (!found.IsFound) throw httpError('VEHICLE_NOT_FOUND');
  return inApiWords(() =>
    db.transaction().execute(async (trx) => {
      await checks.chargeCheck(trx, user, found.Unikey, paymentType);
      const answer = answerOf(await checkByUnikey(trx, found.Unikey), flags, links);
      await keepCharged?.(trx, answer);
      return answer;
    }),
  );
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
