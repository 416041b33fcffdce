import { verifyEndpoints } from '@portal/contract';
import { qrSvg } from '../../domain/report/qr.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { qrAddress, verification } from './service.ts';

/**
 * The public verification of a paid report, for anyone holding a printout: by its reference alone only that it was
 * sold and when; with the QR code's token or the printed fingerprint the figures to compare. Rate limited per
 * address. The QR code the report carries points to the page with the token.
 */
export function verifyRoutes(app: ZodApp, deps: AppDeps) {
  route(app, verifyEndpoints.verification, {
    config: { access: 'public', rateLimit: rateLimits.verify },
    handler: async (request) => verification(deps.db, request.params.reference, request.query),
  });

  route(app, verifyEndpoints.qrCode, {
    config: { access: 'public', rateLimit: rateLimits.verify },
    handler: async (request, reply) => {
      const address = await qrAddress(deps.db, deps.config.publicUrl, request.params.reference, request.query.t);
      const svg = await qrSvg(address);
      // The address carries the token: kept by the browser that asked, never by a shared cache.
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=86400').send(svg);
    },
  });
}
