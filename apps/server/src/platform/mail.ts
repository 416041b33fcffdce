import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';

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
      await (await transport()).sendMail(messageOf(mail, options.mailFrom));
    };
  }
  const transport = madeOnFirstMail((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return async (mail) => {
    const sent = await (await transport()).sendMail(messageOf(mail, options.mailFrom));
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

/** The message nodemailer sends, over SMTP or into the mail folder alike. */
const messageOf = (mail: Mail, from: string) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  attachments: mail.attachment
    ? [{ filename: mail.attachment.name, content: Buffer.from(mail.attachment.content) }]
    : [],
});
