import { checkEndpoints } from '@portal/contract';
import { paidReportPdf, pdfFileName } from '../../domain/report/paid-report.ts';
import { currentUser, settleCaller } from '../../platform/access.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { reportDeviceHash } from '../../platform/report-device.ts';
import { route, sendDownload } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import type { KeptPageRoute } from '../../platform/web-app.ts';
import type { Gateway } from '../payments/public.ts';
import { sampleReport } from './sample-report.ts';
import * as checks from './service.ts';

/** `gateways`: where a check's open pay-per-search bill is withdrawn before the check is paid otherwise. */
export function checkRoutes(app: ZodApp, deps: AppDeps, gateways: Gateway) {
  route(app, checkEndpoints.history, {
    config: { access: 'user' },
    handler: async (request) =>
      checks.history(deps.db, currentUser(request), request.query.page, request.query.rows, request.language),
  });

  route(app, checkEndpoints.search, {
    config: { access: 'public', rateLimit: rateLimits.search },
    handler: async (request) =>
      checks.search(
        deps.db,
        { user: request.user, deviceHash: reportDeviceHash(request) },
        request.query,
        request.language,
      ),
  });

  route(app, checkEndpoints.chargeInfo, {
    config: { access: 'public' },
    handler: async (request) => checks.chargeInfo(deps.db, request.user, request.query.id),
  });

  route(app, checkEndpoints.result, {
    // The session, and who may open the report, are read in the same query as the check.
    config: { access: 'public', ownSession: true },
    handler: async (request) => {
      const proofs = { tokenHash: request.sessionTokenHash, deviceHash: reportDeviceHash(request) };
      const { caller, answer } = await checks.checkResult(deps.db, proofs, request.query.unikey);
      settleCaller(request, caller);
      return answer;
    },
  });

  route(app, checkEndpoints.pay, {
    config: { access: 'user' },
    handler: async (request) => {
      const { id, paymentType } = request.query;
      return checks.payCheck(deps, gateways, currentUser(request), id, paymentType);
    },
  });

  route(app, checkEndpoints.pdf, {
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const paid = await checks.paidReport(deps.db, request.query.unikey);
      const pdf = await paidReportPdf(paid, request.language, deps.config.publicUrl);
      return sendDownload(reply, { type: 'application/pdf', fileName: pdfFileName(paid.report) }, pdf);
    },
  });

  route(app, checkEndpoints.sample, {
    // No check, no charge, no row: the landing page's sample, the same for everyone.
    config: { access: 'public' },
    handler: async () => sampleReport(),
  });
}

/** A paid report's page, kept as drawn for each reader and found again by one query (platform/web-app.ts). */
export function reportPage(deps: AppDeps): KeptPageRoute {
  return {
    path: '/check/check/:unikey',
    viewOf: (request, tokenHash) => {
      const { unikey } = request.params as { unikey: string };
      const proofs = { tokenHash, deviceHash: reportDeviceHash(request) };
      return checks.reportPageView(deps.db, proofs, unikey);
    },
  };
}
