import { GUEST_REPORTS_LINK_MINUTES, guestReportEndpoints } from '@portal/contract';
import { rateLimits } from '../../platform/rate-limit.ts';
import { issueReportDevice } from '../../platform/report-device.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { guestReports, mailGuestReportsLink, openGuestReport } from './service.ts';
import { guestReportsTexts } from './texts.ts';

/** A guest's "my reports": the mailed link (limited like the login link), the read-only list it opens, and a report opened from it. */
export function guestReportRoutes(app: ZodApp, deps: AppDeps) {
  const secureCookies = deps.config.publicUrl.startsWith('https://');
  route(app, guestReportEndpoints.mailLink, {
    config: { access: 'public', rateLimit: rateLimits.mail },
    handler: async (request) => {
      await mailGuestReportsLink(deps, { email: request.body.Email, phone: request.body.Phone }, request.language);
      return { Message: guestReportsTexts.of(request.language)('sent', { minutes: GUEST_REPORTS_LINK_MINUTES }) };
    },
  });

  route(app, guestReportEndpoints.list, {
    config: { access: 'public', rateLimit: rateLimits.verify },
    handler: async (request) => guestReports(deps.db, request.query.taccode),
  });

  route(app, guestReportEndpoints.open, {
    config: { access: 'public', rateLimit: rateLimits.verify },
    handler: async (request, reply) =>
      openGuestReport(deps.db, request.body.taccode, request.body.Unikey, () =>
        issueReportDevice(request, reply, secureCookies),
      ),
  });
}
