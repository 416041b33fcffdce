import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A guest keeps the report (issue 26): a guest who paid shares the report like an owner (a share link made by the
 * holder of a guest-bought check's key names no user), and comes back to "my reports" by a link mailed to the e-mail
 * address the reports were bought with; the link's token is kept only as its SHA-256 hash, for 30 minutes.
 */
const statements = [
  `alter table report_shares alter column created_by drop not null`,
  `create table guest_report_links (
    id serial primary key,
    email varchar(60) not null,
    phone varchar(20) not null,
    token_hash char(64) not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create index guest_report_links_buyer on guest_report_links (lower(email), phone, created_at)`,
  `create index checks_guest_buyer on checks (lower(guest_email), guest_phone) where user_id is null and status = 'paid'`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
