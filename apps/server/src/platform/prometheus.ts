import { PaymentType } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { connectionLoad, type Db, pingDatabase } from '../db/connection.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import type { DatabaseReads, JobBacklog, Metrics } from './metric-types.ts';

/** A page React Router drew: one label for all of them, never the address (it may hold a plate or a share token). */
const PAGE_ROUTE = '(page)';
/** An address no route matched: one label, never the address itself. */
const UNMATCHED_ROUTE = '(unmatched)';

const paymentTypeLabels = new Map<number, string>([
  [PaymentType.PayPerSearch, 'pay_per_search'],
  [PaymentType.CreditTopUp, 'credit_top_up'],
  [PaymentType.Credit, 'credit'],
  [PaymentType.Postpaid, 'postpaid'],
]);

/** A failed query by its SQLSTATE class (never its message, which may quote a value). */
function queryErrorKind(error: unknown): string {
  if (isDatabaseUnavailable(error)) return 'connection';
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code.startsWith('40')) return 'serialization_or_deadlock';
  if (code.startsWith('23')) return 'constraint';
  if (code === '57014') return 'timeout';
  return 'other';
}

/** Reads once for all the gauges a scrape collects at the same time. */
function onePerScrape<T>(read: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= read().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

const secondsSince = (since: Date | null) => (since ? Math.max(0, (Date.now() - since.getTime()) / 1000) : 0);

/** The portal's figures in a registry of its own (one per server, so that two in one process do not mix). */
export function prometheusMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const counter = (name: string, help: string, labelNames: string[] = []) =>
    new Counter({ name, help, labelNames, registers });

  const requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'HTTP requests answered, by method, route pattern and status, and how long they took',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const queries = new Histogram({
    name: 'portal_db_query_duration_seconds',
    help: 'Database queries, and how long they took',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const queryErrors = counter('portal_db_errors_total', 'Failed database queries, by kind (SQLSTATE class)', ['kind']);
  const pages = new Histogram({
    name: 'portal_ssr_render_duration_seconds',
    help: 'Pages drawn by the server, by outcome (rendered, kept: sent as kept, not drawn again; error_page, failed), until the document starts',
    labelNames: ['outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  // `job_name`, not `job`: Prometheus gives `job` to the scrape target.
  const jobRuns = counter('portal_job_runs_total', 'Runs of a background job', ['job_name']);
  const jobFailures = counter('portal_job_failures_total', 'Runs of a background job that failed', ['job_name']);
  const jobRetries = counter('portal_job_retries_total', 'Failed runs of a background job tried again', ['job_name']);
  const checksSold = counter('portal_checks_sold_total', 'Checks sold, by payment type', ['payment_type']);
  const creditSold = counter('portal_credit_sold_total', 'Credit sold by top-ups');
  const creditSpent = counter('portal_credit_spent_total', 'Credit spent on checks');
  const payments = counter('portal_payments_total', 'Payments settled, by gateway and outcome', ['gateway', 'outcome']);
  const callbacks = counter('portal_payment_callbacks_total', 'Gateway callbacks received, by gateway and result', [
    'gateway',
    'result',
  ]);
  const rateLimited = counter('portal_rate_limit_refusals_total', 'Requests refused by a rate limit (429), by route', [
    'route',
  ]);
  const loginRefused = counter('portal_login_throttle_refusals_total', 'Login attempts refused by the throttle', [
    'code',
  ]);
  const drawnPages = new WeakSet<FastifyRequest>();

  function routeOf(request: FastifyRequest) {
    if (drawnPages.has(request)) return PAGE_ROUTE;
    return request.routeOptions.url ?? UNMATCHED_ROUTE;
  }

  return {
    enabled: true,
    checkSold({ paymentType, credit }) {
      checksSold.inc({ payment_type: paymentTypeLabels.get(paymentType) ?? 'other' });
      if (credit > 0) creditSpent.inc(credit);
    },
    creditSold: (credit) => creditSold.inc(credit),
    paymentSettled: (gateway, outcome) => payments.inc({ gateway, outcome: outcome.toLowerCase() }),
    paymentCallback: (gateway, result) => callbacks.inc({ gateway, result }),
    rateLimitRefused: (route) => rateLimited.inc({ route }),
    loginRefused: (code) => loginRefused.inc({ code }),
    jobRan: (job) => jobRuns.inc({ job_name: job }),
    jobFailed: (job) => jobFailures.inc({ job_name: job }),
    jobRetried: (job) => jobRetries.inc({ job_name: job }),
    pageDrawn(request, outcome, seconds) {
      drawnPages.add(request);
      pages.observe({ outcome }, seconds);
    },
    queryLogged(event) {
      queries.observe(event.queryDurationMillis / 1000);
      if (event.level === 'error') queryErrors.inc({ kind: queryErrorKind(event.error) });
    },
    observeRequests(app) {
      app.addHook('onResponse', async (request, reply) => {
        const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
        requests.observe(labels, reply.elapsedTime / 1000);
      });
    },
    watchDatabase(db, read) {
      watchDatabase(registers, db, read);
    },
    async exposition() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}

/** What a scrape reads from the database; undefined where it did not answer. */
interface DatabaseFigures {
  ready: boolean;
  refundsDue: number | undefined;
  einvoices: { status: string; count: number }[] | undefined;
  backlogs: JobBacklog[];
}

/**
 * One after another, on one connection at a time, so that a scrape never takes more of the pool than a request does.
 * A database away answers no figure (its gauges are empty for that scrape) rather than failing the scrape.
 */
async function readDatabase(db: Db, read: DatabaseReads): Promise<DatabaseFigures> {
  const ready = await pingDatabase(db).then(
    () => true,
    () => false,
  );
  const refundsDue = await read.refundsDue(db).catch(() => undefined);
  const einvoices = await read.einvoicesByStatus(db).catch(() => undefined);
  const backlogs = await read.jobBacklogs().catch(() => []);
  return { ready, refundsDue, einvoices, backlogs };
}

/** Gauges read at each scrape: the connections, whether the database answers, refunds due, each job's waiting work. */
function watchDatabase(registers: Registry[], db: Db, read: DatabaseReads) {
  // Registered first, so read before the scrape's own queries take a connection.
  const poolGauge = (name: string, help: string, figure: 'max' | 'open' | 'idle' | 'waiting') =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const load = connectionLoad(db);
        if (load) this.set(load[figure]);
      },
    });
  poolGauge('portal_db_pool_max', 'Connections the pool may open (PGlite: its one connection)', 'max');
  poolGauge('portal_db_pool_size', 'Connections open', 'open');
  poolGauge('portal_db_pool_idle', 'Connections open and idle', 'idle');
  poolGauge('portal_db_pool_waiting', 'Queries and transactions waiting for a connection', 'waiting');

  const figures = onePerScrape(() => readDatabase(db, read));
  new Gauge({
    name: 'portal_ready',
    help: 'Whether the database answers, as /readyz tells it (1 ready, 0 not)',
    registers,
    async collect() {
      this.set((await figures()).ready ? 1 : 0);
    },
  });
  new Gauge({
    name: 'portal_refunds_due',
    help: 'Refunds owed to payers that no administrator has made yet',
    registers,
    async collect() {
      this.reset();
      const { refundsDue } = await figures();
      if (refundsDue !== undefined) this.set(refundsDue);
    },
  });
  new Gauge({
    name: 'portal_einvoices',
    help: 'E-invoices by their status at MyInvois (Invalid: rejected, waiting for an administrator to fix and resend)',
    labelNames: ['status'],
    registers,
    async collect() {
      this.reset();
      for (const { status, count } of (await figures()).einvoices ?? []) this.set({ status }, count);
    },
  });
  const backlogGauge = (name: string, help: string, figure: (backlog: JobBacklog) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['job_name'],
      registers,
      async collect() {
        this.reset();
        for (const backlog of (await figures()).backlogs) this.set({ job_name: backlog.job }, figure(backlog));
      },
    });
  backlogGauge('portal_job_waiting', 'Runs of a background job ready and waiting for a worker', (backlog) =>
    Number(backlog.waiting),
  );
  backlogGauge('portal_job_oldest_waiting_seconds', 'How long the oldest run ready for a job has waited', (backlog) =>
    secondsSince(backlog.oldestSince),
  );
}
