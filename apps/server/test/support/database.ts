import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/db/connection.ts';
import { openDatabase } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/** Named by TEST_TEMPLATE_DATABASE so that two checkouts can run the PostgreSQL suite at once. */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'portal_test_template';

const adminUrl = () => process.env.TEST_DATABASE_URL;

function urlFor(database: string) {
  const url = new URL(adminUrl() ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Once per run (node --test-global-setup): a migrated template that each test file copies. */
export async function prepareTemplate() {
  await withAdminClient(async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await client.query(`create database ${TEMPLATE_DATABASE}`);
  });
  const db = await openDatabase({ kind: 'postgres', url: urlFor(TEMPLATE_DATABASE) });
  await migrateToLatest(db);
  await db.destroy();
}

const dropper = (name: string) => () =>
  withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {});

/**
 * A fresh database for one test file: PGlite in memory by default, or a copy of the
 * PostgreSQL template when TEST_DATABASE_URL is set.
 */
export async function freshDatabase(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  if (!adminUrl()) return { target: { kind: 'pglite', dataDir: undefined }, drop: async () => {} };
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
  return {
    target: { kind: 'postgres', url: urlFor(name), poolSize: 20 },
    drop: dropper(name),
  };
}

/** An empty PostgreSQL database (no schema at all), as an operator creates one for a new install; needs TEST_DATABASE_URL. */
export async function emptyDatabase() {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  return { url: urlFor(name), drop: dropper(name) };
}
