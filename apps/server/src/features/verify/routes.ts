import { reportVerification, reportVerificationParams, reportVerificationQuery } from '@portal/contract';
import { rateLimits } from '../../platform/rate-limit.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { qrSvg } from './qr.ts';
import { qrAddress, verification } from './service.ts';

/**
 * The public verification of a paid report, for anyone holding a printout: by its reference alone only that it was
 * sold and when; with the QR code's token or the printed fingerprint the figures to compare. Rate limited per
 * address. The QR code the report carries points to the page with the token.
 */
export function verifyRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/Verify/:reference', {
    config: { access: 'public', rateLimit: rateLimits.verify },
    schema: {
      tags: ['verify'],
      params: reportVerificationParams,
      querystring: reportVerificationQuery,
      response: { 200: reportVerification },
    },
    handler: async (request) => verification(deps.db, request.params.reference, request.query),
  });

  app.get('/api/Verify/:reference/qr.svg', {
    config: { access: 'public', rateLimit: rateLimits.verify },
    schema: {
      tags: ['verify'],
      params: reportVerificationParams,
      querystring: reportVerificationQuery.pick({ t: true }),
    },
    handler: async (request, reply) => {
      const address = await qrAddress(deps.db, deps.config.publicUrl, request.params.reference, request.query.t);
      const svg = await qrSvg(address);
      // The address carries the token: kept by the browser that asked, never by a shared cache.
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=86400').send(svg);
    },
  });
}
