import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps, ZodApp } from './types.ts';

const healthAnswer = z.object({ status: z.enum(['ok', 'ready', 'unavailable']) });

/**
 * For a load balancer or service manager: /healthz says the process answers (restart it when not), /readyz says the
 * database answers too (send it traffic only then).
 */
export function healthRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/healthz', {
    config: { access: 'public' },
    schema: { tags: ['operations'], response: { 200: healthAnswer } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/readyz', {
    config: { access: 'public' },
    schema: { tags: ['operations'], response: { 200: healthAnswer, 503: healthAnswer } },
    handler: async (request, reply) => {
      try {
        await sql`select 1`.execute(deps.db);
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  });
}
