import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Metrics } from './metric-types.ts';
import { sameSecret, sha256 } from './secrets.ts';

export type { JobBacklog, Metrics, Sale } from './metric-types.ts';

export const noMetrics: Metrics = {
  enabled: false,
  checkSold: () => {},
  creditSold: () => {},
  paymentSettled: () => {},
  paymentCallback: () => {},
  rateLimitRefused: () => {},
  loginRefused: () => {},
  jobRan: () => {},
  jobFailed: () => {},
  jobRetried: () => {},
  pageDrawn: () => {},
  queryLogged: () => {},
  observeRequests: () => {},
  watchDatabase: () => {},
  exposition: () => Promise.reject(new Error('metrics are off')),
};

/** The operator's metrics when METRICS_TOKEN or METRICS_PORT asks for them; prom-client is loaded only then. */
export async function createMetrics(config: Pick<Config, 'metrics'>): Promise<Metrics> {
  if (config.metrics.token === undefined && config.metrics.port === undefined) return noMetrics;
  const { prometheusMetrics } = await import('./prometheus.ts');
  return prometheusMetrics();
}

/**
 * `/metrics` for a caller with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without METRICS_TOKEN the
 * address does not exist (404), and a METRICS_PORT listener serves the figures instead.
 */
export function metricsRoute(app: FastifyInstance, config: Pick<Config, 'metrics'>, metrics: Metrics) {
  const { token } = config.metrics;
  if (token === undefined) return;
  // Compared as digests, of one length whatever the caller sent, in constant time.
  const expected = sha256(token);
  // ownSession: the access check leaves the bearer to this handler (it is no session's), so a scrape needs no database.
  app.get(
    '/metrics',
    { schema: { hide: true }, config: { access: 'public', ownSession: true } },
    async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(sha256(given), expected)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send('Unauthorized\n');
      }
      const { contentType, text } = await metrics.exposition();
      return reply.type(contentType).header('cache-control', 'no-store').send(text);
    },
  );
}

/**
 * METRICS_PORT: a listener of its own on loopback (127.0.0.1) answering `/metrics` without a token, for a Prometheus
 * or an agent on the same machine; anything else is 404. Answers its address, and `close`.
 */
export async function startMetricsListener(port: number, metrics: Metrics) {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end('Not Found\n');
      return;
    }
    metrics.exposition().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(500).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    address: server.address() as AddressInfo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
