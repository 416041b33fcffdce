import { summaryPage, summaryQuery, summaryRangeQuery, transactionSummary } from '@portal/contract';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as summaries from './service.ts';

/** The administrator's dashboard: company users' checks and money over a range of days. */
export function summaryRoutes(app: ZodApp, deps: AppDeps) {
  const config = { access: 'admin' as const };
  const tags = ['dashboard'];

  app.get('/api/Summary', {
    config,
    schema: {
      tags,
      description: 'Company users (test accounts left out) and the checks they paid for in the range, 10 a page.',
      querystring: summaryQuery,
      response: { 200: summaryPage },
    },
    handler: async (request) => summaries.summary(deps.db, request.query),
  });

  app.get('/api/Summary/TransactionSummary', {
    config,
    schema: {
      tags,
      description:
        'Credits used and top-ups per company, and every payer’s checks and revenue per Malaysian day of the range.',
      querystring: summaryRangeQuery,
      response: { 200: transactionSummary },
    },
    handler: async (request) => summaries.transactionSummary(deps.db, request.query),
  });
}
