import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LogEvent } from 'kysely';
import type { Db } from '../db/connection.ts';

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
