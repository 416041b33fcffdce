import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Pending payments are followed up by the worker: `next_check_at` is when it may next ask the gateway about one (the
 * lease that keeps two workers off the same bill), and the partial index finds the Pending ones oldest first.
 */
const statements = [
  `alter table payments add column next_check_at timestamptz`,
  `create index payments_pending_idx on payments (created_at, id) where status = 'Pending'`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
