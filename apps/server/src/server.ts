import pino from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type DatabaseTarget, databaseTarget, openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo } from './demo/seed.ts';
import { ensureAdministrator } from './features/auth/service.ts';
import { createJobQueue } from './jobs/create-queue.ts';
import type { JobQueue } from './jobs/queue.ts';
import { registry } from './jobs/registry.ts';
import { createMetrics, startMetricsListener } from './platform/metrics.ts';

/** Opens the database, brings it up to date, and assembles the app and its job queue (worked here unless RUN_WORKER=false). */
export async function createServer(
  config: Config,
  target: DatabaseTarget = databaseTarget(config),
  options: { webDist?: string } = {},
) {
  const metrics = await createMetrics(config);
  // The database's own news (connections lost, back) in the same JSON lines as the app's log.
  const db = await openDatabase(
    target,
    pino({ level: config.logLevel }),
    metrics.enabled ? metrics.queryLogged : undefined,
  );
  metrics.watchDatabase(db, registry);
  await migrateToLatest(db);
  if (config.demo) await seedDemo(db, config.admin);
  if (config.admin) await ensureAdministrator(db, config.admin);

  let jobs: JobQueue | undefined;
  const app = await buildApp({
    config,
    db,
    metrics,
    pokeWorker: () => jobs?.poke(),
    enqueueJob: (job, input) => (jobs ? jobs.enqueue(job, input) : Promise.reject(new Error('no job queue yet'))),
    ...options,
  });
  jobs = await createJobQueue(config, db, target, app.log, metrics);
  if (config.runWorker) await jobs.work();
  const metricsListener =
    config.metrics.port === undefined ? undefined : await startMetricsListener(config.metrics.port, metrics);

  async function close() {
    await metricsListener?.close();
    await app.close();
    await jobs?.stop();
    await db.destroy();
  }
  return { app, db, worker: jobs, metricsAddress: metricsListener?.address, close };
}
