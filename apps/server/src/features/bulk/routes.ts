import { BULK_MAX_BYTES, bulkBatch, bulkIdParams } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { receiveFiles } from '../../platform/uploads.ts';
import * as bulk from './service.ts';

/** Bulk checks (`/check/bulk`), for company users and administrators. */
export function bulkRoutes(app: ZodApp, deps: AppDeps) {
  const config = { access: 'user' as const };
  const tags = ['bulk checks'];

  app.post('/api/Bulk', {
    config,
    schema: {
      tags,
      description:
        'Uploads one .csv or .xlsx of up to 1,000 plates or chassis numbers (first column, one per row) and answers ' +
        'its preview: found, not found, already owned, invalid, and the total cost. Nothing is charged.',
      consumes: ['multipart/form-data'],
      response: { 200: bulkBatch },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const upload = await receiveFiles(request, {
        maxBytes: BULK_MAX_BYTES,
        tooLarge: 'BULK_FILE_TOO_LARGE',
        noFile: 'BULK_NO_FILE',
      });
      try {
        return await bulk.preview(deps.db, user, upload.files);
      } finally {
        await upload.dispose();
      }
    },
  });

  app.get('/api/Bulk/:id', {
    config,
    schema: { tags, params: bulkIdParams, response: { 200: bulkBatch } },
    handler: async (request) => bulk.batchAnswer(deps.db, currentUser(request), request.params.id),
  });

  app.post('/api/Bulk/:id/Confirm', {
    config,
    schema: {
      tags,
      description: 'Queues the checks; refused with BULK_CREDIT_INSUFFICIENT (402) before anything is charged.',
      params: bulkIdParams,
      response: { 200: bulkBatch },
    },
    handler: async (request) => bulk.confirm(deps.db, currentUser(request), request.params.id, deps.pokeWorker),
  });

  app.get('/api/Bulk/:id/result.xlsx', {
    config,
    schema: {
      tags,
      params: bulkIdParams,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    },
    handler: async (request, reply) => {
      const workbook = await bulk.resultWorkbook(
        deps.db,
        currentUser(request),
        request.params.id,
        request.language,
        deps.config.publicUrl,
      );
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="bulk-${request.params.id}.xlsx"`)
        .send(workbook);
    },
  });

  app.get('/api/Bulk/:id/reports.zip', {
    config,
    schema: {
      tags,
      description:
        'The PDF reports of a finished batch (bought or already held), one per reference, as a zip. For accounts ' +
        'with APIIncludePDF and administrators; others are refused with BULK_PDF_NOT_ALLOWED (403).',
      params: bulkIdParams,
      produces: ['application/zip'],
    },
    handler: async (request, reply) => {
      const zip = await bulk.reportsZip(
        deps.db,
        currentUser(request),
        request.params.id,
        request.language,
        deps.config.publicUrl,
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="bulk-${request.params.id}-reports.zip"`)
        .send(zip);
    },
  });
}
