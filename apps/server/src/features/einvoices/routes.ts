import { einvoiceEndpoints } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as einvoices from './service.ts';

/** The E-invoices screen (administrators): each document's state at MyInvois, retry, cancel, credit note. */
export function einvoiceRoutes(app: ZodApp, deps: AppDeps) {
  const context = { config: deps.config, db: deps.db, log: app.log, jobs: deps.jobs };

  route(app, einvoiceEndpoints.list, {
    config: { access: 'admin' },
    handler: async (request) => {
      const { page, rows, status, q } = request.query;
      return einvoices.list(context, { status, q }, page, rows);
    },
  });

  route(app, einvoiceEndpoints.retry, {
    config: { access: 'admin' },
    handler: async (request) => einvoices.retry(context, currentUser(request), request.query.id, request.language),
  });

  route(app, einvoiceEndpoints.cancel, {
    config: { access: 'admin' },
    handler: async (request) =>
      einvoices.cancel(context, currentUser(request), request.query.id, request.body.Reason, request.language),
  });

  route(app, einvoiceEndpoints.creditNote, {
    config: { access: 'admin' },
    handler: async (request) =>
      einvoices.creditNote(context, currentUser(request), request.query.id, request.body.Reason, request.language),
  });
}
