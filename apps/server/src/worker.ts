import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { ConfigError, loadConfig, StartRefusal } from './config.ts';
import { databaseTarget, openDatabase } from './db/connection.ts';
import { requireMigratedSchema } from './db/migrate.ts';
import { einvoicesByStatus } from './features/einvoices/public.ts';
import { createGateway } from './features/payments/gateways/index.ts';
import { countDueRefunds } from './features/refunds/public.ts';
import { createJobQueue } from './jobs/create-queue.ts';
import { createMetrics, startMetricsListener } from './platform/metrics.ts';
import { logRedaction } from './platform/redaction.ts';

/** How long the job in hand gets to finish after SIGTERM before the process exits anyway (the server's deadline). */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** The background worker alone, for scale-out: web instances then run with RUN_WORKER=false. */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new ConfigError('npm run worker needs DATABASE_URL: the embedded database belongs to the web process.');
  // Traced as the server is (each job run a trace), and loaded only then.
  const tracing = config.tracing && (await import('./platform/tracing.ts')).startTracing(config.tracing);
  const log = pino({ level: config.logLevel, ...logRedaction, ...(tracing && { mixin: tracing.logMixin }) });
  const target = databaseTarget(config);
  const metrics = await createMetrics(config);
  const db = await openDatabase(target, log, [metrics.enabled ? metrics.queryLogged : undefined, tracing?.traceQuery]);
  await requireMigratedSchema(db);
  const gateways = await createGateway(config, db);
  const jobs = await createJobQueue({ config, db, log, metrics, gateways }, target);
  metrics.watchDatabase(db, { jobBacklogs: jobs.backlogs, refundsDue: countDueRefunds, einvoicesByStatus });
  // The worker has no web server: its figures (job runs, failures, its pool) only on a METRICS_PORT of its own.
  const metricsListener =
    config.metrics.port === undefined ? undefined : await startMetricsListener(config.metrics.port, metrics);
  closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'stopping after an unexpected error');
    else log.info({ signal }, 'worker shutting down');
    await metricsListener?.close();
    await jobs.stop();
    await db.destroy();
    await tracing?.shutdown(log);
  });
  await jobs.work();
  log.info('worker started');
}

main().catch((error: unknown) => {
  console.error(error instanceof StartRefusal ? error.message : error);
  process.exit(1);
});
