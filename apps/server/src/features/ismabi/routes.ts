import { ismabiEndpoints, LIMITS } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { receiveFiles, uploadRoutes } from '../../platform/uploads.ts';
import { ismabiImport } from './job.ts';
import * as ismabi from './service.ts';

/** ISMABI Upload (`/settings/ismabi`), for administrators. */
export function ismabiRoutes(app: ZodApp, deps: AppDeps) {
  const config = { access: 'admin' as const };

  route(app, ismabiEndpoints.list, {
    config,
    handler: async (request) => ismabi.ismabiList(deps.db, request.query),
  });

  route(app, ismabiEndpoints.importJob, {
    config,
    handler: async (request) => {
      const job = await ismabi.ismabiImportJob(deps.db, request.params.id);
      if (!job) throw httpError('ITEM_NOT_FOUND');
      return job;
    },
  });

  uploadRoutes(app, (uploads) =>
    route(uploads, ismabiEndpoints.upload, {
      config,
      handler: async (request, reply) => {
        const actor = currentUser(request);
        const upload = await receiveFiles(request, {
          maxBytes: LIMITS.ismabiUploadBytes,
          tooLarge: 'ISMABI_FILE_TOO_LARGE',
          noFile: 'ISMABI_NO_FILE',
        });
        try {
          const job = await ismabi.queueIsmabiImport(
            deps.db,
            actor,
            request.query.id,
            upload.files,
            request.language,
            (importId, within) => deps.jobs.enqueue(ismabiImport, { importId }, { within }),
          );
          return reply.code(202).send(job);
        } finally {
          await upload.dispose();
        }
      },
    }),
  );
}
