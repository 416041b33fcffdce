import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type DatabaseTarget, openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo } from './demo/seed.ts';
import { ensureAdministrator } from './features/auth/service.ts';
import { bulkJobs } from './features/bulk/jobs.ts';
import { followUpPendingPayments } from './features/payments/follow-up.ts';
import { createGateway } from './features/payments/gateways/index.ts';
import { createMailSender, deliverDueMail } from './platform/mail.ts';
import { purgeJob } from './platform/retention.ts';
import { createWorker } from './platform/worker.ts';

export const databaseTarget = (config: Config): DatabaseTarget =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') };

/** Opens the database, brings it up to date, and assembles the app and its worker. */
export async function createServer(
  config: Config,
  target: DatabaseTarget = databaseTarget(config),
  options: { webDist?: string } = {},
) {
  // The database's own news (connections lost, back) in the same JSON lines as the app's log.
  const db = await openDatabase(target, pino({ level: config.logLevel }));
  await migrateToLatest(db);
  if (config.demo) await seedDemo(db, config.admin);
  if (config.admin) await ensureAdministrator(db, config.admin);

  const sendMail = createMailSender(config);
  let poke = () => {};
  const app = await buildApp({ config, db, pokeWorker: () => poke(), ...options });
  const gateways = await createGateway(config, db);
  const jobDeps = { config, db, pokeWorker: () => poke() };
  const worker = createWorker(
    [
      () => deliverDueMail(db, sendMail),
      () => followUpPendingPayments(jobDeps, gateways, app.log),
      purgeJob(db),
      ...bulkJobs(db, config.publicUrl, () => poke()),
    ],
    app.log,
  );
  if (config.runWorker) {
    worker.start();
    poke = worker.poke;
  }

  async function close() {
    await app.close();
    await worker.stop();
    await db.destroy();
  }
  return { app, db, worker, close };
}
