import {
  type TransactionPage,
  transactionIdQuery,
  transactionPage,
  transactionQuery,
  transactionRow,
  transactionSaveAnswer,
  transactionSaveBody,
  transactionSaveQuery,
} from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as transactions from './service.ts';
import { downloadFileName, transactionWorkbook, XLSX_TYPE } from './xlsx.ts';

export function transactionRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/Transaction', {
    config: { access: 'user' },
    schema: {
      tags: ['transactions'],
      description:
        'Own rows (all rows for administrators), newest first; `download=true` answers every matching row as .xlsx.',
      querystring: transactionQuery,
      response: { 200: transactionPage },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { page, rows, download, ...filters } = request.query;
      if (!download) return transactions.list(deps.db, user, filters, page, rows, request.language);
      const filter = await transactions.filterFor(deps.db, user, filters);
      const file = transactionWorkbook(deps.db, filter, request.log, request.language);
      // A stream goes out as it is: Fastify does not serialise it against the page schema.
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${downloadFileName()}"`)
        .header('cache-control', 'no-store')
        .send(file as unknown as TransactionPage);
    },
  });

  app.get('/api/Transaction/GetItem', {
    config: { access: 'admin' },
    schema: { tags: ['transactions'], querystring: transactionIdQuery, response: { 200: transactionRow } },
    handler: async (request) => transactions.item(deps.db, request.query.id),
  });

  app.post('/api/Transaction/save', {
    config: { access: 'admin' },
    schema: {
      tags: ['transactions'],
      description:
        'id 0: a credit adjustment (Email, Credit, Description). del=true: reverses a credit row. Otherwise: edits the Description.',
      querystring: transactionSaveQuery,
      body: transactionSaveBody,
      response: { 200: transactionSaveAnswer },
    },
    handler: async (request) =>
      transactions.save(
        deps.db,
        currentUser(request),
        request.query.id,
        request.query.del,
        request.body,
        request.language,
      ),
  });
}
