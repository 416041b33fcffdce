import { checkResult } from './checks.ts';
import { byId, byUnikey } from './common.ts';
import { endpointGroup } from './endpoint.ts';
import { z } from './zod.ts';

/** How long a share link lasts unless its owner says otherwise, and the longest it may last. */
export const SHARE_DEFAULT_DAYS = 7;
export const SHARE_MAX_DAYS = 30;

export const shareCreateRequest = z.object({
  Unikey: z.string().min(1).max(100),
  Days: z.number().int().min(1).max(SHARE_MAX_DAYS).default(SHARE_DEFAULT_DAYS),
});

/** A new share link: its address is shown this once (only its hash is kept). */
export const shareCreated = z.object({ Id: z.number().int(), Url: z.string(), ExpiresAt: z.string() });

export const shareRow = z.object({
  Id: z.number().int(),
  CreatedAt: z.string(),
  ExpiresAt: z.string(),
  RevokedAt: z.string().nullable(),
  Active: z.boolean(),
});
export type ShareRow = z.infer<typeof shareRow>;
export const shareList = z.array(shareRow);

/** Which link to revoke; a guest-bought report's link is revoked by the holder of its key, which it names. */
export const shareRevokeQuery = byId.extend({ unikey: byUnikey.shape.unikey.optional() });
export const shareTokenParams = z.object({ token: z.string().max(100) });
export const shareRevoked = z.object({ Id: z.number() });

/** What a share link shows: the frozen report, read only, and until when the link works. */
export const sharedReport = checkResult
  .pick({ BasicInfo: true, ClaimLists: true, ABIInfo: true, Notices: true, Story: true, VerifyToken: true })
  .extend({ ExpiresAt: z.string() });
export type SharedReport = z.infer<typeof sharedReport>;

/** The public page of a share link. */
export const sharePagePath = (token: string) => `/share/${encodeURIComponent(token)}`;

const { get, post } = endpointGroup('shares');

/**
 * Read-only share links of paid reports: their owner (for a guest-bought report, whoever holds its key) makes, lists
 * and revokes them; anyone with a live link reads.
 */
export const shareEndpoints = {
  create: post('/api/Share', { body: shareCreateRequest, answer: shareCreated }),
  list: get('/api/Share', { query: byUnikey, answer: shareList }),
  revoke: post('/api/Share/Revoke', { query: shareRevokeQuery, answer: shareRevoked }),
  report: get('/api/Share/Report/:token', { params: shareTokenParams, answer: sharedReport }),
};
