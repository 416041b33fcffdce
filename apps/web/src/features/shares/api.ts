import { shareCreated, sharedReport, shareList } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const shareKeys = {
  list: (unikey: string) => ['shares', unikey] as const,
  report: (token: string) => ['shares', 'report', token] as const,
};

/** The owner's share links of a report; anyone else is answered 404 (the panel then shows nothing). */
const fetchShares = (unikey: string) =>
  api('/api/Share', { query: { unikey }, parse: (body) => shareList.parse(body), handlesErrors: true });

export const sharesQuery = (unikey: string) =>
  queryOptions({ queryKey: shareKeys.list(unikey), queryFn: () => fetchShares(unikey), retry: false });

export const createShare = (unikey: string) =>
  api('/api/Share', { method: 'POST', body: { Unikey: unikey }, parse: (body) => shareCreated.parse(body) });

export const revokeShare = (id: number) => api('/api/Share/Revoke', { method: 'POST', query: { id } });

/** The frozen report behind a live share link; the page shows its own errors. */
export const fetchSharedReport = (token: string) =>
  api(`/api/Share/Report/${encodeURIComponent(token)}`, {
    parse: (body) => sharedReport.parse(body),
    handlesErrors: true,
    allowAnonymous: true,
  });
