import { pdpaEndpoints, XLSX_MEDIA_TYPE } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { route, sendDownload } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as pdpa from './service.ts';
import { personalDataFileName, personalDataWorkbook } from './xlsx.ts';

/** PDPA rights: one's own data as JSON or .xlsx, the request to close the account, and its completion. */
export function pdpaRoutes(app: ZodApp, deps: AppDeps) {
  route(app, pdpaEndpoints.myDataJson, {
    config: { access: 'user', rateLimit: rateLimits.auditedChange },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const data = await pdpa.personalData(deps.db, user.id);
      await pdpa.auditExport(deps.db, user, 'json');
      return sendDownload(reply, { fileName: personalDataFileName('json'), noStore: true }, data);
    },
  });

  route(app, pdpaEndpoints.myDataXlsx, {
    config: { access: 'user', rateLimit: rateLimits.auditedChange },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const data = await pdpa.personalData(deps.db, user.id);
      const file = await personalDataWorkbook(data, request.language);
      await pdpa.auditExport(deps.db, user, 'xlsx');
      return sendDownload(
        reply,
        { type: XLSX_MEDIA_TYPE, fileName: personalDataFileName('xlsx'), noStore: true },
        file,
      );
    },
  });

  route(app, pdpaEndpoints.myClosure, {
    config: { access: 'user' },
    handler: async (request) => pdpa.myClosure(deps.db, currentUser(request).id),
  });

  route(app, pdpaEndpoints.requestClosure, {
    config: { access: 'user', rateLimit: rateLimits.auditedChange },
    handler: async (request) => pdpa.requestClosure(deps.db, currentUser(request), request.body?.Password ?? ''),
  });

  route(app, pdpaEndpoints.withdrawClosure, {
    config: { access: 'user', rateLimit: rateLimits.auditedChange },
    handler: async (request) => pdpa.withdrawClosure(deps.db, currentUser(request)),
  });

  route(app, pdpaEndpoints.closures, {
    config: { access: 'admin' },
    handler: async (request) => pdpa.closureList(deps.db, request.query.status),
  });

  route(app, pdpaEndpoints.completeClosure, {
    config: { access: 'admin' },
    handler: async (request) => {
      await pdpa.completeClosure(deps.db, deps.config.mailDir, currentUser(request), request.query.id);
      return pdpa.closureList(deps.db, 'Requested');
    },
  });
}
