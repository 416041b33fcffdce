import {
  type CheckResult,
  chargeInfoAnswer,
  chargeInfoQuery,
  checkListRow,
  checkResult,
  pagedAnswer,
  pageQuery,
  searchAnswer,
  searchRequest,
  unikeyQuery,
  updateItemAnswer,
  updateItemQuery,
} from '@portal/contract';
import { currentUser, settleCaller } from '../../platform/access.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import type { Gateway } from '../payments/gateways/index.ts';
import { withdrawOpenSearchBill } from '../payments/service.ts';
import * as checks from './service.ts';

export function checkRoutes(app: ZodApp, deps: AppDeps, gateways: Gateway) {
  app.get('/api/Check', {
    config: { access: 'user' },
    schema: { tags: ['checks'], querystring: pageQuery, response: { 200: pagedAnswer(checkListRow) } },
    handler: async (request) =>
      checks.history(deps.db, currentUser(request), request.query.page, request.query.rows, request.language),
  });

  app.get('/api/Check/SearchItem', {
    config: { access: 'public', rateLimit: rateLimits.search },
    schema: { tags: ['checks'], querystring: searchRequest, response: { 200: searchAnswer } },
    handler: async (request) => checks.search(deps.db, request.user, request.query, request.language),
  });

  app.get('/api/Check/GetChargeInfo', {
    config: { access: 'public' },
    schema: { tags: ['checks'], querystring: chargeInfoQuery, response: { 200: chargeInfoAnswer } },
    handler: async (request) => checks.chargeInfo(deps.db, request.user, request.query.id),
  });

  app.get('/api/Check/GetItem', {
    // The session is read in the same query as the check.
    config: { access: 'public', ownSession: true },
    schema: { tags: ['checks'], querystring: unikeyQuery, response: { 200: checkResult } },
    handler: async (request, reply) => {
      const { caller, answer } = await checks.checkResult(deps.db, request.sessionTokenHash, request.query.unikey);
      settleCaller(request, caller);
      if (typeof answer !== 'string') return answer;
      // A JSON string with a JSON content type goes out as it is: Fastify does not serialise it again.
      return reply.type('application/json').send(answer as unknown as CheckResult);
    },
  });

  app.post('/api/Check/UpdateItem', {
    config: { access: 'user' },
    schema: { tags: ['checks'], querystring: updateItemQuery, response: { 200: updateItemAnswer } },
    handler: async (request) => {
      const user = currentUser(request);
      const { id, paymentType } = request.query;
      await checks.ensureAffordable(deps.db, user, paymentType);
      // One charge per check: an open pay-per-search bill is withdrawn at the gateway before credit is taken.
      await withdrawOpenSearchBill(deps, gateways, id);
      return checks.payCheck(deps.db, user, id, paymentType);
    },
  });

  app.get('/api/Check/DownloadPdf', {
    config: { access: 'admin' },
    schema: { tags: ['checks'], querystring: unikeyQuery },
    handler: async (request, reply) => {
      const paid = await checks.paidReport(deps.db, request.query.unikey);
      const pdf = await checks.paidReportPdf(paid, request.language, deps.config.publicUrl);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${checks.pdfFileName(paid.report)}"`)
        .send(pdf);
    },
  });
}
