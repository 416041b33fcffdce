import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { isClientRoute, LANGUAGES, type Language } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswerOf, HttpError } from './errors.ts';

const apiPrefixes = ['/api/', '/oauth/', '/util/', '/pubutil/', '/dev/'];
type Encoding = 'br' | 'gzip' | 'identity';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

type Index = Record<Language, Record<Encoding, Buffer>>;

/**
 * The built SPA with history fallback: every client route opens by deep link. Assets go out as the
 * build's `.br` or `.gz` twin when the browser takes it; index.html is made once per language (its
 * `<html lang>` is the browser's language, which the app starts in), compressed, and answered from memory.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const index = existsSync(indexFile) ? indexVariants(readFileSync(indexFile, 'utf8')) : undefined;
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

function indexVariants(html: string): Index {
  const variants = LANGUAGES.map((language) => {
    const localised = Buffer.from(html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`));
    const encoded = { br: brotliCompressSync(localised), gzip: gzipSync(localised, { level: 9 }), identity: localised };
    return [language, encoded] as const;
  });
  return Object.fromEntries(variants) as Index;
}

function sendIndex(request: FastifyRequest, reply: FastifyReply, index: Index, status: number) {
  const accepted = request.headers['accept-encoding'];
  const encoding = (accepted && encodings.negotiate(accepted.toLowerCase())) || 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .status(status)
    .header('vary', 'accept-encoding, accept-language, cookie')
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(index[request.language][encoding]);
}

function cacheHeaders(reply: FastifyReply, filePath: string) {
  const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}
