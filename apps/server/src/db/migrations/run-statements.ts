import { type Kysely, sql } from 'kysely';

/** PGlite's extended protocol takes one statement per query, so DDL runs statement by statement. */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
