import { BULK_MAX_BYTES, bulkBatch, bulkConfirmRequest, bulkIdParams, type Language } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { receiveFiles, uploadRoutes } from '../../platform/uploads.ts';
import * as reports from './reports.ts';
import * as bulk from './service.ts';

/** Bulk checks (`/check/bulk`), for company users and administrators. */
export function bulkRoutes(app: ZodApp, deps: AppDeps) {
  const config = { access: 'user' as const };
  const tags = ['bulk checks'];

  uploadRoutes(app, (uploads) =>
    uploads.post('/api/Bulk', {
      config: { ...config, rateLimit: rateLimits.bulkUpload },
      schema: {
        tags,
        description:
          'Uploads one .csv or .xlsx of up to 1,000 plates or chassis numbers (first column, one per row). Answers ' +
          'at once with the batch being read (Status reading); the worker then makes it a preview (found, not ' +
          'found, already owned, invalid, and the total cost) or refuses it (Status refused, Refusal). A file ' +
          'declaring more than the sheet limits is refused at once (BULK_SHEET_TOO_LARGE), as is a second file ' +
          'while the first is read (BULK_ONE_AT_A_TIME, 429). Nothing is charged.',
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
          return await bulk.upload(deps.db, user, upload.files, request.language, deps.pokeWorker);
        } finally {
          await upload.dispose();
        }
      },
    }),
  );

  app.get('/api/Bulk/:id', {
    config,
    schema: { tags, params: bulkIdParams, response: { 200: bulkBatch } },
    handler: async (request) => bulk.batchAnswer(deps.db, currentUser(request), request.params.id, request.language),
  });

  app.post('/api/Bulk/:id/Confirm', {
    config,
    schema: {
      tags,
      description:
        'Queues the checks once `{"AgreeTerms": true}` accepts the Terms of Service (as a single check asks); refused ' +
        'before anything is charged with BULK_TERMS_NOT_AGREED (400), BULK_CREDIT_INSUFFICIENT (402), or ' +
        'BULK_ONE_AT_A_TIME (429) while another batch of the account is running.',
      params: bulkIdParams,
      body: bulkConfirmRequest,
      response: { 200: bulkBatch },
    },
    handler: async (request) =>
      bulk.confirm(
        deps.db,
        currentUser(request),
        { id: request.params.id, agreedToTerms: request.body?.AgreeTerms === true, language: request.language },
        deps.pokeWorker,
      ),
  });

  app.post('/api/Bulk/:id/Reports', {
    config: { ...config, rateLimit: rateLimits.bulkReports },
    schema: {
      tags,
      description:
        'Asks the worker to draw the PDF reports of a finished batch (Reports: preparing, then ready); the zip is ' +
        'then sent by GET /api/Bulk/{id}/reports.zip. One batch at a time per account (BULK_REPORTS_ONE_AT_A_TIME, ' +
        '429). For accounts with APIIncludePDF and administrators; others are refused with BULK_PDF_NOT_ALLOWED (403).',
      params: bulkIdParams,
      response: { 200: bulkBatch },
    },
    handler: async (request) =>
      reports.prepareReports(deps.db, currentUser(request), request.params.id, request.language, deps.pokeWorker),
  });

  /** A finished batch's file, saved by the browser under the batch's name. */
  function download(
    file: { ending: string; type: string; description: string; name: (id: number) => string },
    make: (user: ReturnType<typeof currentUser>, id: number, language: Language) => Promise<unknown>,
  ) {
    app.get(`/api/Bulk/:id/${file.ending}`, {
      config: { ...config, rateLimit: rateLimits.bulkReports },
      schema: { tags, description: file.description, params: bulkIdParams, produces: [file.type] },
      handler: async (request, reply) => {
        const { id } = request.params;
        const body = await make(currentUser(request), id, request.language);
        return reply
          .type(file.type)
          .header('content-disposition', `attachment; filename="${file.name(id)}"`)
          .send(body);
      },
    });
  }

  download(
    {
      ending: 'result.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: 'The result of a finished batch: one row per file row, with its reference, claims and link.',
      name: (id) => `bulk-${id}.xlsx`,
    },
    (user, id, language) => bulk.resultWorkbook(deps.db, user, id, language, deps.config.publicUrl),
  );
  download(
    {
      ending: 'reports.zip',
      type: 'application/zip',
      description:
        'The PDF reports of a finished batch (bought or already held), one per reference, as a zip, once prepared ' +
        '(POST /api/Bulk/{id}/Reports; before, BULK_REPORTS_NOT_READY, 409). For accounts with APIIncludePDF and ' +
        'administrators; others are refused with BULK_PDF_NOT_ALLOWED (403).',
      name: (id) => `bulk-${id}-reports.zip`,
    },
    (user, id) => reports.reportsZip(deps.db, user, id),
  );
}
