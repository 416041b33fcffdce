import { accountEndpoints, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@portal/contract';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { setLanguage } from './queries.ts';

export function languageRoutes(app: ZodApp, deps: AppDeps) {
  const secure = deps.config.publicUrl.startsWith('https:');

  route(app, accountEndpoints.language, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { Language } = request.body;
      if (request.user) {
        await setLanguage(deps.db, request.user.id, Language);
      }
      // Readable by scripts: the offline page picks its language by it (pwa/installable.ts).
      reply.setCookie(LANGUAGE_COOKIE, Language, {
        path: '/',
        maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
        sameSite: 'lax',
        secure,
      });
      return { Language };
    },
  });
}
