import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/types.ts';

/**
 * Routes for `npm run bench` only (BENCH_ROUTES=true): the baseline that reads one row by primary
 * key and answers JSON the size of a paid report, and a sample of plates to search for.
 * They open data without a login, so production never registers them.
 */
export function benchRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/bench/baseline', {
    config: { access: 'public' },
    schema: { hide: true, querystring: z.object({ id: z.coerce.number().int() }) },
    handler: async (request, reply) => {
      const row = await deps.db
        .selectFrom('checks')
        .select(['id', 'unikey', 'report'])
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) return reply.status(404).send({ Message: 'No such row' });
      return {
        id: row.id,
        Unikey: row.unikey,
        Partial: false,
        Full: true,
        PartialInfo: null,
        ...(row.report as object),
        ChargeInfo: [],
        CreditLimit: 0,
      };
    },
  });

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
