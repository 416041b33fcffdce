import { reportVerification, reportVerificationParams } from '@portal/contract';
import { rateLimits } from '../../platform/rate-limit.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { qrSvg } from './qr.ts';
import { verification, verifyUrl } from './service.ts';

/**
 * The public verification of a paid report by its reference, for anyone holding a printout: only the figures to
 * compare and the fingerprint, rate limited per address. The QR code the report carries points to the page.
 */
export function verifyRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/Verify/:reference', {
    config: { access: 'public', rateLimit: rateLimits.verify },
    schema: { tags: ['verify'], params: reportVerificationParams, response: { 200: reportVerification } },
    handler: async (request) => verification(deps.db, request.params.reference),
  });

  app.get('/api/Verify/:reference/qr.svg', {
    config: { access: 'public', rateLimit: rateLimits.verify },
    schema: { tags: ['verify'], params: reportVerificationParams },
    handler: async (request, reply) => {
      const { ReferenceID } = await verification(deps.db, request.params.reference);
      const svg = await qrSvg(verifyUrl(deps.config.publicUrl, ReferenceID));
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  });
}
