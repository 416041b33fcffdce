import { shareEndpoints } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { rateLimits } from '../../platform/rate-limit.ts';
import { reportDeviceHash } from '../../platform/report-device.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import type { KeptPageRoute } from '../../platform/web-app.ts';
import * as shares from './service.ts';

const callerOf = (request: FastifyRequest): shares.ShareCaller => ({
  user: request.user,
  deviceHash: reportDeviceHash(request),
});

/**
 * Read-only share links of paid reports: their owner makes, lists and revokes them (a guest owner without logging in,
 * on the browser that may open the report, so these are public routes and the service decides); anyone with a live link reads.
 */
export function shareRoutes(app: ZodApp, deps: AppDeps) {
  route(app, shareEndpoints.create, {
    config: { access: 'public', rateLimit: rateLimits.shareLinks },
    handler: async (request) =>
      shares.createShare(deps.db, callerOf(request), deps.config.publicUrl, request.body.Unikey, request.body.Days),
  });

  route(app, shareEndpoints.list, {
    config: { access: 'public' },
    handler: async (request) => shares.listShares(deps.db, callerOf(request), request.query.unikey),
  });

  route(app, shareEndpoints.revoke, {
    config: { access: 'public' },
    handler: async (request) => shares.revokeShare(deps.db, callerOf(request), request.query.id, request.query.unikey),
  });

  route(app, shareEndpoints.report, {
    config: { access: 'public', rateLimit: rateLimits.verify },
    handler: async (request) => shares.sharedReport(deps.db, request.params.token),
  });
}

/** A share link's page, kept as drawn for each viewer and found again by one query (platform/web-app.ts). */
export function sharedReportPage(deps: AppDeps): KeptPageRoute {
  return {
    path: '/share/:token',
    viewOf: (request, tokenHash) => {
      const { token } = request.params as { token: string };
      return shares.sharedPageView(deps.db, tokenHash, token);
    },
  };
}
