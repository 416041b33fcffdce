import {
  addInvoiceTransactionBody,
  addInvoiceTransactionQuery,
  createInvoiceAnswer,
  createInvoiceQuery,
  invoice,
  invoiceChangeAnswer,
  invoiceIdQuery,
  invoiceListQuery,
  invoicePage,
  invoicePayment,
  invoicePaymentList,
  invoicePaymentSaveQuery,
  invoiceTransactionList,
  invoiceTransactionQuery,
} from '@portal/contract';
import { z } from 'zod';
import { currentUser } from '../../platform/access.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { invoicePdf } from './pdf.ts';
import * as invoices from './service.ts';

/** Invoices of postpaid companies (`/api/Invoice/*`, spec section 7), for administrators. */
export function invoiceRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps;
  const config = { access: 'admin' as const };
  const tags = ['invoices'];

  app.get('/api/Invoice', {
    config,
    schema: {
      tags,
      description: 'Newest invoice date first; `q` matches the invoice number or the company name.',
      querystring: invoiceListQuery,
      response: { 200: invoicePage },
    },
    handler: async (request) => {
      const { page, rows, ...filters } = request.query;
      return invoices.list(db, filters, page, rows);
    },
  });

  app.post('/api/Invoice/CreateNew', {
    config,
    schema: { tags, querystring: createInvoiceQuery, response: { 200: createInvoiceAnswer } },
    handler: async (request) => invoices.create(db, currentUser(request), request.query.companyID),
  });

  app.get('/api/Invoice/GetInvoice', {
    config,
    schema: { tags, querystring: invoiceIdQuery, response: { 200: invoice } },
    handler: async (request) => invoices.get(db, request.query.id),
  });

  app.post('/api/Invoice/SaveInvoice', {
    config,
    schema: {
      tags,
      description:
        'DocumentDate, Status, CompanyAddress. Status 4 on a Draft confirms it (INV number); 2 cancels it and frees its transactions.',
      querystring: invoiceIdQuery,
      body: z.unknown(),
      response: { 200: invoiceChangeAnswer },
    },
    handler: async (request) =>
      invoices.save(db, currentUser(request), request.query.id, request.body, request.language),
  });

  app.post('/api/Invoice/AddInvoiceTransaction', {
    config,
    schema: {
      tags,
      description: 'Body: the transaction ids. All of them or none (409) go on the Draft invoice.',
      querystring: addInvoiceTransactionQuery,
      body: addInvoiceTransactionBody,
      response: { 200: invoiceChangeAnswer },
    },
    handler: async (request) =>
      invoices.addLines(db, currentUser(request), request.query.id, request.body, request.language),
  });

  app.post('/api/Invoice/RemoveInvoiceTransaction', {
    config,
    schema: {
      tags,
      description: 'id: the transaction to take off its (Draft) invoice.',
      querystring: invoiceIdQuery,
      response: { 200: invoiceChangeAnswer },
    },
    handler: async (request) => invoices.removeLine(db, currentUser(request), request.query.id, request.language),
  });

  app.get('/api/Invoice/GetTransactionItem', {
    config,
    schema: {
      tags,
      description:
        "id: the invoice. Its transactions; with `available=true`, the company's postpaid transactions on no invoice yet, within fromDate–toDate.",
      querystring: invoiceTransactionQuery.extend({
        available: z
          .enum(['true', 'false'])
          .optional()
          .transform((value) => value === 'true'),
      }),
      response: { 200: invoiceTransactionList },
    },
    handler: async (request) => {
      const { id, available, fromDate, toDate } = request.query;
      return available ? invoices.selectableLines(db, id, fromDate, toDate) : invoices.lines(db, id);
    },
  });

  app.get('/api/Invoice/GetPaymentItem', {
    config,
    schema: { tags, querystring: invoiceIdQuery, response: { 200: invoicePaymentList } },
    handler: async (request) => invoices.payments(db, request.query.id),
  });

  app.get('/api/Invoice/GetInvoicePayment', {
    config,
    schema: { tags, querystring: invoiceIdQuery, response: { 200: invoicePayment } },
    handler: async (request) => invoices.payment(db, request.query.id),
  });

  app.post('/api/Invoice/SaveInvoicePayment', {
    config,
    schema: {
      tags,
      description:
        'id 0 adds a payment (RCP number); ReferenceNo, Method, Amount (ringgit). Never above the outstanding amount.',
      querystring: invoicePaymentSaveQuery,
      body: z.unknown(),
      response: { 200: invoiceChangeAnswer },
    },
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

  app.post('/api/Invoice/DeleteInvoicePayment', {
    config,
    schema: { tags, querystring: invoiceIdQuery, response: { 200: invoiceChangeAnswer } },
    handler: async (request) => invoices.deletePayment(db, currentUser(request), request.query.id, request.language),
  });

  app.get('/api/Invoice/DownloadPdf', {
    config,
    schema: { tags, description: 'The invoice as a PDF.', querystring: invoiceIdQuery },
    handler: async (request, reply) => {
      const data = await invoices.document(db, request.query.id);
      const pdf = await invoicePdf({ ...data, language: request.language });
      const name = `${data.invoice.DocumentNo ?? `invoice-draft-${data.invoice.id}`}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
}
