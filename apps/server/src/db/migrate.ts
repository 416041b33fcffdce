import { type MigrationProvider, Migrator } from 'kysely/migration';
import { StartRefusal } from '../config.ts';
import type { Db } from './connection.ts';
import { isDatabaseUnavailable, isLoginRefused } from './errors.ts';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The schema this code needs: the name of its newest migration (`0042_…`), logged at every start. */
export const SCHEMA_VERSION = Object.keys(migrations).sort().at(-1) ?? '';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || String(error);

/**
 * A database that cannot be reached at start is the operator's to fix (its address, its password, PostgreSQL not
 * running), said in one line rather than as a failed migration with a stack.
 */
function refusedIfUnreachable(error: unknown): never {
  if (isDatabaseUnavailable(error) || isLoginRefused(error)) {
    throw new StartRefusal(
      `The database cannot be reached (${reasonOf(error)}): check DATABASE_URL and that PostgreSQL answers. Nothing was changed.`,
    );
  }
  throw error;
}

/** Brings the schema up to date; Kysely's migrator locks, so racing instances take turns. Answers the migrations applied. */
export async function migrateToLatest(db: Db) {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    if (!failed) refusedIfUnreachable(error);
    throw new Error(`Migration ${failed.migrationName} failed: ${String(error)}`, { cause: error });
  }
  return results?.filter((result) => result.status === 'Success').map((result) => result.migrationName) ?? [];
}

/**
 * Refuses to run on a database whose schema is behind this code's (a worker started before any web instance
 * migrated it): the worker never migrates, as the web instances do at start.
 */
export async function requireMigratedSchema(db: Db) {
  const known = await new Migrator({ db, provider }).getMigrations().catch(refusedIfUnreachable);
  const pending = known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
  if (pending.length > 0) {
    throw new StartRefusal(
      `The database schema is behind this version (${pending.length} to apply, up to ${SCHEMA_VERSION}): start a web instance or run \`npm run db:migrate\` first.`,
    );
  }
}
