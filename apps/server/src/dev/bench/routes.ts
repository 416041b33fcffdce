import { benchEndpoints } from '@portal/contract';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { samplePlates, vehicleCount } from './queries.ts';

/**
 * Routes for `npm run bench` only (BENCH_ROUTES=true): how many vehicles the database holds and a
 * sample of plates to search for.
 * They open data without a login, so production never registers them.
 */
export function benchRoutes(app: ZodApp, deps: AppDeps) {
  route(app, benchEndpoints.plates, {
    config: { access: 'public' },
    handler: async (request) => samplePlates(deps.db, request.query.n),
  });

  route(app, benchEndpoints.stats, {
    config: { access: 'public' },
    handler: async () => ({ vehicles: await vehicleCount(deps.db) }),
  });
}
