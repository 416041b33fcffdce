import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type AuthUser, type CallerColumns, callerOfRow, liveSession } from './access.ts';

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

/** The viewer's columns as a page's query selects them from `pageViewer(…).as('viewer')`: who asks as `caller_`. */
export const viewerColumns = [
  'viewer.id as caller_id',
  'viewer.role as caller_role',
  'viewer.email as caller_email',
  'viewer.username as caller_username',
  'viewer.language as caller_language',
  'viewer.sessionId as caller_session_id',
  'viewer.credit as viewer_credit',
  'viewer.company_id as viewer_company_id',
  'viewer.account_type as viewer_account_type',
  'viewer.company_name as viewer_company_name',
  'viewer.company_no as viewer_company_no',
] as const;

interface ViewerRow extends CallerColumns {
  viewer_credit: number | null;
  viewer_company_id: number | null;
  viewer_account_type: string | null;
  viewer_company_name: string | null;
  viewer_company_no: string | null;
}

/** Who asks for the page (null: nobody logged in), and all the page shows of them, in a fixed order. */
export function viewerOf(row: ViewerRow): { caller: AuthUser | null; shown: unknown[] } {
  const shown = [
    row.caller_id,
    row.caller_role,
    row.caller_email,
    row.caller_username,
    row.caller_language,
    row.viewer_credit,
    row.viewer_company_id,
    row.viewer_account_type,
    row.viewer_company_name,
    row.viewer_company_no,
  ];
  return { caller: callerOfRow(row), shown };
}
