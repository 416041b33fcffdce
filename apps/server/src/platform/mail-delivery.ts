import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/connection.ts';
import type { DB } from '../db/schema.ts';
import type { JobQueue } from '../jobs/define.ts';
import { defineJob } from '../jobs/define.ts';
import * as q from './mail/queries.ts';
import type { Mail, MailSender } from './mail.ts';

/** What queues a mail: the queue of the request's or the job's process. */
export type MailQueue = Pick<JobQueue, 'enqueue'>;

/**
 * A failed send is tried again 12 times, 15 s later and doubling each time (pg-boss adds up to as much again at
 * random): the last try comes 17 to 34 hours after the first, so a mail server down for most of a day loses no mail.
 */
const retry = { limit: 12, delaySeconds: 15, backoff: true } as const;
const TRIES = retry.limit + 1;
/** The earliest pg-boss tries a mail again after its `tries`-th try failed. */
const earliestRetrySeconds = (tries: number) => retry.delaySeconds * 2 ** (tries - 1);

/** The one-time code of a verification or reset link (`…?email=…&taccode=…`). */
const oneTimeCode = /(taccode=)[^&\s"'<]+/g;
/** What stays in the outbox once a mail has gone (or finally failed): no code there can be used by whoever reads the table. */
const withoutCodes = (body: string) => body.replace(oneTimeCode, '$1[removed]');

/**
 * Sends one mail and marks it sent. A failed send throws, so pg-boss tries it again with backoff; after the last try
 * the mail is marked failed, for the operator to see. A worker killed mid-send leaves the run to pg-boss's heartbeat
 * lease, which runs it again.
 */
async function deliverMail(db: Db, send: MailSender, mailId: number) {
  const row = await q.takeMailToSend(db, mailId);
  if (!row) return;
  const kept = { text_body: withoutCodes(row.text_body), html_body: withoutCodes(row.html_body) };
  try {
    await send({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attachment:
        row.attachment_name && row.attachment ? { name: row.attachment_name, content: row.attachment } : undefined,
      date: row.created_at.toISOString(),
    });
  } catch (error) {
    const reason = String(error).slice(0, 2000);
    if (row.attempts >= TRIES) await q.markMailFailed(db, mailId, reason, kept);
    else await q.recordMailRetry(db, mailId, reason, earliestRetrySeconds(row.attempts));
    throw error;
  }
  // Sent: the attachment can be made again from its document, and no code stays readable.
  await q.markMailSent(db, mailId, kept);
}

/** One mail of the outbox sent, queued with the change that wrote it. */
export const mailDelivery = defineJob({
  name: 'mail-delivery',
  input: z.object({ mailId: z.number().int().positive() }),
  handle: ({ mailId }, { db, sendMail }) => deliverMail(db, sendMail, mailId),
  retry,
});

/**
 * Queues a mail and its delivery in the caller's transaction, so it goes if and only if the change commits; given no
 * transaction, in one of its own, so that no mail is stored without its delivery.
 */
export async function enqueueMail(db: Kysely<DB>, jobs: MailQueue, mail: Mail): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => enqueueMail(trx, jobs, mail));
  const mailId = await q.insertMail(db, {
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    attachment_name: mail.attachment?.name ?? null,
    attachment: mail.attachment?.content ?? null,
  });
  await jobs.enqueue(mailDelivery, { mailId }, { within: db });
}
