import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LogEvent } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { sameSecret, sha256 } from './secrets.ts';

/** One check sold, counted once its transaction committed: how it was paid, and the credit it took (0 unless credit). */
export interface Sale {
  paymentType: number;
  credit: number;
}

/**
 * What a scrape reads through the features' own queries: each job's waiting work, the refunds owed, and the
 * e-invoices by status (an Invalid one waits for an administrator).
 */
/** A job's waiting work as the queue holds it: runs ready now, and since when the oldest of them waits. */
export interface JobBacklog {
  job: string;
  waiting: number;
  oldestSince: Date | null;
}

export interface DatabaseReads {
  /** Each job's waiting work, as the job queue tells it. */
  jobBacklogs(): Promise<JobBacklog[]>;
  refundsDue(db: Db): Promise<number>;
  einvoicesByStatus(db: Db): Promise<{ status: string; count: number }[]>;
}

/** How a page drawn by the server ended: drawn, drawn as the error page (5xx), or not drawn at all (it threw). */
export type PageOutcome = 'rendered' | 'kept' | 'error_page' | 'failed';

/**
 * What the portal tells its operator (docs/operations.md, "Metrics and alerts"). Without METRICS_TOKEN or
 * METRICS_PORT every call is a no-op and prom-client is never loaded (the idle server's memory is a tracked target).
 */
export interface Metrics {
  readonly enabled: boolean;
  checkSold(sale: Sale): void;
  creditSold(credit: number): void;
  /** A payment moved to Completed, Failed or Cancelled. */
  paymentSettled(gateway: string, outcome: string): void;
  /** A gateway's callback: settled, unchanged (told again), unknown bill, mismatch, forged, or error (it threw). */
  paymentCallback(gateway: string, result: string): void;
  /** A request a rate limit refused, by its route's pattern. */
  rateLimitRefused(route: string): void;
  loginRefused(code: string): void;
  jobRan(job: string): void;
  jobFailed(job: string): void;
  jobRetried(job: string): void;
  pageDrawn(request: FastifyRequest, outcome: PageOutcome, seconds: number): void;
  /** Kysely's `log` hook: each query's duration, and each failed query's kind. */
  queryLogged(event: LogEvent): void;
  /** Times each request by method, route pattern and status. */
  observeRequests(app: FastifyInstance): void;
  /** The pool's figures, readiness, refunds due and each job's waiting work, read from the database at each scrape. */
  watchDatabase(db: Db, read: DatabaseReads): void;
  /** The text exposition format and its content type. */
  exposition(): Promise<{ contentType: string; text: string }>;
}

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
