import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { type Language, SERVER_PATH_PREFIXES } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  createRequestHandler,
  RouteObject,
  RouterContext,
  RouterContextProvider,
  ServerBuild,
} from 'react-router';
import { type AuthUser, asPageCaller, settlePageCaller } from './access.ts';
import { errorAnswerOf, HttpError } from './errors.ts';
import { type Encoding, type KeptPage, KeptPages } from './kept-pages.ts';
import type { Metrics } from './metrics.ts';
import { settlePageRoute } from './redaction.ts';
import { type SessionCookie, sessionCookie } from './session-cookie.ts';

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** What the web build's server entry (apps/web/src/lib/request-services.ts) takes from the server for each page. */
interface ServerLink {
  send: typeof fetch;
  language: Language;
  origin: string;
  nonce: string;
  keptPages?: {
    mayKeep(): void;
    spoil(): void;
  };
}

/** What a kept page's route reads before anything is drawn, in one query (its feature's): who asks, and what they see. */
export interface PageView {
  caller: AuthUser | null;
  /**
   * Everything the page is drawn from besides its address, language, browser and day: the viewer as the header shows
   * them, the report's version, their relation to it. Undefined when there is no page of it to keep (no such report).
   */
  shows: unknown[] | undefined;
}

/**
 * A page that may be kept as drawn (apps/web's `KeptPageHandle`: a paid report) and answered again before React Router
 * is entered: a Fastify route of its address whose `viewOf` reads, in one query, its caller and all it shows them.
 */
export interface KeptPageRoute {
  /** Fastify's pattern of the page's address (`/share/:token`). */
  path: string;
  /** `tokenHash`: the hash of the caller's login token (the access hook's `sessionTokenHash`), null for none. */
  viewOf: (request: FastifyRequest, tokenHash: string | null) => Promise<PageView>;
}

/** How pages are kept: the store's bound (0: nothing kept), the pages that may be, and the site (its login cookie). */
interface PageKeepingSettings {
  bytes: number;
  routes: KeptPageRoute[];
  publicUrl: string;
}

/** The web build's server side (apps/web/build/server), with the context its pages read the server's link from. */
type WebServerBuild = ServerBuild & { entry: { module: { serverLink: RouterContext<ServerLink | null> } } };

/**
 * The web build this process serves, as it was at start: the pages it draws name that build's hashed files. A build
 * replaced under the running server (`npm run build` over it) has other files, so every page would break until a
 * restart: `unchanged` says so, and readiness fails on it (platform/health.ts), so that a load balancer sends no one
 * there and the operator or the service manager restarts it.
 */
export async function servedWebBuild(webBuild: string) {
  const atStart = await buildStamp(webBuild);
  return { unchanged: async () => (await buildStamp(webBuild)) === atStart };
}

/** The build's hashed file names and its server entry's size and time: another build has others. */
async function buildStamp(webBuild: string) {
  const assets = await readdir(path.join(webBuild, 'client', 'assets')).catch(() => []);
  const entry = await stat(path.join(webBuild, 'server', 'index.js')).catch(() => undefined);
  return JSON.stringify([assets.sort(), entry && [entry.size, entry.mtimeMs]]);
}

