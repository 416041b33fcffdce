import { PGlite } from '@electric-sql/pglite';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | undefined };

const INT8_OID = 20;

/**
 * PGlite answers int8 (counts, bigserial ids) as numbers; pg answers strings. Both are
 * made to answer numbers so the code behaves the same on either; no value here nears 2^53.
 */
function postgresPool(url: string, poolSize: number) {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
    },
  });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool
  // discards it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

/** The pg pool under each database opened on PostgreSQL, for `executeNamed`. */
const pools = new WeakMap<Db, pg.Pool>();

export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = postgresPool(target.url, target.poolSize ?? 10);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  const client = await PGlite.create(target.dataDir ? { dataDir: target.dataDir } : {});
  return new Kysely<Database>({ dialect: new PGliteDialect(client) });
}

/**
 * Runs a compiled query as the named prepared statement `name` on PostgreSQL, so each connection parses and plans
 * it once and afterwards only binds values. On PGlite, and in a transaction (its Kysely is not the pool's, and the
 * statement must run on the transaction's connection), it runs the ordinary way.
 */
export async function executeNamed<Row>(db: Db, name: string, query: CompiledQuery<Row>): Promise<Row[]> {
  const pool = pools.get(db);
  if (!pool) return (await db.executeQuery(query)).rows;
  const result = await pool.query({ name, text: query.sql, values: [...query.parameters] });
  // pg types its rows loosely; the query's own row type is what Kysely compiled it with.
  return result.rows as Row[];
}
