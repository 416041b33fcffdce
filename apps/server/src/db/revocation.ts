import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/** The tables whose rows are revoked rather than deleted, so that when each stopped working stays on record. */
type RevocableTable = 'sessions' | 'report_shares';

/**
 * Revokes now the rows the caller picks with `.where(…)`; a row already revoked keeps its first revocation time.
 */
export const revokeNow = (db: Kysely<Database>, table: RevocableTable) =>
  db.updateTable(table).set({ revoked_at: sql`now()` }).where('revoked_at', 'is', null);
