import { loadConfig } from '../config.ts';
import { databaseTarget, openDatabase } from './connection.ts';
import { lockDataDir } from './data-lock.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * The database a command works on, configured exactly as the server is (DATABASE_URL, else
 * PGlite under DATA_DIR), brought up to date. On PGlite the command holds the data folder's
 * lock, so it cannot run beside a server that has the folder open.
 */
export async function openCommandDatabase() {
  const config = loadConfig(process.env, { takesPayments: false });
  const target = databaseTarget(config);
  const unlock = target.kind === 'pglite' ? lockDataDir(config.dataDir) : () => {};
  try {
    const db = await openDatabase(target);
    await migrateToLatest(db);
    return {
      db,
      target,
      config,
      async close() {
        await db.destroy();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
