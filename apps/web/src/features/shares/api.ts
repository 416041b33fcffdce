import { shareEndpoints } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';

/**
 * The owner's share links of a report (a guest-bought report's, for whoever holds its key); anyone else is answered
 * 404 (the panel then shows nothing).
 */
export const sharesQuery = (unikey: string) => ({
  ...endpointQuery(shareEndpoints.list, { query: { unikey } }, { handlesErrors: true }),
  retry: false,
  ...answeredAtLoad,
});

/** After making or revoking a link of this report. */
export const refreshShares = (queryClient: QueryClient, unikey: string) =>
  queryClient.invalidateQueries({ queryKey: endpointKey(shareEndpoints.list, { query: { unikey } }) });

export const createShare = (unikey: string) => call(shareEndpoints.create, { body: { Unikey: unikey } });

/** `unikey` lets the holder of a guest-bought report's key revoke its link; a logged-in owner's is theirs anyway. */
export const revokeShare = (id: number, unikey: string) => call(shareEndpoints.revoke, { query: { id, unikey } });

/** The frozen report behind a live share link; the page shows its own errors. */
export const sharedReportQuery = (token: string) => ({
  ...endpointQuery(shareEndpoints.report, { params: { token } }, { handlesErrors: true, allowAnonymous: true }),
  retry: false,
  ...answeredAtLoad,
});
