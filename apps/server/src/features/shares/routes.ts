import {
  shareCreated,
  shareCreateRequest,
  sharedReport,
  shareList,
  shareListQuery,
  shareRevokeQuery,
  shareTokenParams,
} from '@portal/contract';
import { z } from 'zod';
import { currentUser } from '../../platform/access.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as shares from './service.ts';

/** Read-only share links of paid reports: their owner makes, lists and revokes them; anyone with a live link reads. */
export function shareRoutes(app: ZodApp, deps: AppDeps) {
  app.post('/api/Share', {
    config: { access: 'user' },
    schema: { tags: ['shares'], body: shareCreateRequest, response: { 200: shareCreated } },
    handler: async (request) =>
      shares.createShare(deps.db, currentUser(request), deps.config.publicUrl, request.body.Unikey, request.body.Days),
  });

  app.get('/api/Share', {
    config: { access: 'user' },
    schema: { tags: ['shares'], querystring: shareListQuery, response: { 200: shareList } },
    handler: async (request) => shares.listShares(deps.db, currentUser(request), request.query.unikey),
  });

  app.post('/api/Share/Revoke', {
    config: { access: 'user' },
    schema: { tags: ['shares'], querystring: shareRevokeQuery, response: { 200: z.object({ Id: z.number() }) } },
    handler: async (request) => shares.revokeShare(deps.db, currentUser(request), request.query.id),
  });

  app.get('/api/Share/Report/:token', {
    config: { access: 'public', rateLimit: rateLimits.verify },
    schema: { tags: ['shares'], params: shareTokenParams, response: { 200: sharedReport } },
    handler: async (request) => shares.sharedReport(deps.db, request.params.token),
  });
}
