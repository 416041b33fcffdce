import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect for PGlite. PGlite is a single connection, so the driver hands it to one
 * Kysely connection at a time: without that lock, a transaction of one request would
 * swallow the statements of another (the published community dialects share it freely).
 */
export class PGliteDialect implements Dialect {
  readonly #client: PGlite;
  #driver: PGliteDriver | undefined;

  constructor(client: PGlite) {
    this.#client = client;
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    this.#driver = new PGliteDriver(this.#client);
    return this.#driver;
  }

  /**
   * Runs `work` on the client itself while no Kysely connection holds it: pg-boss's statements include scripts of
   * several statements, which Kysely's one-statement queries cannot carry.
   */
  async exclusive<T>(work: (client: PGlite) => Promise<T>): Promise<T> {
    const driver = this.#driver;
    if (!driver) throw new Error('the PGlite dialect is not in use yet');
    await driver.acquireConnection();
    try {
      return await work(this.#client);
    } finally {
      await driver.releaseConnection();
    }
  }

  /** The one connection, in a pool's words: whether it is idle, and how many queries and transactions wait for it. */
  load() {
    return { max: 1, open: 1, idle: this.#driver?.held ? 0 : 1, waiting: this.#driver?.waiting ?? 0 };
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own Dialect signature takes Kysely<any>.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;
  #waiting = 0;

  constructor(client: PGlite) {
    this.#connection = new PGliteConnection(client);
  }

  get held() {
    return this.#release !== undefined;
  }

  get waiting() {
    return this.#waiting;
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#waiting += 1;
    await previous.finally(() => {
      this.#waiting -= 1;
    });
    this.#release = release;
    return this.#connection;
  }

  async releaseConnection() {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy() {
    await this.#connection.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#client.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite answers whole result sets only.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }

  async close() {
    await this.#client.close();
  }
}
