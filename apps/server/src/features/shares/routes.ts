import { shareEndpoints } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as shares from './service.ts';

/** Read-only share links of paid reports: their owner makes, lists and revokes them; anyone with a live link reads. */
export function shareRoutes(app: ZodApp, deps: AppDeps) {
  route(app, shareEndpoints.create, {
    config: { access: 'user' },
    handler: async (request) =>
      shares.createShare(deps.db, currentUser(request), deps.config.publicUrl, request.body.Unikey, request.body.Days),
  });

  route(app, shareEndpoints.list, {
    config: { access: 'user' },
    handler: async (request) => shares.listShares(deps.db, currentUser(request), request.query.unikey),
  });

  route(app, shareEndpoints.revoke, {
    config: { access: 'user' },
    handler: async (request) => shares.revokeShare(deps.db, currentUser(request), request.query.id),
  });

  route(app, shareEndpoints.report, {
    config: { access: 'public', rateLimit: rateLimits.verify },
    handler: async (request) => shares.sharedReport(deps.db, request.params.token),
  });
}
