import { shareEndpoints } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';

/** The owner's share links of a report; anyone else is answered 404 (the panel then shows nothing). */
export const sharesQuery = (unikey: string) => ({
  ...endpointQuery(shareEndpoints.list, { query: { unikey } }, { handlesErrors: true }),
  retry: false,
  ...answeredAtLoad,
});

/** After making or revoking a link of this report. */
export const refreshShares = (queryClient: QueryClient, unikey: string) =>
  queryClient.invalidateQueries({ queryKey: endpointKey(shareEndpoints.list, { query: { unikey } }) });

export const createShare = (unikey: string) => call(shareEndpoints.create, { body: { Unikey: unikey } });

export const revokeShare = (id: number) => call(shareEndpoints.revoke, { query: { id } });

/** The frozen report behind a live share link; the page shows its own errors. */
export const sharedReportQuery = (token: string) => ({
  ...endpointQuery(shareEndpoints.report, { params: { token } }, { handlesErrors: true, allowAnonymous: true }),
  retry: false,
  ...answeredAtLoad,
});
