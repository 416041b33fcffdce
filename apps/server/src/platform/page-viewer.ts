import { type AuthUser, type CallerColumns, callerOfRow } from './access.ts';

// A page's query (a feature's queries.ts) builds on these beside the viewer's columns below.
export { onePageRow, pageViewer } from './queries.ts';

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
