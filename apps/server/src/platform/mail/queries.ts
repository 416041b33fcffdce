import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A mail's row as it is written: its words and its one attachment. */
export interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachment_name: string | null;
  attachment: Uint8Array | null;
}

/** Stores a mail to send: answers its id. */
export const insertMail = async (db: Kysely<DB>, mail: OutboxMail) =>
  (await db.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow()).id;

/**
 * The mail about to be sent, its try counted: none when it was sent already (a run that came back after its lease),
 * finally failed, or erased meanwhile.
 */
export const takeMailToSend = (db: Kysely<DB>, id: number) =>
  db
    .updateTable('mail_outbox')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

/** Sent: the bodies kept are the ones given (without their codes), and the attachment is let go. */
export const markMailSent = (db: Kysely<DB>, id: number, kept: { text_body: string; html_body: string }) =>
  db
    .updateTable('mail_outbox')
    .set({ ...kept, status: 'sent', sent_at: sql<Date>`now()`, last_error: null, attachment: null })
    .where('id', '=', id)
    .execute();

/** A try that failed: why, and when the next comes at the earliest. */
export const recordMailRetry = (db: Kysely<DB>, id: number, error: string, retryInSeconds: number) =>
  db
    .updateTable('mail_outbox')
    .set({ last_error: error, next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryInSeconds})` })
    .where('id', '=', id)
    .execute();

/** The last try failed: the mail stays, as failed, with bodies no longer holding their codes. */
export const markMailFailed = (
  db: Kysely<DB>,
  id: number,
  error: string,
  kept: { text_body: string; html_body: string },
) =>
  db
    .updateTable('mail_outbox')
    .set({ ...kept, status: 'failed', last_error: error })
    .where('id', '=', id)
    .execute();
