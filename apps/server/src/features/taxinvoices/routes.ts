import { taxEndpoints } from '@portal/contract';
import { sellerDetails } from '../../domain/tax/parties.ts';
import { currentUser } from '../../platform/access.ts';
import { route, sendDownload } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { download } from './service.ts';

/** The seller's details (read-only, from the environment), whether prices include SST, and the package tax invoices. */
export function taxRoutes(app: ZodApp, deps: AppDeps) {
  const { config, db } = deps;

  route(app, taxEndpoints.seller, {
    config: { access: 'admin' },
    handler: async () => ({
      seller: sellerDetails(config.seller),
      sst: config.sst,
      invoiceTermsDays: config.invoiceTermsDays,
    }),
  });

  route(app, taxEndpoints.sst, {
    config: { access: 'public' },
    handler: async () => config.sst,
  });

  route(app, taxEndpoints.taxInvoicePdf, {
    config: { access: 'user' },
    handler: async (request, reply) => {
      const { name, pdf } = await download(db, config, currentUser(request), request.query.id, request.language);
      return sendDownload(reply, { type: 'application/pdf', fileName: name, noStore: true }, pdf);
    },
  });
}
