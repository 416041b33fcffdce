import { transactionEndpoints, XLSX_MEDIA_TYPE } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { route, sendDownload } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import * as transactions from './service.ts';
import { downloadFileName, transactionWorkbook } from './xlsx.ts';

export function transactionRoutes(app: ZodApp, deps: AppDeps) {
  route(app, transactionEndpoints.list, {
    config: { access: 'user' },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { page, rows, download, ...filters } = request.query;
      if (!download) return transactions.list(deps.db, user, filters, page, rows, request.language);
      const filter = await transactions.filterFor(deps.db, user, filters);
      const file = await transactionWorkbook(deps.db, filter, request.log, request.language);
      // A stream goes out as it is: Fastify does not serialise it against the page schema.
      return sendDownload(reply, { type: XLSX_MEDIA_TYPE, fileName: downloadFileName(), noStore: true }, file);
    },
  });

  route(app, transactionEndpoints.get, {
    config: { access: 'admin' },
    handler: async (request) => transactions.item(deps.db, request.query.id),
  });

  route(app, transactionEndpoints.save, {
    config: { access: 'admin' },
    handler: async (request) =>
      transactions.save(
        deps,
        currentUser(request),
        request.query.id,
        request.query.del,
        request.body,
        request.language,
      ),
  });
}
