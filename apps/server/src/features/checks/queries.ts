import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import { countRows, onePage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import { liveSession } from '../../platform/access.ts';
import { onePageRow, pageViewer, viewerColumns } from '../../platform/page-viewer.ts';

type Q = Kysely<DB>;

export interface NewCheck {
  unikey: string;
  userId: number | null;
  byVehicle: boolean;
  searchKey: string;
  nvic: string | null;
  vehicleId: number | null;
  isFound: boolean;
}

export async function insertCheck(db: Q, check: NewCheck) {
  const row = await db
    .insertInto('checks')
    .values({
      unikey: check.unikey,
      user_id: check.userId,
      search_by_vehicle: check.byVehicle,
      search_key: check.searchKey,
      nvic: check.nvic,
      vehicle_id: check.vehicleId,
      is_found: check.isFound,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const checkColumns = [
  'checks.id',
  'checks.unikey',
  'checks.user_id',
  'checks.search_by_vehicle',
  'checks.search_key',
  'checks.vehicle_id',
  'checks.is_found',
  'checks.status',
  'checks.reference_no',
  'checks.verify_token',
  'checks.created_at',
  sql<string | null>`checks.report::text`.as('report_json'),
] as const;

/** A check with its frozen report as JSON text, so a paid report is answered without re-encoding it. */
export const findCheck = compiledOnce('check_by_unikey', ['\u0000unikey'], (db, unikey: string) =>
  db.selectFrom('checks').select(checkColumns).where('unikey', '=', unikey),
);

/** Whether the browser with this report-device hash may open the check (one a guest bought on it, or opened from the mailed link there). */
const deviceHolds = (eb: ExpressionBuilder<DB, 'checks'>, deviceHash: string) =>
  eb
    .exists(
      eb
        .selectFrom('report_devices')
        .select('report_devices.check_id')
        .whereRef('report_devices.check_id', '=', 'checks.id')
        .where('report_devices.device_hash', '=', deviceHash),
    )
    .$castTo<boolean>()
    .as('device_holds');

/** An anonymous GetItem from a browser with a report-device cookie: the check and whether this browser may open it. */
export const checkForDevice = compiledOnce(
  'check_for_device',
  ['\u0000unikey', '\u0000device-hash'],
  (db, unikey: string, deviceHash: string) =>
    db
      .selectFrom('checks')
      .select(checkColumns)
      .select((eb) => deviceHolds(eb, deviceHash))
      .where('checks.unikey', '=', unikey),
);

/**
 * A logged-in GetItem's one query: the check (report as JSON text), the token's live session's user (`caller_*`,
 * null when the session is not live) with the account's credit and company, the company of the check's owner, whether
 * this browser's report-device hash may open it, and for a live session the check's newest vehicle photo (the
 * report's image). An anonymous GetItem reads `checkForDevice`, or without a report-device cookie `findCheck` alone.
 */
export const checkWithCaller = compiledOnce(
  'check_with_caller',
  ['\u0000unikey', '\u0000token-hash', '\u0000device-hash'],
  (db, unikey: string, tokenHash: string, deviceHash: string) =>
    db
      .selectFrom('checks')
      .leftJoin(liveSession(db, tokenHash).select(['users.credit', 'users.company_id']).as('caller'), (join) =>
        join.onTrue(),
      )
      .leftJoin('users as owner', 'owner.id', 'checks.user_id')
      .select(checkColumns)
      .select(['owner.company_id as owner_company_id', 'caller.company_id as caller_company_id'])
      .select((eb) => deviceHolds(eb, deviceHash))
      .select([
        'caller.id as caller_id',
        'caller.role as caller_role',
        'caller.email as caller_email',
        'caller.username as caller_username',
        'caller.language as caller_language',
        'caller.sessionId as caller_session_id',
        'caller.credit as caller_credit',
      ])
      .select((eb) =>
        eb
          .case()
          .when('caller.id', 'is not', null)
          .then(
            eb
              .selectFrom('attachments')
              .select('attachments.public_id')
              .whereRef('attachments.check_id', '=', 'checks.id')
              .where('attachments.is_misc', '=', false)
              .orderBy('attachments.created_at', 'desc')
              .orderBy('attachments.id', 'desc')
              .limit(1),
          )
          .end()
          .as('photo_public_id'),
      )
      .where('checks.unikey', '=', unikey),
);

/**
 * What the page of a report (`/check/check/:unikey`) is drawn from, read in one query before it is drawn: its viewer
 * (always a row, even for no check), the check's page version (every change to the check, its photos and share links),
 * what decides who may open it (its owner's company, whether this browser holds it), how many of its share links
 * have run out (the share panel says so as days pass) and the viewer's watches (the watch button).
 */
export const reportPageView = compiledOnce(
  'report_page_view',
  ['\u0000unikey', '\u0000token-hash', '\u0000device-hash'],
  (db, unikey: string, tokenHash: string, deviceHash: string) =>
    db
      .selectFrom(onePageRow)
      .leftJoin(pageViewer(db, tokenHash).as('viewer'), (join) => join.onTrue())
      .leftJoin('checks', (join) => join.on('checks.unikey', '=', unikey))
      .leftJoin('users as owner', 'owner.id', 'checks.user_id')
      .select(viewerColumns)
      .select(['checks.id as check_id', 'checks.page_version', 'owner.company_id as owner_company_id'])
      .select((eb) => deviceHolds(eb, deviceHash))
      .select((eb) =>
        eb
          .selectFrom('report_shares')
          .select(sql<string>`count(*)`.as('ended'))
          .whereRef('report_shares.check_id', '=', 'checks.id')
          .where('report_shares.expires_at', '<=', sql<Date>`now()`)
          .as('ended_shares'),
      )
      .select((eb) =>
        eb
          .selectFrom('watches')
          // Watch ids only grow: the count and the newest id change with any watch started or stopped.
          .select(sql<string>`count(*) || ' ' || coalesce(max(watches.id), 0)`.as('watched'))
          .whereRef('watches.user_id', '=', 'viewer.id')
          .as('viewer_watches'),
      ),
);

const accountRow = compiledOnce('account_by_id', [-2_147_483_648], (db, userId: number) =>
  db
    .selectFrom('users')
    .select(['id', 'credit', 'is_postpaid', 'postpaid_rate_sen', 'company_id', 'referral_code'])
    .where('id', '=', userId),
);

export async function accountOf(db: Q, userId: number) {
  const account = await accountRow(db, userId);
  // Only ever asked for a logged-in user, whose row exists.
  if (!account) throw new Error(`no user ${userId}`);
  return account;
}

/** A check held by the user or, for a company, by any user of its company. */
export const heldBy = (userId: number) => (eb: ExpressionBuilder<DB, 'checks'>) =>
  eb.or([
    eb('checks.user_id', '=', userId),
    eb(
      'checks.user_id',
      'in',
      eb
        .selectFrom('users as colleague')
        .innerJoin('users as me', 'me.company_id', 'colleague.company_id')
        .select('colleague.id')
        .where('me.id', '=', userId),
    ),
  ]);

/**
 * The newest paid report of this vehicle held by the user or, for a company, by any user of its company (reports
 * of one vehicle are told apart by the vehicle, whatever number the search was made by).
 */
export const ownedReport = (db: Q, userId: number, vehicleId: number) =>
  db
    .selectFrom('checks')
    .select(['unikey', 'reference_no', 'paid_at', 'created_at'])
    .where('vehicle_id', '=', vehicleId)
    .where('status', '=', 'paid')
    .where(heldBy(userId))
    .orderBy('paid_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The newest paid guest report of this vehicle that this browser (its report-device hash) may open. */
export const ownedReportOnDevice = (db: Q, deviceHash: string, vehicleId: number) =>
  db
    .selectFrom('checks')
    .innerJoin('report_devices', 'report_devices.check_id', 'checks.id')
    .select(['checks.unikey', 'checks.reference_no', 'checks.paid_at', 'checks.created_at'])
    .where('checks.vehicle_id', '=', vehicleId)
    .where('checks.status', '=', 'paid')
    .where('report_devices.device_hash', '=', deviceHash)
    .orderBy('checks.paid_at', 'desc')
    .limit(1)
    .executeTakeFirst();

const paidAndHeld = (db: Q, userId: number, vehicleIds: readonly number[]) =>
  db.selectFrom('checks').where('vehicle_id', 'in', vehicleIds).where('status', '=', 'paid').where(heldBy(userId));

/** Which of these vehicles the user or its company already holds a paid report of: one query for a whole list. */
export async function vehiclesHeld(db: Q, userId: number, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return new Set<number>();
  const rows = await paidAndHeld(db, userId, vehicleIds)
    .select('vehicle_id')
    .distinct()
    .$narrowType<{ vehicle_id: number }>()
    .execute();
  return new Set(rows.map((row) => row.vehicle_id));
}

/** The newest paid report the user or its company holds of each of these vehicles, with its frozen report. */
export function newestHeldReports(db: Q, userId: number, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  return paidAndHeld(db, userId, vehicleIds)
    .distinctOn('vehicle_id')
    .select([
      'vehicle_id',
      'unikey',
      'reference_no',
      'verify_token',
      sql<string | null>`report::text`.as('report_json'),
    ])
    .orderBy('vehicle_id')
    .orderBy('paid_at', 'desc')
    .$narrowType<{ vehicle_id: number }>()
    .execute();
}

/**
 * One History row per vehicle (or, for a number found nowhere, per number searched): its newest paid check, else its
 * newest search. Searches left unpaid are folded into that row instead of each adding an "Awaiting payment" one.
 */
export async function historyPage(db: Q, userId: number, page: number, rows: number) {
  const grouped = db
    .selectFrom('checks')
    .where('user_id', '=', userId)
    .distinctOn(sql`coalesce('v' || vehicle_id::text, 's' || search_key)`)
    .select(['id', sql<string>`coalesce('v' || vehicle_id::text, 's' || search_key)`.as('vehicle')])
    .orderBy(sql`coalesce('v' || vehicle_id::text, 's' || search_key)`)
    .orderBy(sql`status = 'paid'`, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  const [items, total] = await Promise.all([
    onePage(
      db
        .selectFrom('checks')
        .innerJoin(grouped.as('latest'), 'latest.id', 'checks.id')
        .leftJoin('vehicles', 'vehicles.id', 'checks.vehicle_id')
        // A watched vehicle with new claims since the watch began shows it on its row (issue 12).
        .leftJoin('watches', (join) =>
          join
            .onRef('watches.chassis_no_key', '=', 'vehicles.chassis_no_key')
            .on('watches.user_id', '=', userId)
            .on('watches.new_claims', '>', 0),
        )
        .select([
          'watches.new_claims',
          'watches.changed_at',
          'checks.unikey',
          'checks.search_by_vehicle',
          'checks.search_key',
          'checks.is_found',
          'checks.status',
          'checks.created_at',
          'checks.report',
          'vehicles.registration_no',
          'vehicles.chassis_no',
        ])
        .orderBy('checks.created_at', 'desc')
        .orderBy('checks.id', 'desc'),
      page,
      rows,
    ).execute(),
    countRows(db.selectFrom(grouped.as('latest'))),
  ]);
  return { items, total };
}

/** Which of these plate keys are in the records (one query), for a plate that was not found. */
export async function existingPlateKeys(db: Q, keys: readonly string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('vehicles')
    .select('registration_no_key')
    .distinct()
    .where('registration_no_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((row) => row.registration_no_key));
}
