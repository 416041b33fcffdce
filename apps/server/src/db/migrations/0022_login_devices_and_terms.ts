import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Login throttling that cannot lock the owner out: the browsers an account logged in from (a random token in a
 * long-lived cookie, kept hashed) and one-time login links mailed to the owner (`account_codes`, purpose `login`).
 * Registration records when the Terms and Privacy notice were agreed, and when an attempt to register an address
 * already taken was last mailed to its owner (at most one such mail an hour).
 */
const statements = [
  `create table login_devices (
    id serial primary key,
    user_id int not null references users(id) on delete cascade,
    token_hash char(64) not null unique,
    created_at timestamptz not null default now(),
    last_used_at timestamptz not null default now()
  )`,
  `create index login_devices_user_idx on login_devices (user_id)`,
  `alter table account_codes drop constraint account_codes_purpose_check`,
  `alter table account_codes add constraint account_codes_purpose_check check (purpose in ('verify', 'reset', 'login'))`,
  `alter table users add column terms_accepted_at timestamptz`,
  `alter table users add column registration_notice_at timestamptz`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
