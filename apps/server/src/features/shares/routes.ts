import { shareEndpoints } from '@portal/contract';
import { rateLimits } from '../../platform/rate-limit.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as shares from './service.ts';

/**
 * Read-only share links of paid reports: their owner makes, lists and revokes them (a guest owner without logging in,
 * by the report's key, so these are public routes and the service decides); anyone with a live link reads.
 */
export function shareRoutes(app: ZodApp, deps: AppDeps) {
  route(app, shareEndpoints.create, {
    config: { access: 'public', rateLimit: rateLimits.shareLinks },
    handler: async (request) =>
      shares.createShare(deps.db, request.user, deps.config.publicUrl, request.body.Unikey, request.body.Days),
  });

  route(app, shareEndpoints.list, {
    config: { access: 'public' },
    handler: async (request) => shares.listShares(deps.db, request.user, request.query.unikey),
  });

  route(app, shareEndpoints.revoke, {
    config: { access: 'public' },
    handler: async (request) => shares.revokeShare(deps.db, request.user, request.query.id, request.query.unikey),
  });

  route(app, shareEndpoints.report, {
    config: { access: 'public', rateLimit: rateLimits.verify },
    handler: async (request) => shares.sharedReport(deps.db, request.params.token),
  });
}
