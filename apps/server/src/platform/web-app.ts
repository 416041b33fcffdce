import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { isClientRoute, LANGUAGES, type Language } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenFrom } from './access.ts';
import { errorAnswerOf, HttpError } from './errors.ts';

const apiPrefixes = ['/api/', '/oauth/', '/util/', '/pubutil/', '/dev/'];
type Encoding = 'br' | 'gzip' | 'identity';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

type Index = Record<Language, Record<Encoding, Buffer>>;

/** What the build prerendered (apps/web/prerender.ts): each page's document per language, by the paths showing it. */
interface Pages {
  index: Index;
  prerendered: Map<string, Index>;
}

/**
 * The built SPA with history fallback: every client route opens by deep link. Assets go out as the
 * build's `.br` or `.gz` twin when the browser takes it; index.html is made once per language (its
 * `<html lang>` is the browser's language, which the app starts in), compressed, and answered from memory. The
 * public first pages go out already rendered for a visitor, the others as the layout with a loader, in the
 * visitor's language (apps/web/prerender.ts).
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const index = existsSync(indexFile)
    ? { index: shellOrIndex(webDist, readFileSync(indexFile, 'utf8')), prerendered: prerenderedPages(webDist) }
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
      sendIndex(request, reply, index, 200),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.toLowerCase();
    if (request.method !== 'GET' || apiPrefixes.some((prefix) => url.startsWith(prefix)) || !index) {
      return reply.status(404).send(errorAnswerOf(new HttpError('NOT_FOUND'), request.language));
    }
    // Any other path gets the app too, which shows its not-found page, but with status 404 so that
    // crawlers and monitors see it is not a page.
    return sendIndex(request, reply, index, isClientRoute(url.split('?')[0] ?? url) ? 200 : 404);
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

/**
 * The prerendered page shows what a visitor without parameters sees: a logged-in browser (its cookie) or a link
 * with parameters (a return address, a referral code) renders otherwise, so it gets the empty page.
 */
function documentFor(request: FastifyRequest, pages: Pages): Index {
  const [pathname = '/', query] = request.url.split('?');
  const prerendered = query === undefined && !tokenFrom(request) && pages.prerendered.get(pathname.toLowerCase());
  return prerendered || pages.index;
}

function sendIndex(request: FastifyRequest, reply: FastifyReply, pages: Pages, status: number) {
  const accepted = request.headers['accept-encoding'];
  const encoding = (accepted && encodings.negotiate(accepted.toLowerCase())) || 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .status(status)
    .header('vary', 'accept-encoding, accept-language, cookie')
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(documentFor(request, pages)[request.language][encoding]);
}

function cacheHeaders(reply: FastifyReply, filePath: string) {
  const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}
