import { invoiceEndpoints } from '@portal/contract';
import { qrSvg } from '../../domain/report/qr.ts';
import { currentUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import { route, sendDownload } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { einvoiceStamp } from '../einvoices/public.ts';
import { invoicePdf } from './pdf.ts';
import * as invoices from './service.ts';

/** Invoices of postpaid companies (spec section 7), for administrators. */
export function invoiceRoutes(app: ZodApp, deps: AppDeps) {
  const { db, config: settings } = deps;
  const config = { access: 'admin' as const };
  const validatedEinvoice = async (id: number) => (await einvoiceStamp(db, settings, { kind: 'invoice', id })) ?? null;

  route(app, invoiceEndpoints.list, {
    config,
    handler: async (request) => {
      const { page, rows, ...filters } = request.query;
      return invoices.list(db, filters, page, rows);
    },
  });

  route(app, invoiceEndpoints.create, {
    config,
    handler: async (request) => invoices.create(db, currentUser(request), request.query.companyID),
  });

  route(app, invoiceEndpoints.get, {
    config,
    handler: async (request) => invoices.get(db, settings, request.query.id, await validatedEinvoice(request.query.id)),
  });

  route(app, invoiceEndpoints.save, {
    config,
    handler: async (request) =>
      invoices.save(db, deps.jobs, settings, currentUser(request), request.query.id, request.body, request.language),
  });

  route(app, invoiceEndpoints.addLines, {
    config,
    handler: async (request) =>
      invoices.addLines(db, settings, currentUser(request), request.query.id, request.body, request.language),
  });

  route(app, invoiceEndpoints.removeLine, {
    config,
    handler: async (request) => invoices.removeLine(db, currentUser(request), request.query.id, request.language),
  });

  route(app, invoiceEndpoints.lines, {
    config,
    handler: async (request) => {
      const { id, available, fromDate, toDate } = request.query;
      return available
        ? invoices.selectableLines(db, id, fromDate, toDate, request.language)
        : invoices.lines(db, id, request.language);
    },
  });

  route(app, invoiceEndpoints.payments, {
    config,
    handler: async (request) => invoices.payments(db, request.query.id),
  });

  route(app, invoiceEndpoints.payment, {
    config,
    handler: async (request) => invoices.payment(db, request.query.id),
  });

  route(app, invoiceEndpoints.savePayment, {
    config,
    handler: async (request) =>
      invoices.savePayment(
        db,
        currentUser(request),
        request.query.invoiceId,
        request.query.id,
        request.body,
        request.language,
      ),
  });

  route(app, invoiceEndpoints.deletePayment, {
    config,
    handler: async (request) => invoices.deletePayment(db, currentUser(request), request.query.id, request.language),
  });

  route(app, invoiceEndpoints.pdf, {
    config,
    handler: async (request, reply) => {
      const data = await invoices.document(db, settings, request.query.id, await validatedEinvoice(request.query.id));
      const pdf = await invoicePdf({ ...data, language: request.language });
      const name = `${data.invoice.DocumentNo ?? `invoice-draft-${data.invoice.id}`}.pdf`;
      return sendDownload(reply, { type: 'application/pdf', fileName: name, noStore: true }, pdf);
    },
  });

  // The invoice screen's QR code, drawn here as for a report's (docs/decisions/0030-reports-that-cannot-be-forged.md): the web bundle carries no QR
  // library. A validation link never changes once given, so the browser keeps the picture.
  route(app, invoiceEndpoints.einvoiceQr, {
    config,
    handler: async (request, reply) => {
      const einvoice = await validatedEinvoice(request.query.id);
      if (!einvoice) throw httpError('EINVOICE_NOT_FOUND');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, max-age=86400')
        .send(await qrSvg(einvoice.validationUrl));
    },
  });
}
