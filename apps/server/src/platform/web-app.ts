import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { isClientRoute, LANGUAGES, type Language, SERVER_PATH_PREFIXES } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenFrom } from './access.ts';
import { errorAnswerOf, HttpError } from './errors.ts';

type Encoding = 'br' | 'gzip' | 'identity';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

type Index = Record<Language, Record<Encoding, Buffer>>;

/** What the build prerendered (apps/web/prerender.ts): each page's document per language, by the paths showing it. */
interface Pages {
  index: Index;
  prerendered: Map<string, Index>;
  renderer: PageRenderer | undefined;
}

/** The web build's server-side entry (apps/web/src/render-on-server.tsx), as the server uses it. */
interface ServerEntry {
  rendersPerRequest(pathname: string): boolean;
  renderForRequest(
    url: string,
    origin: string,
    language: Language,
    call: typeof fetch,
  ): Promise<{ html: string; state: unknown; module: string } | undefined>;
  documentOf(parts: {
    template: string;
    rendered: string;
    language: string;
    kind: 'page';
    state: unknown;
    stylesheets: string[];
  }): string;
}

/** A chunk of the build's manifest (dist/.vite/manifest.json), by the source module it was built from. */
type Manifest = Record<string, { css?: string[]; imports?: string[] }>;

interface PageRenderer {
  entry: ServerEntry;
  template: string;
  manifest: Manifest;
}

/**
 * The built SPA with history fallback: every client route opens by deep link. Assets go out as the
 * build's `.br` or `.gz` twin when the browser takes it; index.html is made once per language (its
 * `<html lang>` is the browser's language, which the app starts in), compressed, and answered from memory. The
 * public first pages go out already rendered for a visitor, the pages phones open most (the checklist, a report…)
 * rendered for the browser asking (with the build's server-side entry), the others as the layout with a loader, in
 * the visitor's language (apps/web/prerender.ts).
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const index = existsSync(indexFile)
    ? {
        index: shellOrIndex(webDist, readFileSync(indexFile, 'utf8')),
        prerendered: prerenderedPages(webDist),
        renderer: await pageRenderer(webDist, indexFile),
      }
    : undefined;
  if (index) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) =>
      sendIndex(app, request, reply, index, 200),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.toLowerCase();
    if (request.method !== 'GET' || SERVER_PATH_PREFIXES.some((prefix) => url.startsWith(prefix)) || !index) {
      return reply.status(404).send(errorAnswerOf(new HttpError('NOT_FOUND'), request.language));
    }
    // Any other path gets the app too, which shows its not-found page, but with status 404 so that
    // crawlers and monitors see it is not a page.
    return sendIndex(app, request, reply, index, isClientRoute(url.split('?')[0] ?? url) ? 200 : 404);
  });
}

const encoded = (html: Buffer) => ({
  br: brotliCompressSync(html),
  gzip: gzipSync(html, { level: 9 }),
  identity: html,
});

function indexVariants(html: string): Index {
  const variants = LANGUAGES.map((language) => {
    const localised = Buffer.from(html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`));
    return [language, encoded(localised)] as const;
  });
  return Object.fromEntries(variants) as Index;
}

/** The layout with a loader the build prerendered in each language, else the bare index.html in each. */
function shellOrIndex(webDist: string, html: string): Index {
  const shell = (language: Language) => path.join(webDist, 'prerendered', `index.${language}.html`);
  if (!LANGUAGES.every((language) => existsSync(shell(language)))) return indexVariants(html);
  const variants = LANGUAGES.map((language) => [language, encoded(readFileSync(shell(language)))] as const);
  return Object.fromEntries(variants) as Index;
}

function prerenderedPages(webDist: string): Map<string, Index> {
  const folder = path.join(webDist, 'prerendered');
  const listFile = path.join(folder, 'pages.json');
  const byPath = new Map<string, Index>();
  if (!existsSync(listFile)) return byPath;
  const pages = JSON.parse(readFileSync(listFile, 'utf8')) as { name: string; paths: string[] }[];
  for (const page of pages) {
    const variants = LANGUAGES.map(
      (language) => [language, encoded(readFileSync(path.join(folder, `${page.name}.${language}.html`)))] as const,
    );
    const index = Object.fromEntries(variants) as Index;
    for (const pagePath of page.paths) byPath.set(pagePath, index);
  }
  return byPath;
}

