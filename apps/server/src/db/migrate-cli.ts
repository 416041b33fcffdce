import { loadConfig } from '../config.ts';
import { databaseTarget } from '../server.ts';
import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';

const db = await openDatabase(databaseTarget(loadConfig()));
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
await db.destroy();
