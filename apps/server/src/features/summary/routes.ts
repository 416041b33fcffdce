import { summaryEndpoints } from '@portal/contract';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as summaries from './service.ts';

/** The administrator's dashboard: company users' checks and money over a range of days. */
export function summaryRoutes(app: ZodApp, deps: AppDeps) {
  const config = { access: 'admin' as const };

  route(app, summaryEndpoints.users, {
    config,
    handler: async (request) => summaries.summary(deps.db, request.query),
  });

  route(app, summaryEndpoints.totals, {
    config,
    handler: async (request) => summaries.transactionSummary(deps.db, request.query),
  });
}
