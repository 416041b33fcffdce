import { refundEndpoints } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as refunds from './service.ts';

/** Refunds due (administrators): money received for a check already sold, paid back by hand and recorded here. */
export function refundRoutes(app: ZodApp, deps: AppDeps) {
  route(app, refundEndpoints.list, {
    config: { access: 'admin' },
    handler: async (request) =>
      refunds.list(deps.db, request.query.status, request.query.page, request.query.rows, request.language),
  });

  route(app, refundEndpoints.markRefunded, {
    config: { access: 'admin' },
    handler: async (request) =>
      refunds.markRefunded(deps, currentUser(request), request.query.id, request.body.Reference, request.language),
  });
}
