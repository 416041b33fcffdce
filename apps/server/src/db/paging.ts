import type { SelectQueryBuilder } from 'kysely';

/** One page of an ordered query; pages are numbered from 1. */
export const onePage = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, page: number, rows: number) =>
  query.limit(rows).offset((page - 1) * rows);

/** How many rows a query (its tables and conditions, before it selects anything) has. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('count'))
    // Kysely cannot work out the row type of a query whose tables are a type parameter.
    .$castTo<{ count: number | string }>()
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
