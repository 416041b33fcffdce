import { type SharedReport, type ShareRow, sharePagePath } from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { deviceHoldsCheck } from '../../domain/report/queries.ts';
import type { Report } from '../../domain/report/report.ts';
import type { AuthUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import { viewerOf } from '../../platform/page-viewer.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import type { PageView } from '../../platform/web-app.ts';
import * as checks from '../checks/public.ts';
import * as q from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who asks: the logged-in user, and the browser's report-device hash (a guest's proof of purchase). */
export interface ShareCaller {
  user: AuthUser | null;
  deviceHash: string | null;
}

/**
 * The paid check its caller owns: the user who bought it, or for a check a guest bought, a browser that may open it
 * (it paid there, or opened it from the mailed link). Anyone else, even a colleague, is told it is not there.
 */
async function ownPaidCheck(db: Db, caller: ShareCaller, unikey: string) {
  const check = await checks.findCheck(db, unikey);
  const owner =
    check !== undefined &&
    (check.user_id === null
      ? caller.deviceHash !== null && (await deviceHoldsCheck(db, check.id, caller.deviceHash))
      : check.user_id === caller.user?.id);
  if (!check || !owner) throw httpError('CHECK_NOT_FOUND');
  if (check.status !== 'paid') throw httpError('CHECK_NOT_PAID');
  return check;
}

/** A read-only link to a paid report, valid for `days`; the token is answered this once and kept only hashed. */
export async function createShare(db: Db, caller: ShareCaller, publicUrl: string, unikey: string, days: number) {
  const check = await ownPaidCheck(db, caller, unikey);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  const row = await q.insertShare(db, {
    checkId: check.id,
    createdBy: check.user_id,
    tokenHash: sha256(token),
    expiresAt,
  });
  return { Id: row.id, Url: `${publicUrl}${sharePagePath(token)}`, ExpiresAt: expiresAt.toISOString() };
}

/** The share links of one of the user's reports, newest first. */
export async function listShares(db: Db, caller: ShareCaller, unikey: string): Promise<ShareRow[]> {
  const check = await ownPaidCheck(db, caller, unikey);
  const rows = await q.sharesOfCheck(db, check.id);
  return rows.map((row) => ({
    Id: row.id,
    CreatedAt: row.created_at.toISOString(),
    ExpiresAt: row.expires_at.toISOString(),
    RevokedAt: row.revoked_at?.toISOString() ?? null,
    Active: row.revoked_at === null && row.unexpired,
  }));
}

/**
 * Revokes one of the caller's share links at once (`unikey`: of a guest-bought report, which this browser may open);
 * again changes nothing.
 */
export async function revokeShare(db: Db, caller: ShareCaller, id: number, unikey: string | undefined) {
  const guestReport =
    unikey !== undefined && caller.deviceHash !== null ? { unikey, deviceHash: caller.deviceHash } : null;
  const share = await q.ownShare(db, id, { userId: caller.user?.id ?? null, guestReport });
  if (!share) throw httpError('SHARE_NOT_FOUND');
  await q.revokeShare(db, id);
  return { Id: id };
}

/** The frozen report behind a live share link (not revoked, not expired); otherwise SHARE_NOT_FOUND. */
export async function sharedReport(db: Db, token: string): Promise<SharedReport> {
  const row = await q.liveSharedCheck(db, sha256(token));
  if (!row?.report_json) throw httpError('SHARE_NOT_FOUND');
  const report = JSON.parse(row.report_json) as Report;
  return { ...report, VerifyToken: row.verify_token, ExpiresAt: row.expires_at.toISOString() };
}

/**
 * What a share link's page is drawn from for this viewer, read in one query before anything is drawn
 * (platform/web-app.ts finds a kept page by it): the viewer (the header), and for a live link, the link and its
 * report's version. A link that is revoked, expired or unknown has no page to keep: it is drawn, and refused.
 */
export async function sharedPageView(db: Db, tokenHash: string | null, token: string): Promise<PageView> {
  const row = await q.sharedPageView(db, sha256(token), tokenHash ?? '');
  if (!row) return { caller: null, shows: undefined };
  const { caller, shown } = viewerOf(row);
  return { caller, shows: row.share_id === null ? undefined : [...shown, row.share_id, row.page_version] };
}
