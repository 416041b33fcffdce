import { loadConfig } from '../config.ts';
import { lockDataDir } from '../platform/data-lock.ts';
import { databaseTarget } from '../server.ts';
import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';

const config = loadConfig(process.env, { takesPayments: false });
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const db = await openDatabase(databaseTarget(config));
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.destroy();
  unlock();
}
