import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** An account's language (en, ms or zh): its screens, its mails and its PDFs. Null: the browser's choice. */
const statements = [`alter table users add column language varchar(2) check (language in ('en', 'ms', 'zh'))`];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
