import { BULK_MAX_BYTES, bulkEndpoints, type Endpoint, type Language } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { route, sendDownload } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { receiveFiles, uploadRoutes } from '../../platform/uploads.ts';
import * as charge from './charge.ts';
import * as exports from './exports.ts';
import { bulkFileReading, bulkRun, bulkZipPreparation, queueBatchJob } from './jobs.ts';
import * as preview from './preview.ts';
import * as reports from './reports.ts';
import * as bulk from './service.ts';

/** Bulk checks (`/check/bulk`), for company users and administrators. */
export function bulkRoutes(app: ZodApp, deps: AppDeps) {
  const config = { access: 'user' as const };
  uploadRoutes(app, (uploads) =>
    route(uploads, bulkEndpoints.upload, {
      config: { ...config, rateLimit: rateLimits.bulkUpload },
      handler: async (request) => {
        const user = currentUser(request);
        const upload = await receiveFiles(request, {
          maxBytes: BULK_MAX_BYTES,
          tooLarge: 'BULK_FILE_TOO_LARGE',
          noFile: 'BULK_NO_FILE',
        });
        try {
          return await preview.upload(deps.db, user, upload.files, request.language, (batchId, within) =>
            queueBatchJob(deps.jobs, bulkFileReading, batchId, within),
          );
        } finally {
          await upload.dispose();
        }
      },
    }),
  );

  route(app, bulkEndpoints.batch, {
    config,
    handler: async (request) => bulk.batchAnswer(deps.db, currentUser(request), request.params.id, request.language),
  });

  route(app, bulkEndpoints.confirm, {
    config,
    handler: async (request) =>
      charge.confirm(
        deps.db,
        currentUser(request),
        { id: request.params.id, agreedToTerms: request.body?.AgreeTerms === true, language: request.language },
        (batchId, within) => queueBatchJob(deps.jobs, bulkRun, batchId, within),
      ),
  });

  route(app, bulkEndpoints.prepareReports, {
    config: { ...config, rateLimit: rateLimits.bulkReports },
    handler: async (request) =>
      reports.prepareReports(deps.db, currentUser(request), request.params.id, request.language, (batchId, within) =>
        queueBatchJob(deps.jobs, bulkZipPreparation, batchId, within),
      ),
  });

  /** A finished batch's file, saved by the browser under the batch's name. */
  function download(
    declaration: typeof bulkEndpoints.result | typeof bulkEndpoints.reportsZip,
    name: (id: number) => string,
    make: (user: ReturnType<typeof currentUser>, id: number, language: Language) => Promise<unknown>,
  ) {
    route(app, declaration, {
      config: { ...config, rateLimit: rateLimits.bulkReports },
      handler: async (request, reply) => {
        const { id } = request.params;
        const body = await make(currentUser(request), id, request.language);
        const type = (declaration as Endpoint).produces?.[0] ?? 'application/octet-stream';
        return sendDownload(reply, { type, fileName: name(id) }, body);
      },
    });
  }

  download(
    bulkEndpoints.result,
    (id) => `bulk-${id}.xlsx`,
    (user, id, language) => exports.resultWorkbook(deps.db, user, id, language, deps.config.publicUrl),
  );
  download(
    bulkEndpoints.reportsZip,
    (id) => `bulk-${id}-reports.zip`,
    (user, id) => reports.reportsZip(deps.db, user, id),
  );
}
