import type { Kysely } from 'kysely';
import { likePattern } from '../../db/like.ts';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

/** ISM ABI rows matching the search (NVIC, make, family), by make, family and NVIC. */
export async function ismabiPage(db: Q, filter: { q: string | undefined; page: number; rows: number }) {
  const base = db.selectFrom('ismabi_data').$if(filter.q !== undefined, (query) => {
    const pattern = likePattern(filter.q ?? '');
    return query.where((eb) =>
      eb.or([eb('nvic', 'ilike', pattern), eb('make', 'ilike', pattern), eb('family', 'ilike', pattern)]),
    );
  });
  const [items, total] = await Promise.all([
    base
      .select(['id', 'nvic', 'make', 'family', 'variant', 'em_new_price_sen', 'wm_new_price_sen', 'updated_at'])
      .orderBy('make')
      .orderBy('family')
      .orderBy('nvic')
      .limit(filter.rows)
      .offset((filter.page - 1) * filter.rows)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.count) };
}
