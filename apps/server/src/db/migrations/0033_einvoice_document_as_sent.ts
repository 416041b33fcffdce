import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * An e-invoice's document kept as it was sent (issue 25, part E): `json` keeps the text, its keys in their order,
 * where `jsonb` sorted them. A version 1.1 document's signature covers that order, so only the text as sent can be
 * checked again against its signature.
 */
const statements = [`alter table einvoices alter column document type json using document::json`];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
