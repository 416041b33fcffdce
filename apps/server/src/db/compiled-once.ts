import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A query built and compiled once, then run with each call's values: Kysely otherwise builds and
 * compiles the same SQL on every call, which the profile of `npm run bench` showed on the hot
 * read paths (GetItem, the session behind every logged-in call). `build` is called once with
 * `standIns`, one distinctive value per argument; the compiled parameters equal to a stand-in are
 * swapped for the call's values, every other parameter (constants in the query) stays.
 */
export function compiledOnce<Args extends unknown[], Row>(
  standIns: [...Args],
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
) {
  let compiled: { query: CompiledQuery<Row>; slots: number[] } | undefined;
  return async (db: Kysely<Database>, ...args: Args): Promise<Row | undefined> => {
    if (!compiled) {
      const query = build(db, ...standIns).compile();
      compiled = { query, slots: query.parameters.map((value) => standIns.indexOf(value)) };
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index] ?? -1;
      return slot === -1 ? value : args[slot];
    });
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows[0];
  };
}
