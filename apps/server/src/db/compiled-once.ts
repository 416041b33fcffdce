import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { executeNamed } from './connection.ts';
import type { DB } from './schema.ts';

const names = new Set<string>();

/**
 * A query built and compiled once, then run with each call's values: Kysely otherwise builds and
 * compiles the same SQL on every call, which the profile of `npm run bench` showed on the hot
 * read paths (GetItem, the session behind every logged-in call). `build` is called once with
 * `standIns`, one distinctive value per argument; the compiled parameters equal to a stand-in are
 * swapped for the call's values, every other parameter (constants in the query) stays. On PostgreSQL it runs as the
 * prepared statement `name` (see executeNamed), so the database does not parse and plan it on every call either.
 * Name its columns rather than `selectAll`: a connection's prepared `select *` fails once a migration (run by another
 * instance while this one serves) adds a column, whereas named columns are simply planned again.
 */
export function compiledOnce<Args extends unknown[], Row>(
  name: string,
  standIns: [...Args],
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
) {
  // One name, one text: a connection refuses a second text under a name it has prepared.
  if (names.has(name)) throw new Error(`two compiled-once queries are named ${name}`);
  names.add(name);
  let compiled: { query: CompiledQuery<Row>; slots: number[] } | undefined;
  return async (db: Kysely<DB>, ...args: Args): Promise<Row | undefined> => {
    if (!compiled) {
      const query = build(db, ...standIns).compile();
      compiled = { query, slots: query.parameters.map((value) => standIns.indexOf(value)) };
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index] ?? -1;
      return slot === -1 ? value : args[slot];
    });
    const [row] = await executeNamed<Row>(db, name, { ...query, parameters });
    return row;
  };
}
