import { watchEndpoints } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as watches from './service.ts';

/** The watchlist: watch the vehicle of one's own paid report, list the watched vehicles, stop watching. */
export function watchRoutes(app: ZodApp, deps: AppDeps) {
  route(app, watchEndpoints.watch, {
    config: { access: 'user' },
    handler: async (request) => watches.watch(deps.db, currentUser(request), request.query.unikey),
  });

  route(app, watchEndpoints.stop, {
    config: { access: 'user' },
    handler: async (request) => watches.stop(deps.db, currentUser(request), request.query.id),
  });

  route(app, watchEndpoints.list, {
    config: { access: 'user' },
    handler: async (request) => watches.list(deps.db, currentUser(request)),
  });

  route(app, watchEndpoints.status, {
    config: { access: 'user' },
    handler: async (request) => watches.status(deps.db, currentUser(request), request.query.unikey),
  });
}
