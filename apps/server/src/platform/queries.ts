import { type Insertable, type Kysely, sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once.ts';
import type { AuditLog, DB } from '../db/schema.ts';

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
