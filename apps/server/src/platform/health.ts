import { healthEndpoints } from '@portal/contract';
import { pingDatabase } from '../db/connection.ts';
import { route } from './route.ts';
import type { AppDeps, ZodApp } from './types.ts';

/** Something else readiness depends on: its name for the log, and whether it holds now. */
export interface ReadinessCheck {
  name: string;
  holds: () => Promise<boolean>;
}

/**
 * For a load balancer or service manager: /healthz says the process answers (restart it when not), /readyz says the
 * database answers too, and each of `checks` holds (send it traffic only then).
 */
export function healthRoutes(app: ZodApp, deps: AppDeps, checks: readonly ReadinessCheck[] = []) {
  route(app, healthEndpoints.live, {
    config: { access: 'public' },
    handler: async () => ({ status: 'ok' as const }),
  });

  route(app, healthEndpoints.ready, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      try {
        await pingDatabase(deps.db);
        for (const check of checks) {
          if (await check.holds()) continue;
          request.log.error({ check: check.name }, 'not ready: a readiness check fails');
          return reply.status(503).send({ status: 'unavailable' as const });
        }
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  });
}
