import { type Insertable, type Kysely, sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { AuditLog, DB } from '../db/schema.ts';
import { retention } from './retention.ts';

/** The live session of a token hash and its user, as an AuthUser: the hook's lookup, and a part of GetItem's query. */
export const liveSession = (db: Kysely<DB>, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.role', 'users.email', 'users.username', 'users.language', 'sessions.id as sessionId'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where('users.active', '=', true);

/** The user of a live session, by its token's hash: every logged-in call reads it, so compiled once. */
export const sessionUser = compiledOnce('session_user', ['\u0000token-hash'], liveSession);

/** The owner of a live API key, its last use stamped in the same statement; a revoked key finds nobody. */
export const apiKeyUser = compiledOnce('api_key_user', ['\u0000secret-hash'], (db, secretHash: string) =>
  db
    .updateTable('api_keys')
    .from('users')
    .set({ last_used_at: sql<Date>`now()` })
    .whereRef('users.id', '=', 'api_keys.user_id')
    .where('api_keys.secret_hash', '=', secretHash)
    .where('api_keys.revoked_at', 'is', null)
    .where('users.active', '=', true)
    .returning([
      'users.id',
      'users.role',
      'users.email',
      'users.username',
      'users.language',
      'api_keys.id as keyId',
      'api_keys.is_test as isTest',
    ]),
);

/**
 * The live session of a token hash and its account as a page's header shows it (name, company, credit, role, type and
 * language): one page's viewer, read in the same query as what the page shows (a kept page's key, web-app.ts).
 */
export const pageViewer = (db: Kysely<DB>, tokenHash: string) =>
  liveSession(db, tokenHash)
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.credit',
      'users.company_id',
      'users.account_type',
      'companies.name as company_name',
      'companies.company_no',
    ]);

/** A query's one row whatever else it finds: a page's query starts from it and left-joins its viewer and its subject. */
export const onePageRow = sql<{ page: number }>`(select 1 as page)`.as('page');

export const insertAuditEntry = (db: Kysely<DB>, entry: Insertable<AuditLog>) =>
  db.insertInto('audit_log').values(entry).execute();

const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

/** Sessions and codes that expired, or were ended early (revoked, used), more than `days` ago. */
function deleteEnded(
  db: Kysely<DB>,
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
export async function purgeExpired(db: Kysely<DB>) {
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
async function purgeBulkReports(db: Kysely<DB>) {
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
