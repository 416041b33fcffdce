import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type nodemailer from 'nodemailer';
import type { Db } from '../db/connection.ts';
import type { DB } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One file sent with it: a tax invoice's PDF. */
  attachment?: { name: string; content: Uint8Array } | undefined;
}

export interface StoredMail extends Mail {
  id: number;
  date: string;
}

/** Queues a mail in the caller's database transaction, so it goes if and only if the change commits. */
export async function enqueueMail(db: Kysely<DB>, mail: Mail) {
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachment_name: mail.attachment?.name ?? null,
      attachment: mail.attachment?.content ?? null,
    })
    .execute();
}

export type MailSender = (mail: StoredMail) => Promise<void>;

/** A transport made with the first mail sent: nodemailer is not loaded at start (docs/decisions/0055-memory.md). */
function madeOnFirstMail<Transport>(make: (mailer: typeof nodemailer) => Transport): () => Promise<Transport> {
  let made: Promise<Transport> | undefined;
  return () => (made ??= import('nodemailer').then(({ default: mailer }) => make(mailer)));
}

/** SMTP when configured; otherwise each mail is written under the mail folder for /dev/mail. */
export function createMailSender(options: {
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDir: string;
}): MailSender {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = madeOnFirstMail((mailer) => mailer.createTransport(smtpUrl));
    return async (mail) => {
      await (await transport()).sendMail({
        from: options.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: attachmentsOf(mail),
      });
    };
  }
  const transport = madeOnFirstMail((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return async (mail) => {
    const sent = await (await transport()).sendMail({
      from: options.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: attachmentsOf(mail),
    });
    await mkdir(options.mailDir, { recursive: true });
    const name = `${String(mail.id).padStart(8, '0')}`;
    await writeFile(path.join(options.mailDir, `${name}.eml`), sent.message as Buffer);
    // Written aside and renamed into place: the demo mailbox lists *.json while mails arrive, and must never read half
    // of one.
    const json = path.join(options.mailDir, `${name}.json`);
    // The mailbox's JSON names the attachment; its bytes are in the .eml beside it.
    const { attachment, ...listed } = mail;
    await writeFile(`${json}.part`, JSON.stringify({ ...listed, attachmentName: attachment?.name }, null, 2));
    await rename(`${json}.part`, json);
  };
}

const attachmentsOf = (mail: Mail) =>
  mail.attachment ? [{ filename: mail.attachment.name, content: Buffer.from(mail.attachment.content) }] : [];

/** The one-time code of a verification or reset link (`…?email=…&taccode=…`). */
const oneTimeCode = /(taccode=)[^&\s"'<]+/g;
/** What stays in the outbox once a mail has gone (or finally failed): no code there can be used by whoever reads the table. */
const withoutCodes = (body: string) => body.replace(oneTimeCode, '$1[removed]');

const LEASE_MINUTES = 5;
const MAX_ATTEMPTS = 8;
const retryDelayMinutes = (attempt: number) => Math.min(2 ** attempt, 240);

/**
 * Takes due mails with a lease (SKIP LOCKED, so workers never take the same row), sends them
 * outside any transaction, then records the outcome. A crash mid-send leaves the lease to
 * expire and the mail is tried again.
 */
export async function deliverDueMail(db: Db, send: MailSender, batchSize = 20) {
  const claimed = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', sql<Date>`now()`)
      .orderBy('id')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    await trx
      .updateTable('mail_outbox')
      .set({ attempts: sql`attempts + 1`, next_attempt_at: sql`now() + make_interval(mins => ${LEASE_MINUTES})` })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .execute();
    return due;
  });
  let failures = 0;
  for (const row of claimed) {
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
      await db
        .updateTable('mail_outbox')
        .set({
          status: 'sent',
          sent_at: sql`now()`,
          last_error: null,
          // Sent: the file can be made again from its document, the outbox need not keep it.
          attachment: null,
          text_body: withoutCodes(row.text_body),
          html_body: withoutCodes(row.html_body),
        })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      failures += 1;
      const attempts = row.attempts + 1;
      const finallyFailed = attempts >= MAX_ATTEMPTS;
      await db
        .updateTable('mail_outbox')
        .set({
          status: finallyFailed ? 'failed' : 'pending',
          ...(finallyFailed ? { text_body: withoutCodes(row.text_body), html_body: withoutCodes(row.html_body) } : {}),
          last_error: String(error).slice(0, 2000),
          next_attempt_at: sql`now() + make_interval(mins => ${retryDelayMinutes(attempts)})`,
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return { sent: claimed.length - failures, failed: failures };
}
