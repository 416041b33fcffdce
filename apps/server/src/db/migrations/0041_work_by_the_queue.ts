import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * What the sweeps kept to find and claim their rows, unused since every piece of background work is a pg-boss run
 * queued by its cause (decisions 0092 and 0094): the rows' hand leases and next-look times, and the indexes the
 * sweeps' searches for due rows used.
 */
const statements = [
  `alter table einvoices drop column lease_until`,
  `alter table payments drop column next_check_at`,
  `alter table bulk_batches drop column read_claimed_at`,
  `drop index einvoices_due`,
  `drop index mail_outbox_due_idx`,
  `drop index webhook_deliveries_due`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
