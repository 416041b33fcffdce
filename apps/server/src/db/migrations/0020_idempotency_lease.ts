import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * An `Idempotency-Key`'s claim is a lease: `locked_until` is when a request that never answered (its process died)
 * stops holding the key, and `attempt` counts the requests that took it, so only the latest holder can keep an answer.
 * Keys already stuck without an answer are free at once.
 */
const statements = [
  'alter table api_idempotency add column attempt int not null default 1',
  'alter table api_idempotency add column locked_until timestamptz not null default now()',
  'alter table api_idempotency alter column locked_until drop default',
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
