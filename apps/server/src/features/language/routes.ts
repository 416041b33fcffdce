import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, languageChoice } from '@portal/contract';
import type { AppDeps, ZodApp } from '../../platform/types.ts';

export function languageRoutes(app: ZodApp, deps: AppDeps) {
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';

  app.put('/api/Language', {
    config: { access: 'public' },
    schema: { tags: ['accounts'], body: languageChoice, response: { 200: languageChoice } },
    handler: async (request, reply) => {
      const { Language } = request.body;
      if (request.user) {
        await deps.db.updateTable('users').set({ language: Language }).where('id', '=', request.user.id).execute();
      }
      reply.header(
        'set-cookie',
        `${LANGUAGE_COOKIE}=${Language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
      );
      return { Language };
    },
  });
}
