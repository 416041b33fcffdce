import {
  errorAnswer,
  ismabiListQuery,
  ismabiRow,
  ismabiUploadAnswer,
  ismabiUploadQuery,
  LIMITS,
  pagedAnswer,
} from '@portal/contract';
import { z } from 'zod';
import { currentUser } from '../../platform/access.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { receiveFiles, uploadRoutes } from '../../platform/uploads.ts';
import * as ismabi from './service.ts';

/** ISMABI Upload (`/settings/ismabi`), for administrators. */
export function ismabiRoutes(app: ZodApp, deps: AppDeps) {
  const config = { access: 'admin' as const };
  const tags = ['ismabi'];

  app.get('/api/ISMABI', {
    config,
    schema: { tags, querystring: ismabiListQuery, response: { 200: pagedAnswer(ismabiRow) } },
    handler: async (request) => ismabi.ismabiList(deps.db, request.query),
  });

  uploadRoutes(app, (uploads) =>
    uploads.post('/api/ISMABI', {
      config,
      schema: {
        tags,
        querystring: ismabiUploadQuery,
        consumes: ['multipart/form-data'],
        // A file with rejected rows answers 400 with the upload's report; other refusals are error answers.
        response: { 200: ismabiUploadAnswer, 400: z.union([ismabiUploadAnswer, errorAnswer]) },
      },
      handler: async (request, reply) => {
        const actor = currentUser(request);
        const upload = await receiveFiles(request, {
          maxBytes: LIMITS.ismabiUploadBytes,
          tooLarge: 'ISMABI_FILE_TOO_LARGE',
          noFile: 'ISMABI_NO_FILE',
        });
        try {
          const { status, answer } = await ismabi.uploadIsmabi(
            deps.db,
            actor,
            request.query.id,
            upload.files,
            request.language,
          );
          // A file with rejected rows answers 400 with the same report.
          return reply.code(status as 200).send(answer);
        } finally {
          await upload.dispose();
        }
      },
    }),
  );
}
