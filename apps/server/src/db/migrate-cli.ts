import { loadConfig } from '../config.ts';
import { databaseTarget, openDatabase } from './connection.ts';
import { lockDataDir } from './data-lock.ts';
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
