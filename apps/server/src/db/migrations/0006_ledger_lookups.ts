import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** The transactions list finds a row's reversal and a payment row's payment by these. */
const statements = [
  `create index transactions_reverses_idx on transactions (reverses_id) where reverses_id is not null`,
  `create index payments_transaction_no_idx on payments (transaction_no) where transaction_no is not null`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
