import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { StoredMail } from '../../platform/mail.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';

const storedMail = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  date: z.string(),
});

async function readMails(mailDir: string): Promise<StoredMail[]> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const files = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  return Promise.all(
    files.map(async (name) => storedMail.parse(JSON.parse(await readFile(path.join(mailDir, name), 'utf8')))),
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Demo mode without SMTP: the mails the portal sent, so a new user can verify an account
 * on a laptop. Registered only when DEMO is on.
 */
export function devMailRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/dev/mail.json', {
    config: { access: 'public' },
    schema: {
      hide: true,
      querystring: z.object({ to: z.string().optional() }),
      response: { 200: z.array(storedMail) },
    },
    handler: async (request) => {
      const to = request.query.to?.toLowerCase();
      const mails = await readMails(deps.config.mailDir);
      return to ? mails.filter((mail) => mail.to.toLowerCase() === to) : mails;
    },
  });

  app.get('/dev/mail', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (_request, reply) => {
      const mails = await readMails(deps.config.mailDir);
      const rows = mails
        .map(
          (mail) =>
            `<li><a href="/dev/mail/${mail.id}">${escapeHtml(mail.subject)}</a> to ${escapeHtml(mail.to)} <small>${escapeHtml(mail.date)}</small></li>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><title>Demo mailbox</title><h1>Demo mailbox</h1><p>Mails the portal sent (demo mode, no SMTP_URL).</p><ul>${rows || '<li>No mail yet.</li>'}</ul>`,
        );
    },
  });

  app.get('/dev/mail/:id', {
    config: { access: 'public' },
    schema: { hide: true, params: z.object({ id: z.coerce.number().int() }) },
    handler: async (request, reply) => {
      const mail = (await readMails(deps.config.mailDir)).find((candidate) => candidate.id === request.params.id);
      if (!mail) return reply.status(404).send({ Message: 'No such mail' });
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  });
}