/** The build's server-side entry (kept beside dist by apps/web's build), or undefined where it was not built. */
async function pageRenderer(webDist: string, indexFile: string): Promise<PageRenderer | undefined> {
  const entryFile = path.join(webDist, '..', 'dist-ssr', 'render-on-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return undefined;
  // React loads its production build when NODE_ENV says so as it is first imported; it is the server's only React.
  process.env.NODE_ENV ??= 'production';
  return {
    entry: (await import(pathToFileURL(entryFile).href)) as ServerEntry,
    template: readFileSync(indexFile, 'utf8'),
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest,
  };
}

/** The stylesheets a page's code brings (its own and its imports'), beyond those the template already links. */
function stylesheetsOf(renderer: PageRenderer, module: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = renderer.manifest[key];
    for (const imported of chunk?.imports ?? []) visit(imported);
    found.push(...(chunk?.css ?? []).map((file) => `/${file}`));
  };
  visit(module);
  return found.filter((href) => !renderer.template.includes(`"${href}"`));
}

/** Calls of the page's code made by the server itself, as the browser asking for the page (its cookie, language). */
function callsAs(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  const { cookie, 'accept-language': acceptLanguage } = request.headers;
  return async (input) => {
    const answer = await app.inject({
      method: 'GET',
      url: input instanceof Request ? input.url : String(input),
      headers: {
        accept: 'application/json',
        ...(cookie && { cookie }),
        ...(acceptLanguage && { 'accept-language': acceptLanguage }),
      },
      remoteAddress: request.ip,
    });
    const body = answer.rawPayload.length > 0 ? answer.rawPayload : null;
    const type = String(answer.headers['content-type'] ?? '');
    return new Response(body, { status: answer.statusCode, headers: { 'content-type': type } });
  };
}

/**
 * The pages the build's server-side entry renders per request (the checklist, a report, transactions…), rendered for
 * this browser with what it would be shown, its query included. Undefined when the page would show something else
 * (the login prompt, a missing report), which the app then shows from the layout with a loader.
 */
async function renderedForRequest(app: FastifyInstance, request: FastifyRequest, pages: Pages) {
  const renderer = pages.renderer;
  const pathname = request.url.split('?')[0] ?? '/';
  if (!renderer?.entry.rendersPerRequest(pathname)) return undefined;
  try {
    const page = await renderer.entry.renderForRequest(
      request.url,
      `${request.protocol}://${request.host}`,
      request.language,
      callsAs(app, request),
    );
    if (!page) return undefined;
    const html = renderer.entry.documentOf({
      template: renderer.template,
      rendered: page.html,
      language: request.language,
      kind: 'page',
      state: page.state,
      stylesheets: stylesheetsOf(renderer, page.module),
    });
    return Buffer.from(html);
  } catch (error) {
    request.log.error({ err: error }, 'page not rendered on the server; the app renders it');
    return undefined;
  }
}

/**
 * A page rendered for this request, compressed as the browser takes it: quick settings, a few milliseconds (the
 * build-time documents take the slow best).
 */
function encodedQuickly(html: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return html;
}

/**
 * The prerendered page shows what a visitor without parameters sees: a logged-in browser (its cookie) or a link
 * with parameters (a return address, a referral code) renders otherwise, so it gets the empty page.
 */
function prerenderedFor(request: FastifyRequest, pages: Pages): Index {
  const [pathname = '/', query] = request.url.split('?');
  const prerendered = query === undefined && !tokenFrom(request) && pages.prerendered.get(pathname.toLowerCase());
  return prerendered || pages.index;
}

async function sendIndex(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pages: Pages,
  status: number,
) {
  const accepted = request.headers['accept-encoding'];
  const encoding = (accepted && encodings.negotiate(accepted.toLowerCase())) || 'identity';
  const rendered = await renderedForRequest(app, request, pages);
  const body = rendered
    ? encodedQuickly(rendered, encoding)
    : prerenderedFor(request, pages)[request.language][encoding];
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .status(status)
    .header('vary', 'accept-encoding, accept-language, cookie')
    .header('cache-control', rendered ? 'private, no-cache' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(body);
}

function cacheHeaders(reply: FastifyReply, filePath: string) {
  const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}
