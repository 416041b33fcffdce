import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { AuthUser } from './access.ts';
import { liveSession } from './access.ts';

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

/** The viewer's columns, `viewer_`-named, as a page's query selects them from `pageViewer(…).as('viewer')`. */
export const viewerColumns = [
  'viewer.id as viewer_id',
  'viewer.role as viewer_role',
  'viewer.email as viewer_email',
  'viewer.username as viewer_username',
  'viewer.language as viewer_language',
  'viewer.sessionId as viewer_session_id',
  'viewer.credit as viewer_credit',
  'viewer.company_id as viewer_company_id',
  'viewer.account_type as viewer_account_type',
  'viewer.company_name as viewer_company_name',
  'viewer.company_no as viewer_company_no',
] as const;

interface ViewerRow {
  viewer_id: number | null;
  viewer_role: number | null;
  viewer_email: string | null;
  viewer_username: string | null;
  viewer_language: AuthUser['language'];
  viewer_session_id: number | null;
  viewer_credit: number | null;
  viewer_company_id: number | null;
  viewer_account_type: string | null;
  viewer_company_name: string | null;
  viewer_company_no: string | null;
}

/** Who asks for the page (null: nobody logged in), and all the page shows of them, in a fixed order. */
export function viewerOf(row: ViewerRow): { caller: AuthUser | null; shown: unknown[] } {
  const shown = [
    row.viewer_id,
    row.viewer_role,
    row.viewer_email,
    row.viewer_username,
    row.viewer_language,
    row.viewer_credit,
    row.viewer_company_id,
    row.viewer_account_type,
    row.viewer_company_name,
    row.viewer_company_no,
  ];
  if (row.viewer_id === null || row.viewer_session_id === null) return { caller: null, shown };
  // The viewer's columns come from one joined row: all set or all null; the fallbacks only satisfy the types.
  const caller = {
    id: row.viewer_id,
    role: row.viewer_role ?? 0,
    email: row.viewer_email ?? '',
    username: row.viewer_username ?? '',
    language: row.viewer_language,
    sessionId: row.viewer_session_id,
  };
  return { caller, shown };
}
