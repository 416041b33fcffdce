import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** Read-only share links of paid reports: the link's token kept only as its SHA-256 hash, an expiry, a revocation. */
const statements = [
  `create table report_shares (
    id serial primary key,
    check_id int not null references checks(id),
    created_by int not null references users(id),
    token_hash char(64) not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create index report_shares_check on report_shares (check_id)`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
