import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The token a paid report's QR code carries (issue 21): references are sequential, so a reference alone opens only
 * "a report with this reference exists"; the verification page's figures need this token or the report's
 * fingerprint. 128 random bits, base64url (22 characters), written at payment; reports already paid get one here,
 * from PostgreSQL's strong random source (two random UUIDs' 244 bits through SHA-256, cut to 16 bytes).
 */
const statements = [
  `alter table checks add column verify_token varchar(43)`,
  `update checks
     set verify_token = translate(
       rtrim(encode(substring(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')) from 1 for 16), 'base64'), '='),
       '+/', '-_')
   where status = 'paid'`,
  `alter table checks add constraint checks_paid_verify_token check (status <> 'paid' or verify_token is not null)`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
