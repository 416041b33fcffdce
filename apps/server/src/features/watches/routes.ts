import { watchCreateQuery, watchId, watchList, watchStatus, watchStatusQuery, watchStopQuery } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as watches from './service.ts';

/** The watchlist: watch the vehicle of one's own paid report, list the watched vehicles, stop watching. */
export function watchRoutes(app: ZodApp, deps: AppDeps) {
  app.post('/api/Watch', {
    config: { access: 'user' },
    schema: { tags: ['watches'], querystring: watchCreateQuery, response: { 200: watchId } },
    handler: async (request) => watches.watch(deps.db, currentUser(request), request.query.unikey),
  });

  app.post('/api/Watch/Stop', {
    config: { access: 'user' },
    schema: { tags: ['watches'], querystring: watchStopQuery, response: { 200: watchId } },
    handler: async (request) => watches.stop(deps.db, currentUser(request), request.query.id),
  });

  app.get('/api/Watch', {
    config: { access: 'user' },
    schema: { tags: ['watches'], response: { 200: watchList } },
    handler: async (request) => watches.list(deps.db, currentUser(request)),
  });

  app.get('/api/Watch/Status', {
    config: { access: 'user' },
    schema: { tags: ['watches'], querystring: watchStatusQuery, response: { 200: watchStatus } },
    handler: async (request) => watches.status(deps.db, currentUser(request), request.query.unikey),
  });
}
