import { markRefundedBody, markRefundedQuery, pagedAnswer, refundQuery, refundRow } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as refunds from './service.ts';

/** Refunds due (administrators): money received for a check already sold, paid back by hand and recorded here. */
export function refundRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/Refund', {
    config: { access: 'admin' },
    schema: { tags: ['refunds'], querystring: refundQuery, response: { 200: pagedAnswer(refundRow) } },
    handler: async (request) =>
      refunds.list(deps.db, request.query.status, request.query.page, request.query.rows, request.language),
  });

  app.post('/api/Refund/MarkRefunded', {
    config: { access: 'admin' },
    schema: { tags: ['refunds'], querystring: markRefundedQuery, body: markRefundedBody, response: { 200: refundRow } },
    handler: async (request) =>
      refunds.markRefunded(deps.db, currentUser(request), request.query.id, request.body.Reference, request.language),
  });
}
