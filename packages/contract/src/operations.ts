import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

/** Where the portal's HTTP API is described (OpenAPI, with a browsing page). */
export const API_DOCS_PATH = '/api/docs';

/**
 * The paths the server answers itself: the API, the login calls, the option lists and the demo mailbox. Any other
 * path is the web app's (its page, or its Not found page).
 */
export const SERVER_PATH_PREFIXES = ['/api/', '/oauth/', '/util/', '/pubutil/', '/dev/'] as const;

export const healthAnswer = z.object({ status: z.enum(['ok', 'ready', 'unavailable']) });

const operationTags = ['operations'];

/**
 * For a load balancer or service manager: /healthz says the process answers (restart it when not), /readyz says the
 * database answers too (send it traffic only then).
 */
export const healthEndpoints = {
  live: endpoint({ method: 'GET', path: '/healthz', tags: operationTags, answer: healthAnswer }),
  ready: endpoint({
    method: 'GET',
    path: '/readyz',
    tags: operationTags,
    answer: healthAnswer,
    otherAnswers: { 503: healthAnswer },
  }),
};

/** A mail as the demo mailbox keeps it. */
export const storedMail = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  date: z.string(),
});

/** `key`: the demo's key, printed at start; without it the mailbox does not exist. */
const demoKey = z.object({ key: z.string().optional() });

/** The demo mailbox (DEMO without SMTP, this machine only): not part of the API, so not in `/api/docs`. */
export const devMailEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/dev/mail.json',
    hide: true,
    query: demoKey.extend({ to: z.string().optional() }),
    answer: z.array(storedMail),
  }),
  inbox: endpoint({ method: 'GET', path: '/dev/mail', hide: true, query: demoKey, produces: ['text/html'] }),
  mail: endpoint({
    method: 'GET',
    path: '/dev/mail/:id',
    hide: true,
    params: z.object({ id: z.coerce.number().int() }),
    query: demoKey,
    produces: ['text/html'],
  }),
};

/** For `npm run bench` only (BENCH_ROUTES=true): not part of the API, so not in `/api/docs`. */
export const benchEndpoints = {
  plates: endpoint({
    method: 'GET',
    path: '/api/bench/plates',
    hide: true,
    query: z.object({ n: z.coerce.number().int().min(1).max(10_000) }),
  }),
  stats: endpoint({ method: 'GET', path: '/api/bench/stats', hide: true }),
};
