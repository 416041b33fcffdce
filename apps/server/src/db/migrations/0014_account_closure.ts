import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * PDPA: a user's request to close its account, completed by an administrator. At most one open request per
 * account; `closed_at` on the user marks an account whose personal fields are erased.
 */
const statements = [
  `create table account_closures (
    id serial primary key,
    user_id int not null references users(id),
    status varchar(10) not null default 'Requested' check (status in ('Requested', 'Completed')),
    credit_at_request int not null default 0,
    requested_at timestamptz not null default now(),
    completed_at timestamptz,
    completed_by int references users(id) on delete set null
  )`,
  `create unique index account_closures_open_key on account_closures (user_id) where status = 'Requested'`,
  `alter table users add column closed_at timestamptz`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
