import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Login attempts are counted before the password is checked, one row per counted key (account and address pair,
 * address, account) updated atomically, instead of failure rows counted after the check.
 */
const statements = [
  `drop table login_failures`,
  `create table login_throttle (
    key varchar(200) primary key,
    attempts int not null,
    window_started_at timestamptz not null,
    next_at timestamptz not null default now()
  )`,
  `create index login_throttle_window_idx on login_throttle (window_started_at)`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
