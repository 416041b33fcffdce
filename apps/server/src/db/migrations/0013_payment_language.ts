import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The language of the request that started a payment: its receipt is written in it when the payer has no account
 * (or the account no language of its own), since the gateway's callback that settles it carries none.
 */
const statements = [`alter table payments add column language varchar(2) check (language in ('en', 'ms', 'zh'))`];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
