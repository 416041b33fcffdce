/**
 * Serves the floor's build as apps/server serves the portal's, without the portal: built files from `build/client`
 * (their .br, cached for good), each page drawn by React Router for the request and compressed with brotli at the
 * portal's quick level as it streams. `PORT` says where; started by bench/src/floor.ts with NODE_ENV=production.
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { createBrotliCompress, constants as zlib } from 'node:zlib';
import { createRequestHandler, type ServerBuild } from 'react-router';

const client = path.join(import.meta.dirname, 'build/client');
const serverEntry = path.join(import.meta.dirname, 'build/server/index.js');
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const drawPage = createRequestHandler(build, 'production');
const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

const server = createServer(async (request, reply) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  if (url.pathname.startsWith('/assets/')) {
    const file = path.join(client, path.normalize(url.pathname));
    if (!file.startsWith(client) || !existsSync(`${file}.br`)) return reply.writeHead(404).end();
    reply.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    return createReadStream(`${file}.br`).pipe(reply);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
  const page = await drawPage(new Request(url, { headers }));
  reply.writeHead(page.status, { ...Object.fromEntries(page.headers), 'content-encoding': 'br' });
  if (!page.body) return reply.end();
  // The page is typed with the DOM's streams (this folder's pages run in a browser), Node reads it as its own.
  Readable.fromWeb(page.body as NodeReadableStream)
    .pipe(createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } }))
    .pipe(reply);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
