import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/types.ts';

/**
 * Routes for `npm run bench` only (BENCH_ROUTES=true): how many vehicles the database holds and a
 * sample of plates to search for.
 * They open data without a login, so production never registers them.
 */
export function benchRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/bench/plates', {
    config: { access: 'public' },
    schema: { hide: true, querystring: z.object({ n: z.coerce.number().int().min(1).max(10_000) }) },
    handler: async (request) => {
      const rows = await deps.db
        .selectFrom('vehicles')
        .select('registration_no')
        .orderBy(sql`md5(id::text)`)
        .limit(request.query.n)
        .execute();
      return rows.map((row) => row.registration_no);
    },
  });

  app.get('/api/bench/stats', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async () => {
      const row = await deps.db
        .selectFrom('vehicles')
        .select((eb) => eb.fn.countAll<number>().as('vehicles'))
        .executeTakeFirstOrThrow();
      return { vehicles: Number(row.vehicles) };
    },
  });
}
