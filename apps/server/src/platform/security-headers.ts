import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * Helmet's headers, worked out once at start and set on every answer by one plain hook: the
 * Fastify plugin rebuilt Helmet (parsing the whole policy) on every request, a cost the profile
 * of `npm run bench` showed on every database call.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const secure = config.publicUrl.startsWith('https://');
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The scan's barcode and OCR readers are WebAssembly (our own files): compiling them needs this, and only
        // this, beyond 'self' (no 'unsafe-eval'; their worker is a file of ours, so no blob: workers either).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine writes its theme variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    hsts: secure,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}

/** The headers Helmet's middleware sets, collected from one run against a stand-in response. */
function helmetHeaders(options: Parameters<typeof helmet>[0]) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  // Helmet's middleware only sets and removes headers, so a stand-in with those two methods is enough.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