/**
 * The web app: its built files (`client/`, each beside its `.br` and `.gz` twins), and every other address a page
 * React Router draws for this request (`server/`, apps/web's `react-router build`), streamed and compressed as the
 * browser takes it. Paths of the API that match nothing get the API's JSON 404.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webBuild: string,
  metrics: Metrics,
  keeping: PageKeepingSettings,
) {
  const client = path.join(webBuild, 'client');
  const serverEntry = path.join(webBuild, 'server', 'index.js');
  if (existsSync(client)) await serveBuiltFiles(app, client);
  // The renderer (React, Mantine, the pages) is loaded by the first page asked for, not at start: a server that answers
  // only the API, or waits idle, does not hold it.
  let loaded: Promise<PageHandler> | undefined;
  const pages = () => {
    loaded ??= pageHandler(serverEntry);
    return loaded;
  };
  const hasPages = existsSync(serverEntry);
  if (hasPages && keeping.bytes > 0) {
    const kept = { pages, metrics, store: new KeptPages(keeping.bytes), loginCookie: sessionCookie(keeping.publicUrl) };
    for (const route of keeping.routes) {
      // The route reads the session itself, in its one query (`ownSession`): the access hook only hashes the token.
      const config = { access: 'public', ownSession: true } as const;
      app.get(route.path, { schema: { hide: true }, config }, (request, reply) =>
        sendKeptOrDrawn(app, request, reply, route, kept),
      );
    }
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.toLowerCase();
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasPages || !isPage || SERVER_PATH_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      return reply.status(404).send(errorAnswerOf(new HttpError('NOT_FOUND'), request.language));
    }
    return sendPage(app, request, reply, await pages(), metrics);
  });
}

/**
 * The hashed files under /assets, and the few beside them (the icon), each as the browser takes it (`.br`, `.gz`). A
 * page's address is no file's: it goes straight to the pages, without looking for a file of that name first.
 */
async function serveBuiltFiles(app: FastifyInstance, client: string) {
  await app.register(fastifyStatic, {
    root: path.join(client, 'assets'),
    prefix: '/assets/',
    index: false,
    // The folder's own address is no file.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  const besideAssets = readdirSync(client, { withFileTypes: true }).filter(
    (entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name),
  );
  for (const { name } of besideAssets) {
    app.get(`/${name}`, { schema: { hide: true }, config: { access: 'public' } }, (_request, reply) =>
      reply.sendFile(name, client),
    );
  }
}

interface PageHandler {
  handle: ReturnType<typeof createRequestHandler>;
  build: WebServerBuild;
  contextOf: (link: ServerLink) => RouterContextProvider;
  /** The page's route pattern (`/check/check/:unikey`) for a path, as React Router matches it. */
  routeOf: (pathname: string) => string;
}

/** The web build's flat route manifest as the tree React Router matches against. */
function routeTree(manifest: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const found = route as NonNullable<typeof route>;
      return found.index
        ? { id: found.id, index: true, path: found.path }
        : {
            id: found.id,
            path: found.path,
            caseSensitive: found.caseSensitive,
            children: routeTree(manifest, found.id),
          };
    });
}

