import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type CompiledQuery, Kysely, type LogEvent, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number; connectTimeoutMs?: number }
  | { kind: 'pglite'; dataDir: string | undefined };

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR. */
export const databaseTarget = (config: {
  databaseUrl?: string | undefined;
  dataDir: string;
  databaseConnectTimeoutMs?: number;
}): DatabaseTarget =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, connectTimeoutMs: config.databaseConnectTimeoutMs }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') };

const INT8_OID = 20;

/**
 * How long a request waits for a new connection before it fails with 503, unless DATABASE_CONNECT_TIMEOUT_MS says
 * otherwise: an unreachable address (a failover whose new primary is not answering yet, a dropped network) must not
 * hold requests, or /readyz, for minutes.
 */
const CONNECT_TIMEOUT_MS = 3000;

/** Where the pool tells an operator that the database went away and came back (pino's signature). */
export interface ConnectionLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

const consoleLog: ConnectionLog = {
  warn: (_details, message) => console.warn(message),
  info: (message) => console.info(message),
};

/**
 * PGlite answers int8 (counts, bigserial ids) as numbers; pg answers strings. Both are
 * made to answer numbers so the code behaves the same on either; no value here nears 2^53.
 */
function postgresPool(url: string, poolSize: number, connectTimeoutMs: number, log: ConnectionLog) {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // A connection whose peer vanished without a word (failover, network) is found out by the kernel, not kept.
    keepAlive: true,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
    },
  });
  watchConnections(pool, log);
  return pool;
}

/**
 * A connection the server drops (restart, failover, a terminated backend) must not crash the process. pg emits
 * `error` on the client; the pool listens only while the client is idle, so every client gets its own listener
 * for the time a request or transaction holds it. The query in flight fails with the error itself (the request
 * answers 503, an open transaction is rolled back by the server), and the pool discards the client: the next
 * query opens a new connection. Logged once when connections are lost and once when one is made again.
 */
function watchConnections(pool: pg.Pool, log: ConnectionLog) {
  let lost = false;
  const onLost = (error: Error) => {
    if (lost) return;
    lost = true;
    log.warn({ err: error }, 'PostgreSQL connection lost: requests needing the database answer 503 until it is back');
  };
  pool.on('error', onLost);
  pool.on('connect', (client) => {
    client.on('error', onLost);
    if (!lost) return;
    lost = false;
    log.info('PostgreSQL reachable again');
  });
}

/** Told of every statement once it ran or failed (Kysely's log event): the metrics time it, tracing makes a span of it. */
export type QueryObserver = (event: LogEvent) => void;

/** One observer telling each of `observers`, or none when there is none to tell. */
function allOf(observers: readonly (QueryObserver | undefined)[]): QueryObserver | undefined {
  const present = observers.filter((observer) => observer !== undefined);
  if (present.length <= 1) return present[0];
  return (event) => {
    for (const observer of present) observer(event);
  };
}

/** The pg pool under each database opened on PostgreSQL, for `executeNamed`, and who observes its queries. */
const pools = new WeakMap<Db, { pool: pg.Pool; observe: QueryObserver | undefined }>();

/** A database's connections as a pool counts them: at most, open, idle, and the callers waiting for one. */
export interface ConnectionLoad {
  max: number;
  open: number;
  idle: number;
  waiting: number;
}

const loads = new WeakMap<Db, () => ConnectionLoad>();

const embedded = new WeakMap<Db, PGliteDialect>();

/** The embedded database's client, lent to `work` alone (the job queue's statements), or undefined on PostgreSQL. */
export const embeddedClient = (db: Db) => {
  const dialect = embedded.get(db);
  return dialect && (<T>(work: (client: PGlite) => Promise<T>) => dialect.exclusive(work));
};

/** Whether the database answers a trivial statement now (readiness: `/readyz`, `portal_ready`); throws when not. */
export const pingDatabase = async (db: Db) => {
  await sql`select 1`.execute(db);
};

/** The connections of a database `openDatabase` opened, now. */
export const connectionLoad = (db: Db): ConnectionLoad | undefined => loads.get(db)?.();

export async function openDatabase(
  target: DatabaseTarget,
  log: ConnectionLog = consoleLog,
  observers: readonly (QueryObserver | undefined)[] = [],
): Promise<Db> {
  const observe = allOf(observers);
  if (target.kind === 'postgres') {
    const max = target.poolSize ?? 10;
    const pool = postgresPool(target.url, max, target.connectTimeoutMs ?? CONNECT_TIMEOUT_MS, log);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...(observe && { log: observe }) });
    pools.set(db, { pool, observe });
    loads.set(db, () => ({ max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    return db;
  }
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    // PostgreSQL's 128 MB of shared buffers live in the server's own memory here, and WebAssembly memory once touched
    // is never given back; the operating system's file cache under PGlite's files keeps what they no longer hold
    // (docs/decisions/0055-memory.md).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const dialect = new PGliteDialect(client);
  const db = new Kysely<DB>({ dialect, ...(observe && { log: observe }) });
  loads.set(db, () => dialect.load());
  embedded.set(db, dialect);
  return db;
}

/**
 * Runs a compiled query as the named prepared statement `name` on PostgreSQL, so each connection parses and plans
 * it once and afterwards only binds values. On PGlite, and in a transaction (its Kysely is not the pool's, and the
 * statement must run on the transaction's connection), it runs the ordinary way.
 */
export async function executeNamed<Row>(db: Db, name: string, query: CompiledQuery<Row>): Promise<Row[]> {
  const named = pools.get(db);
  if (!named) return (await db.executeQuery(query)).rows;
  const started = performance.now();
  const since = () => performance.now() - started;
  try {
    const result = await named.pool.query({ name, text: query.sql, values: [...query.parameters] });
    named.observe?.({ level: 'query', query, queryDurationMillis: since() });
    // pg types its rows loosely; the query's own row type is what Kysely compiled it with.
    return result.rows as Row[];
  } catch (error) {
    named.observe?.({ level: 'error', error, query, queryDurationMillis: since() });
    throw error;
  }
}
