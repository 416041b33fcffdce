import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

/** How long the worker keeps what is no longer needed (docs/operations.md, Retention). */
export const retention = {
  sentMailDays: 30,
  expiredSessionDays: 1,
  spentCodeDays: 1,
  throttleDays: 1,
  /** A browser's known-device token (`login_devices`) unused this long; its cookie lasts as long. */
  unusedDeviceDays: 180,
  /** The log of `/api/v1` calls (`api_calls`). */
  apiCallDays: 90,
  /** An `Idempotency-Key` answers its first outcome this long; then it is a new key. */
  idempotencyKeyHours: 24,
  /** The PDFs drawn for a bulk check's zip, after they were ready (they can be prepared again). */
  bulkReportDays: 7,
  /** A webhook delivery delivered or given up (`webhook_deliveries`): the endpoint's log on the API Access page. */
  webhookDeliveryDays: 30,
  /** When the retention job runs (its cron schedule in the job registry): hourly. */
  cron: '17 * * * *',
} as const;

const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

/** Sessions and codes that expired, or were ended early (revoked, used), more than `days` ago. */
function deleteEnded(
  db: Db,
  [table, endedColumn]: ['sessions', 'revoked_at'] | ['account_codes', 'used_at'],
  days: number,
) {
  return db
    .deleteFrom(table)
    .where((eb) =>
      eb.or([eb('expires_at', '<', daysAgo(days)), eb(sql.ref<Date | null>(endedColumn), '<', daysAgo(days))]),
    )
    .executeTakeFirst();
}

/**
 * Deletes sent and failed mail, ended sessions, spent codes, old login counters, API calls, Idempotency-Keys past
 * their time, browsers unused for half a year, old webhook deliveries and the PDFs of old bulk zips; answers what went.
 */
export async function purgeExpired(db: Db) {
  const bulkReports = await purgeBulkReports(db);
  const deleted = await Promise.all([
    db
      .deleteFrom('mail_outbox')
      .where('status', 'in', ['sent', 'failed'])
      .where(sql<Date>`coalesce(sent_at, created_at)`, '<', daysAgo(retention.sentMailDays))
      .executeTakeFirst(),
    deleteEnded(db, ['sessions', 'revoked_at'], retention.expiredSessionDays),
    deleteEnded(db, ['account_codes', 'used_at'], retention.spentCodeDays),
    db.deleteFrom('login_throttle').where('window_started_at', '<', daysAgo(retention.throttleDays)).executeTakeFirst(),
    db.deleteFrom('api_calls').where('called_at', '<', daysAgo(retention.apiCallDays)).executeTakeFirst(),
    db
      .deleteFrom('api_idempotency')
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${retention.idempotencyKeyHours})`)
      // A key a request still holds stays until its lease ends, so its answer can still be kept.
      .where((eb) => eb.or([eb('answer', 'is not', null), eb('locked_until', '<', sql<Date>`now()`)]))
      .executeTakeFirst(),
    db.deleteFrom('login_devices').where('last_used_at', '<', daysAgo(retention.unusedDeviceDays)).executeTakeFirst(),
    db
      .deleteFrom('webhook_deliveries')
      .where('state', 'in', ['delivered', 'failed'])
      .where('created_at', '<', daysAgo(retention.webhookDeliveryDays))
      .executeTakeFirst(),
  ]);
  const [mail, sessions, codes, throttles, apiCalls, idempotencyKeys, devices, webhookDeliveries] = deleted.map(
    (result) => Number(result.numDeletedRows),
  );
  return { mail, sessions, codes, throttles, apiCalls, idempotencyKeys, devices, webhookDeliveries, bulkReports };
}

/**
 * A bulk zip's PDFs, a week after they were ready: the batch is first set back to no zip (so nothing sends a zip
 * missing its PDFs), then the PDFs of every batch without one go, also any left by a purge that stopped half-way.
 */
async function purgeBulkReports(db: Db) {
  await db
    .updateTable('bulk_batches')
    .set({ reports: 'none', reports_ready_at: null })
    .where('reports', '=', 'ready')
    .where('reports_ready_at', '<', daysAgo(retention.bulkReportDays))
    .execute();
  const deleted = await db
    .deleteFrom('bulk_report_pdfs')
    .where('batch_id', 'in', (eb) => eb.selectFrom('bulk_batches').select('id').where('reports', '=', 'none'))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
