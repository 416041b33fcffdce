import { auditEndpoints } from '@portal/contract';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as audit from './service.ts';

/** The audit log (administrators): who changed which record, when, before and after. */
export function auditRoutes(app: ZodApp, deps: AppDeps) {
  route(app, auditEndpoints.list, {
    config: { access: 'admin' },
    handler: async (request) => {
      const { page, rows, ...filters } = request.query;
      return audit.list(deps.db, filters, page, rows, request.language);
    },
  });

  route(app, auditEndpoints.people, {
    config: { access: 'admin' },
    handler: async () => audit.people(deps.db),
  });
}
