import { apiKeyEndpoints, type V1CheckAnswer, v1Endpoints } from '@portal/contract';
import { paidReportPdf, pdfFileName } from '../../domain/report/paid-report.ts';
import { currentUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { route, sendDownload } from '../../platform/route.ts';
import { sha256 } from '../../platform/secrets.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { logApiCalls } from './call-log.ts';
import { onceOnly } from './idempotency.ts';
import * as apiKeys from './service.ts';

/** The "API access" page's calls (session) and the versioned API (API key). */
export function apiKeyRoutes(app: ZodApp, deps: AppDeps) {
  const links = { publicUrl: deps.config.publicUrl };
  logApiCalls(app, deps.db);

  route(app, apiKeyEndpoints.list, {
    config: { access: 'user' },
    handler: async (request) => apiKeys.listKeys(deps.db, currentUser(request)),
  });

  route(app, apiKeyEndpoints.create, {
    config: { access: 'user', rateLimit: rateLimits.auditedChange },
    handler: async (request) =>
      apiKeys.createKey(deps.db, currentUser(request), { Name: request.body.Name, Test: request.body.Test ?? false }),
  });

  route(app, apiKeyEndpoints.revoke, {
    config: { access: 'user', rateLimit: rateLimits.auditedChange },
    handler: async (request) => apiKeys.revokeKey(deps.db, currentUser(request), request.query.id),
  });

  route(app, v1Endpoints.check, {
    config: { access: 'apikey' },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const key = request.apiKey;
      if (!key) throw httpError('UNAUTHORISED');
      const { registrationNo, chassisNo, fresh } = request.body;
      const requestHash = sha256(JSON.stringify([registrationNo, chassisNo, fresh]));
      const idempotencyKey = request.headers['idempotency-key'];
      const outcome = await onceOnly<V1CheckAnswer>(deps.db, key.id, idempotencyKey, requestHash, async (claim) => {
        const body = await apiKeys.runCheck(
          deps,
          user,
          key,
          { registrationNo, chassisNo, fresh },
          request.language,
          links,
          claim && ((trx, answer) => claim.keep(trx, { status: 201, body: answer })),
        );
        return { status: body.alreadyOwned ? 200 : 201, body };
      });
      if ('retryAfter' in outcome) {
        reply.header('retry-after', String(outcome.retryAfter));
        throw httpError('IDEMPOTENCY_KEY_IN_PROGRESS');
      }
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(outcome.body.alreadyOwned ? 200 : 201).send(outcome.body);
    },
  });

  route(app, v1Endpoints.checkByReference, {
    config: { access: 'apikey' },
    handler: async (request) => apiKeys.checkByReference(deps.db, currentUser(request), request.params.ref, links),
  });

  route(app, v1Endpoints.pdf, {
    config: { access: 'apikey' },
    handler: async (request, reply) => {
      const paid = await apiKeys.reportByReference(deps.db, currentUser(request), request.params.ref);
      const pdf = await paidReportPdf(paid, request.language, deps.config.publicUrl);
      return sendDownload(reply, { type: 'application/pdf', fileName: pdfFileName(paid.report) }, pdf);
    },
  });

  route(app, v1Endpoints.balance, {
    config: { access: 'apikey' },
    handler: async (request) => apiKeys.balance(deps.db, currentUser(request)),
  });
}
