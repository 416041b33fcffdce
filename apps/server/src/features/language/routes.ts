import { accountEndpoints, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@portal/contract';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { setLanguage } from './queries.ts';

export function languageRoutes(app: ZodApp, deps: AppDeps) {
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';

  route(app, accountEndpoints.language, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { Language } = request.body;
      if (request.user) {
        await setLanguage(deps.db, request.user.id, Language);
      }
      reply.header(
        'set-cookie',
        `${LANGUAGE_COOKIE}=${Language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
      );
      return { Language };
    },
  });
}
