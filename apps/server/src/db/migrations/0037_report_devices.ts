import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A guest's report opens on the browser that paid for it (issue 38): the browser's report-device cookie, kept here
 * only as its SHA-256 hash, beside each guest-bought check it may open. A row is added when the guest starts paying
 * for the check on that browser, or opens the check from the mailed "My reports" link there.
 */
const statements = [
  `create table report_devices (
    check_id integer not null references checks(id) on delete cascade,
    device_hash char(64) not null,
    created_at timestamptz not null default now(),
    primary key (check_id, device_hash)
  )`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
