import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A logged-in user's change of e-mail address (issue 26): a one-time code mailed to the new address
 * (`account_codes`, purpose `email`), which carries the address it will set; the account's address changes only when
 * the link is opened.
 */
const statements = [
  `alter table account_codes add column new_email varchar(60)`,
  `alter table account_codes drop constraint account_codes_purpose_check`,
  `alter table account_codes add constraint account_codes_purpose_check
     check (purpose in ('verify', 'reset', 'login', 'email'))`,
  `alter table account_codes add constraint account_codes_new_email_check
     check ((purpose = 'email') = (new_email is not null))`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
