import {
  apiKeyIdQuery,
  apiKeyList,
  apiKeyRow,
  createApiKeyRequest,
  createdApiKey,
  type V1CheckAnswer,
  v1Balance,
  v1CheckAnswer,
  v1CheckRequest,
  v1ReferenceParams,
} from '@portal/contract';
import { z } from 'zod';
import { currentUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/secrets.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { paidReportPdf, pdfFileName } from '../checks/service.ts';
import { logApiCalls } from './call-log.ts';
import { onceOnly } from './idempotency.ts';
import * as apiKeys from './service.ts';

const checkExample = {
  reference: 'CHK-2026-000123',
  test: false,
  registrationNo: 'BMK 8821',
  chassisNo: 'PM2L252S002107437',
  make: 'PERODUA',
  model: 'VIVA',
  year: 2012,
  paidAt: '2026-11-23T02:00:00.000Z',
  reportUrl: 'https://portal.example/check/check/3Xb…',
  pdfUrl: 'https://portal.example/api/v1/checks/CHK-2026-000123/pdf',
  chargedCredit: 1,
  chargedSen: null,
  alreadyOwned: false,
};

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Any 1 to 255 visible characters: the same key and body within 24 hours answer the first answer again, charged ' +
        'once; while the first request runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After (send it again then)',
    ),
});

/** The "API access" page's calls (session) and the versioned `/api/v1` (API key). */
export function apiKeyRoutes(app: ZodApp, deps: AppDeps) {
  const links = { publicUrl: deps.config.publicUrl };
  logApiCalls(app, deps.db);

  app.get('/api/ApiKeys', {
    config: { access: 'user' },
    schema: {
      tags: ['api keys'],
      description: "The user's API keys (company users and administrators).",
      response: { 200: apiKeyList },
    },
    handler: async (request) => apiKeys.listKeys(deps.db, currentUser(request)),
  });

  app.post('/api/ApiKeys', {
    config: { access: 'user' },
    schema: {
      tags: ['api keys'],
      description:
        'Creates a key; its secret is in this answer only (stored hashed). An account holds at most 10 live keys: ' +
        'one more is refused with API_KEYS_TOO_MANY (409) and nothing is created.',
      body: createApiKeyRequest,
      response: { 200: createdApiKey },
    },
    handler: async (request) =>
      apiKeys.createKey(deps.db, currentUser(request), { Name: request.body.Name, Test: request.body.Test ?? false }),
  });

  app.post('/api/ApiKeys/Revoke', {
    config: { access: 'user' },
    schema: { tags: ['api keys'], querystring: apiKeyIdQuery, response: { 200: apiKeyRow } },
    handler: async (request) => apiKeys.revokeKey(deps.db, currentUser(request), request.query.id),
  });

  app.post('/api/v1/checks', {
    config: { access: 'apikey' },
    schema: {
      tags: ['v1'],
      description:
        'Buys a check of one vehicle (exactly one of registrationNo / chassisNo), charged as a web check: 201. ' +
        'A vehicle whose paid report the account or its company already holds: 200 with that report and ' +
        'alreadyOwned true, nothing charged (fresh: true buys a new one). Not found: 404, free. Too little ' +
        'credit: 402. Test keys: demo vehicles only, never charged.',
      headers: idempotencyHeader,
      body: v1CheckRequest.meta({ examples: [{ registrationNo: 'BMK 8821' }, { chassisNo: 'PM2L252S002107437' }] }),
      response: { 200: v1CheckAnswer, 201: v1CheckAnswer.meta({ examples: [checkExample] }) },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const key = request.apiKey;
      if (!key) throw httpError('UNAUTHORISED');
      const { registrationNo, chassisNo, fresh } = request.body;
      const requestHash = sha256(JSON.stringify([registrationNo, chassisNo, fresh]));
      const idempotencyKey = request.headers['idempotency-key'];
      const outcome = await onceOnly<V1CheckAnswer>(deps.db, key.id, idempotencyKey, requestHash, async (claim) => {
        const body = await apiKeys.runCheck(
          deps.db,
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

  app.get('/api/v1/checks/:ref', {
    config: { access: 'apikey' },
    schema: {
      tags: ['v1'],
      params: v1ReferenceParams,
      response: { 200: v1CheckAnswer.meta({ examples: [checkExample] }) },
    },
    handler: async (request) => apiKeys.checkByReference(deps.db, currentUser(request), request.params.ref, links),
  });

  app.get('/api/v1/checks/:ref/pdf', {
    config: { access: 'apikey' },
    schema: { tags: ['v1'], params: v1ReferenceParams, produces: ['application/pdf'] },
    handler: async (request, reply) => {
      const paid = await apiKeys.reportByReference(deps.db, currentUser(request), request.params.ref);
      const pdf = await paidReportPdf(paid, request.language, deps.config.publicUrl);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(paid.report)}"`)
        .send(pdf);
    },
  });

  app.get('/api/v1/balance', {
    config: { access: 'apikey' },
    schema: {
      tags: ['v1'],
      response: {
        200: v1Balance.meta({ examples: [{ credit: 20, postpaid: false, postpaidRateSen: null, creditPerCheck: 1 }] }),
      },
    },
    handler: async (request) => apiKeys.balance(deps.db, currentUser(request)),
  });
}
