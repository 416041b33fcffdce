import { attachmentEndpoints, LIMITS } from '@portal/contract';
import { currentUser } from '../../platform/access.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { receiveFiles, uploadRoutes } from '../../platform/uploads.ts';
import * as attachments from './service.ts';

/** Images attached to a check (`attachmentEndpoints`): its owner's and administrators' only. */
export function attachmentRoutes(app: ZodApp, deps: AppDeps) {
  const config = { access: 'user' as const };

  route(app, attachmentEndpoints.list, {
    config,
    handler: async (request) =>
      attachments.listImages(deps.db, currentUser(request), request.query.id, request.query.isMisc),
  });

  uploadRoutes(app, (uploads) =>
    route(uploads, attachmentEndpoints.uploadOrDelete, {
      config: { ...config, rateLimit: rateLimits.auditedChange },
      handler: async (request) => {
        const user = currentUser(request);
        if (request.query.del) return attachments.deleteImage(deps.db, user, request.query.id, request.language);
        const upload = await receiveFiles(request, {
          maxBytes: LIMITS.uploadBytes,
          tooLarge: 'IMAGE_TOO_LARGE',
          noFile: 'IMAGE_NO_FILE',
        });
        try {
          return await attachments.uploadImages(
            deps.db,
            user,
            { unikey: request.query.id, isMisc: request.query.isMisc, description: upload.fields.description },
            upload.files,
            request.language,
          );
        } finally {
          await upload.dispose();
        }
      },
    }),
  );

  for (const [declaration, part] of [
    [attachmentEndpoints.image, 'data'],
    [attachmentEndpoints.thumbnail, 'thumb'],
  ] as const) {
    route(app, declaration, {
      config,
      handler: async (request, reply) => {
        const image = await attachments.imageBytes(deps.db, currentUser(request), request.params.id, part);
        // An image never changes under its id; it stays out of shared caches because it is someone's own.
        return reply
          .type(image.contentType)
          .header('cache-control', 'private, max-age=86400')
          .header('content-disposition', 'inline')
          .send(image.bytes);
      },
    });
  }
}
