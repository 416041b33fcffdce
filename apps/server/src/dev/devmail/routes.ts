import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { devMailEndpoints, endpointUrl, storedMail } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import type { StoredMail } from '../../platform/mail.ts';
import { route } from '../../platform/route.ts';
import { urlCarriesKey } from '../../platform/secrets.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { devmailTexts } from './texts.ts';

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

const isLoopback = (address: string | undefined) =>
  address !== undefined && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));

/** Headers a proxy adds: a request carrying any of them came through one, whatever TRUST_PROXY says. */
const cameThroughProxy = (request: FastifyRequest) =>
  Object.keys(request.headers).some(
    (name) => name === 'forwarded' || name === 'via' || name === 'x-real-ip' || name.startsWith('x-forwarded-'),
  );

/**
 * The mailbox holds live verification, reset and login links, so it answers only the one who started the portal: its
 * URL carries the key printed at start, whatever the peer (a reverse proxy on this machine that adds no forwarding
 * header connects from loopback for anyone on the internet). Besides, only a browser on this machine may read it, and
 * not through a proxy it can tell. Any other request finds nothing there.
 */
function mailboxOwnerOnly(config: { demoKey: string }) {
  return async (request: FastifyRequest) => {
    const fromHere = isLoopback(request.socket.remoteAddress) && !cameThroughProxy(request);
    if (!fromHere || !urlCarriesKey(request.url, config.demoKey)) throw notFound();
  };
}

const htmlPage = 'text/html; charset=utf-8';

/**
 * Demo mode without SMTP: the mails the portal sent, so a new user can verify an account
 * on a laptop. Registered only when DEMO is on.
 */
export function devMailRoutes(app: ZodApp, deps: AppDeps) {
  const ownerOnly = mailboxOwnerOnly(deps.config);
  route(app, devMailEndpoints.list, {
    config: { access: 'public' },
    onRequest: ownerOnly,
    handler: async (request) => {
      const to = request.query.to?.toLowerCase();
      const mails = await readMails(deps.config.mailDir);
      return to ? mails.filter((mail) => mail.to.toLowerCase() === to) : mails;
    },
  });

  route(app, devMailEndpoints.inbox, {
    config: { access: 'public' },
    onRequest: ownerOnly,
    handler: async (request, reply) => {
      const t = devmailTexts.of(request.language);
      const mails = await readMails(deps.config.mailDir);
      const rows = mails
        .map(
          (mail) =>
            `<li><a href="${escapeHtml(endpointUrl(devMailEndpoints.mail, { params: { id: mail.id }, query: { key: deps.config.demoKey } }))}">${escapeHtml(mail.subject)}</a> ${escapeHtml(t('to'))} ${escapeHtml(mail.to)} <small>${escapeHtml(mail.date)}</small></li>`,
        )
        .join('');
      return reply
        .type(htmlPage)
        .send(
          `<!doctype html><html lang="${request.language}"><title>${escapeHtml(t('title'))}</title><h1>${escapeHtml(t('title'))}</h1><p>${escapeHtml(t('intro'))}</p><ul>${rows || `<li>${escapeHtml(t('empty'))}</li>`}</ul>`,
        );
    },
  });

  route(app, devMailEndpoints.mail, {
    config: { access: 'public' },
    onRequest: ownerOnly,
    handler: async (request, reply) => {
      const mail = (await readMails(deps.config.mailDir)).find((candidate) => candidate.id === request.params.id);
      if (!mail) throw notFound();
      return reply.type(htmlPage).send(mail.html);
    },
  });
}
