import pino, { type DestinationStream } from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type DatabaseTarget, databaseTarget, openDatabase } from './db/connection.ts';
import { migrateToLatest, SCHEMA_VERSION } from './db/migrate.ts';
import { seedDemo } from './demo/seed.ts';
import { ensureAdministrator } from './features/auth/service.ts';
import { einvoicesByStatus, recordEinvoicingStart } from './features/einvoices/public.ts';
import { createGateway } from './features/payments/gateways/index.ts';
import { countDueRefunds } from './features/refunds/public.ts';
import { createJobQueue } from './jobs/create-queue.ts';
import { createMetrics, startMetricsListener } from './platform/metrics.ts';
import { logRedaction } from './platform/redaction.ts';

/**
 * Opens the database, brings it up to date, and assembles the app and its job queue (worked here unless
 * RUN_WORKER=false), traced when OTEL_EXPORTER_OTLP_ENDPOINT is set. `logStream`: where the log goes instead of
 * standard output (a test reads it).
 */
export async function createServer(
  config: Config,
  target: DatabaseTarget = databaseTarget(config),
  options: { webDist?: string; logStream?: DestinationStream } = {},
) {
  const { logStream, ...appOptions } = options;
  const metrics = await createMetrics(config);
  // Loaded only when asked for: a server without tracing holds none of OpenTelemetry's SDK.
  const tracing = config.tracing && (await import('./platform/tracing.ts')).startTracing(config.tracing);
  // The database's own news (connections lost, back) in the same JSON lines as the app's log.
  const databaseLog = pino(
    { level: config.logLevel, ...logRedaction, ...(tracing && { mixin: tracing.logMixin }) },
    logStream,
  );
  const db = await openDatabase(target, databaseLog, [
    metrics.enabled ? metrics.queryLogged : undefined,
    tracing?.traceQuery,
  ]);
  const applied = await migrateToLatest(db);
  databaseLog.info({ applied, schemaVersion: SCHEMA_VERSION }, 'database schema up to date');
  if (config.demo) await seedDemo(db, config.admin);
  if (config.admin) await ensureAdministrator(db, config.admin);
  // Sales from now on are e-invoiced: recorded before the first payment, not by the job's first run after it.
  if (config.einvoice) await recordEinvoicingStart(db);

  const gateways = await createGateway(config, db);
  const jobs = await createJobQueue({ config, db, log: databaseLog, metrics, gateways }, target);
  metrics.watchDatabase(db, { jobBacklogs: jobs.backlogs, refundsDue: countDueRefunds, einvoicesByStatus });
  const app = await buildApp({ config, db, metrics, gateways, jobs, ...appOptions }, { tracing, logStream });
  if (config.runWorker) await jobs.work();
  const metricsListener =
    config.metrics.port === undefined ? undefined : await startMetricsListener(config.metrics.port, metrics);

  async function close() {
    await metricsListener?.close();
    await app.close();
    await jobs.stop();
    await db.destroy();
    // Last: the spans of everything above are sent before the process goes.
    await tracing?.shutdown(app.log);
  }
  return { app, db, worker: jobs, metricsAddress: metricsListener?.address, close };
}
