import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';

/** The tables whose rows are revoked rather than deleted, so that when each stopped working stays on record. */
type RevocableTable = 'sessions' | 'report_shares';

/**
 * Revokes now the rows the caller picks with `.where(…)`; a row already revoked keeps its first revocation time.
 */
export const revokeNow = (db: Kysely<DB>, table: RevocableTable) =>
  db.updateTable(table).set({ revoked_at: sql`now()` }).where('revoked_at', 'is', null);

/**
 * Every code mailed to the account and not yet spent (verification, reset, login link, e-mail change) stops working:
 * called when its address or password changes or a reset completes, so a link still lying in a mailbox the owner
 * may no longer control (the old address, one read by whoever reset the password) cannot take the account back.
 */
export const endMailedCodes = (db: Kysely<DB>, userId: number) =>
  db
    .updateTable('account_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