async function pageHandler(serverEntry: string): Promise<PageHandler> {
  // React (which React Router imports) loads its production build when NODE_ENV says so as it is first imported: it is
  // the server's only React, imported here for the first time.
  process.env.NODE_ENV ??= 'production';
  const router = await import('react-router');
  const build = (await import(pathToFileURL(serverEntry).href)) as WebServerBuild;
  const routes = routeTree(build.routes);
  return {
    build,
    routeOf: (pathname) => {
      const paths = (router.matchRoutes(routes, pathname) ?? []).map((match) => match.route.path ?? '');
      return `/${paths.join('/')}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
    },
    handle: router.createRequestHandler(build, process.env.NODE_ENV),
    contextOf: (link) => new router.RouterContextProvider(new Map([[build.entry.module.serverLink, link]])),
  };
}

/**
 * Calls of the page's loaders made by the server itself, as the browser asking for the page (its cookie), in the
 * page's language; a call made with `credentials: 'omit'` leaves the cookie out, as the browser's fetch would, and is
 * still answered in the page's language (which the reader may have chosen by the cookie).
 */
function callsAs(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  const { cookie } = request.headers;
  return async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers));
    const withCookie = cookie && init?.credentials !== 'omit';
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: input instanceof Request ? input.url : String(input),
      headers: {
        ...headers,
        ...(withCookie && { cookie }),
        'accept-language': request.language,
        // The page's own id: the log lines of the calls drawing it are the page request's.
        'x-request-id': request.id,
      },
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const body = answer.rawPayload.length > 0 ? answer.rawPayload : null;
    const type = String(answer.headers['content-type'] ?? '');
    return new Response(body, { status: answer.statusCode, headers: { 'content-type': type } });
  };
}

function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, { method: request.method, headers });
}

/**
 * The page's inline scripts run by these sources alone (React Router writes the router's state in an inline script):
 * the nonce of a page drawn now, the hashes of a kept one.
 */
function allowScriptsBy(reply: FastifyReply, sources: string): void {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace("script-src 'self'", `script-src 'self' ${sources}`));
}

/**
 * Compressed as it streams, at a quick level (a page is compressed for each request; built files were compressed
 * ahead at their best). React writes a part of the page as many small chunks at once: they are compressed together
 * and flushed once the part is written, so that the head and the layout reach the browser before the rest is drawn
 * without a compressor's flush (and a socket write) for every chunk.
 */
function compressed(body: Readable, encoding: Encoding): Readable {
  if (encoding === 'identity') return body;
  const compressor =
    encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } }) : createGzip({ level: 6 });
  const flushKind = encoding === 'br' ? zlib.BROTLI_OPERATION_FLUSH : zlib.Z_SYNC_FLUSH;
  let flushQueued = false;
  body.on('data', () => {
    if (flushQueued) return;
    flushQueued = true;
    setImmediate(() => {
      flushQueued = false;
      compressor.flush(flushKind);
    });
  });
  return body.pipe(compressor);
}

/** Draws the page, timed until its document starts: drawn, drawn as the error page (5xx), or failed (it threw). */
async function drawPage(request: FastifyRequest, pages: PageHandler, link: ServerLink, metrics: Metrics) {
  const started = performance.now();
  const took = () => (performance.now() - started) / 1000;
  try {
    const response = await pages.handle(webRequestOf(request), pages.contextOf(link));
    metrics.pageDrawn(request, response.status >= 500 ? 'error_page' : 'rendered', took());
    return response;
  } catch (error) {
    metrics.pageDrawn(request, 'failed', took());
    throw error;
  }
}

/** A page that was not found kept and may be kept once drawn: its key, and whether the key still holds once drawn. */
interface PageToKeep {
  store: KeptPages;
  key: string;
  /**
   * Whether what the page shows, read again once its loaders have read it, still gives its key. Otherwise something
   * changed while it was drawn, and the page may show the change: kept by the old key, it would be found by nobody,
   * or by a viewer whose credit went back to the old sum.
   */
  stillKeyed: () => Promise<boolean>;
}

/** What the page told of itself as it was drawn (apps/web's `KeptPages`): whether it may be kept, or spoilt after all. */
function keepingOf(told: { mayKeep: boolean; spoilt: boolean }): NonNullable<ServerLink['keptPages']> {
  return {
    mayKeep: () => {
      told.mayKeep = true;
    },
    spoil: () => {
      told.spoilt = true;
    },
  };
}

/** The document as it streams to the browser, kept once it has all gone out whole (the browser may leave first). */
function keptOnceSent(body: Readable, keep: (document: Buffer) => void): Readable {
  const chunks: Buffer[] = [];
  body.on('data', (chunk: Buffer) => chunks.push(chunk));
  body.on('end', () => keep(Buffer.concat(chunks)));
  return body;
}

/** A kept page, or 304 to a browser that holds it already (its ETag is the page's key, set by `sendPage`). */
function sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage, encoding: Encoding) {
  allowScriptsBy(reply, page.scriptSources);
  reply.header('content-type', 'text/html; charset=utf-8');
  if (request.headers['if-none-match'] === reply.getHeader('etag')) return reply.status(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.body);
}

/** A document is the viewer's own and asked again each time (a kept one answers 304 while it stays the same). */
function documentHeaders(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, accept-language, cookie');
}

function encodingOf(request: FastifyRequest): Encoding {
  const accepted = request.headers['accept-encoding'];
  return (accepted && encodings.negotiate(accepted.toLowerCase())) || 'identity';
}

/**
 * A page that may be kept, before React Router: its route's one query gives who asks (the request's caller from then
 * on) and all the page shows them, which with the address, language, browser and day is the page's key. A page kept
 * by that key is sent as kept; any other is drawn as every page is, and kept if it says it may be.
 */
async function sendKeptOrDrawn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  route: KeptPageRoute,
  kept: { pages: () => Promise<PageHandler>; metrics: Metrics; store: KeptPages; loginCookie: SessionCookie },
) {
  const started = performance.now();
  // Settling the caller forgets the token's hash; the key is read again with it once the page is drawn.
  const { sessionTokenHash } = request;
  const view = () => route.viewOf(request, sessionTokenHash);
  const { caller, shows } = await view();
  settlePageCaller(request, reply, caller, kept.loginCookie);
  // A program's page (its token in the Authorization header) is drawn and never kept: its loaders' calls carry only
  // the browser's cookie, so what they show need not be what the key read.
  const keyOf = (shown: unknown[] | undefined) =>
    shown && !request.headers.authorization ? kept.store.keyOf(pageAddressOf(request), shown) : undefined;
  const key = keyOf(shows);
  const held = key && kept.store.find(key);
  if (!key || !held) {
    const toKeep = key && {
      store: kept.store,
      key,
      stillKeyed: async () => keyOf((await view()).shows) === key,
    };
    return sendPage(app, request, reply, await kept.pages(), kept.metrics, toKeep || undefined);
  }
  settlePageRoute(request, route.path);
  kept.metrics.pageDrawn(request, 'kept', (performance.now() - started) / 1000);
  documentHeaders(reply);
  reply.header('etag', `"${key}"`);
  const encoding = encodingOf(request);
  return sendKept(request, reply, await kept.store.encoded(key, held, encoding), encoding);
}

/**
 * What the page's document depends on besides what its route's query read: the site and address, the language, the
 * browser (a crawler's is drawn whole: entry.server.tsx) and the day (the footer's year, a car's age).
 */
function pageAddressOf(request: FastifyRequest): unknown[] {
  const browser = request.headers['user-agent'] ?? '';
  return [request.protocol, request.host, request.url, request.language, browser, new Date().toDateString()];
}

async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pages: PageHandler,
  metrics: Metrics,
  toKeep?: PageToKeep,
) {
  settlePageRoute(request, pages.routeOf(request.url.split('?', 1)[0] ?? '/'));
  const nonce = randomBytes(16).toString('base64');
  const told = { mayKeep: false, spoilt: false };
  const link: ServerLink = {
    send: callsAs(app, request),
    language: request.language,
    origin: `${request.protocol}://${request.host}`,
    nonce,
    keptPages: toKeep && keepingOf(told),
  };
  const response = await asPageCaller(request, () => drawPage(request, pages, link, metrics));
  reply.status(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  const isDocument = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (isDocument) documentHeaders(reply);
  const keeps = toKeep && told.mayKeep ? toKeep : undefined;
  // The key holds all the page was drawn from and who it is for: the same key, the same document.
  if (keeps) reply.header('etag', `"${keeps.key}"`);
  const encoding = encodingOf(request);
  if (isDocument) allowScriptsBy(reply, `'nonce-${nonce}'`);
  if (!response.body) return reply.send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding).removeHeader('content-length');
  let body = Readable.fromWeb(response.body);
  if (keeps) {
    // Its loaders have read all it shows: read again now, while it streams, the key must be the same.
    const stillKeyed = keeps.stillKeyed().catch(() => false);
    body = keptOnceSent(body, (drawn) => {
      void stillKeyed.then((still) => still && !told.spoilt && keeps.store.keep(keeps.key, drawn, nonce));
    });
  }
  return reply.send(compressed(body, encoding));
}

function cacheHeaders(reply: FastifyReply, filePath: string) {
  const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}
