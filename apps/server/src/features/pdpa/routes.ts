import { closureIdQuery, closureList, closureListQuery, myClosureAnswer, personalDataExport } from '@portal/contract';
import { z } from 'zod';
import { currentUser } from '../../platform/access.ts';
import { parseBody } from '../../platform/errors.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as pdpa from './service.ts';
import { personalDataFileName, personalDataWorkbook } from './xlsx.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** PDPA rights: one's own data as JSON or .xlsx, the request to close the account, and its completion. */
export function pdpaRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/Account/MyData.json', {
    config: { access: 'user' },
    schema: {
      tags: ['pdpa'],
      description: "The logged-in user's personal data (profile, checks, payments, transactions), as a JSON file.",
      response: { 200: personalDataExport },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const data = await pdpa.personalData(deps.db, user.id);
      await pdpa.auditExport(deps.db, user, 'json');
      return reply
        .header('content-disposition', `attachment; filename="${personalDataFileName('json')}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  });

  app.get('/api/Account/MyData.xlsx', {
    config: { access: 'user' },
    schema: {
      tags: ['pdpa'],
      description: 'The same data as an .xlsx workbook: one sheet per part, headers in the answer language.',
      produces: [XLSX_TYPE],
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const data = await pdpa.personalData(deps.db, user.id);
      const file = await personalDataWorkbook(data, request.language);
      await pdpa.auditExport(deps.db, user, 'xlsx');
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${personalDataFileName('xlsx')}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  });

  app.get('/api/Account/Closure', {
    config: { access: 'user' },
    schema: {
      tags: ['pdpa'],
      description: "The user's latest account closure request (or null), and the credit left on the account.",
      response: { 200: myClosureAnswer },
    },
    handler: async (request) => pdpa.myClosure(deps.db, currentUser(request).id),
  });

  app.post('/api/Account/Closure', {
    config: { access: 'user' },
    schema: {
      tags: ['pdpa'],
      description:
        'Asks to close the account, confirmed with the password (`{ Password }`). 409 when a request is already open.',
      body: z.unknown(),
      response: { 200: myClosureAnswer },
    },
    handler: async (request) => {
      const body = parseBody(z.object({ Password: z.string().max(200).optional() }), request.body);
      return pdpa.requestClosure(deps.db, currentUser(request), body.Password ?? '');
    },
  });

  app.get('/api/AccountClosure', {
    config: { access: 'admin' },
    schema: {
      tags: ['pdpa'],
      description: 'Account closure requests, newest first (`status` Requested, Completed, or empty for all).',
      querystring: closureListQuery,
      response: { 200: closureList },
    },
    handler: async (request) => pdpa.closureList(deps.db, request.query.status),
  });

  app.post('/api/AccountClosure/Complete', {
    config: { access: 'admin' },
    schema: {
      tags: ['pdpa'],
      description:
        "Completes a closure: the person's name, e-mail and phone are erased; paid reports, payments and the ledger stay.",
      querystring: closureIdQuery,
      response: { 200: closureList },
    },
    handler: async (request) => {
      await pdpa.completeClosure(deps.db, currentUser(request), request.query.id);
      return pdpa.closureList(deps.db, 'Requested');
    },
  });
}
