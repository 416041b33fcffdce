import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { bulkJobs } from './features/bulk/jobs.ts';
import { followUpPendingPayments } from './features/payments/follow-up.ts';
import { createGateway } from './features/payments/gateways/index.ts';
import { createMailSender, deliverDueMail } from './platform/mail.ts';
import { purgeJob } from './platform/retention.ts';
import { createWorker } from './platform/worker.ts';

/** The background worker alone, for scale-out: web instances then run with RUN_WORKER=false. */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new ConfigError('npm run worker needs DATABASE_URL: the embedded database belongs to the web process.');
  const log = pino({ level: config.logLevel });
  const db = await openDatabase({ kind: 'postgres', url: config.databaseUrl }, log);
  const sendMail = createMailSender(config);
  const gateways = await createGateway(config, db);
  const deps = { config, db, pokeWorker: () => worker.poke() };
  const worker = createWorker(
    [
      () => deliverDueMail(db, sendMail),
      () => followUpPendingPayments(deps, gateways, log),
      purgeJob(db),
      ...bulkJobs(db, config.publicUrl, () => worker.poke()),
    ],
    log,
  );
  worker.start();
  log.info('worker started');
  const stop = async () => {
    await worker.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
