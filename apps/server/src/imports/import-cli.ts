import path from 'node:path';
import pino from 'pino';
import { type Config, ConfigError } from '../config.ts';
import { openCommandDatabase } from '../db/command-database.ts';
import type { DatabaseTarget, Db } from '../db/connection.ts';
import { createGateway } from '../features/payments/gateways/index.ts';
import { createJobQueue } from '../jobs/create-queue.ts';
import { noMetrics } from '../platform/metrics.ts';
import { describeReport, importFile } from './import.ts';
import { type ImportKind, importKinds } from './import-formats.ts';
import { UnreadableFileError } from './read-rows.ts';

const usage = `Usage: npm run import -- <${importKinds.join('|')}> FILE.csv|FILE.xlsx

Imports the whole file or nothing; the columns of each kind are described in docs/data-formats.md.`;

/** The job queue, to queue runs in (this command runs none of them: the server's workers do). */
async function openJobQueue(db: Db, target: DatabaseTarget, config: Config) {
  const log = pino({ level: config.logLevel });
  return createJobQueue({ config, db, log, metrics: noMetrics, gateways: await createGateway(config, db) }, target);
}

const isKind = (value: string | undefined): value is ImportKind => importKinds.some((kind) => kind === value);

async function main() {
  const [kind, filePath, ...extra] = process.argv.slice(2);
  if (!isKind(kind) || !filePath || extra.length) {
    console.error(usage);
    process.exit(2);
  }
  const started = performance.now();
  const { db, target, config, close } = await openCommandDatabase();
  // Watchers of a vehicle with new claims are told by webhook too: their deliveries are queued with the claims.
  const jobs = kind === 'claims' ? await openJobQueue(db, target, config) : undefined;
  try {
    // npm runs the script inside apps/server: a relative FILE means where npm was run, as DATA_DIR does.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), filePath);
    const report = await importFile(db, kind, file, { publicUrl: config.publicUrl, jobs });
    console.log(describeReport(report));
    console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    process.exitCode = report.written ? 0 : 1;
  } finally {
    await jobs?.stop();
    await close();
  }
}

/**
 * The job queue a claims import queues its watchers' mails on, in the import's transaction; it runs no job here, the
 * portal's worker sends them.
 */
main().catch((error: unknown) => {
  const plain = error instanceof ConfigError || error instanceof UnreadableFileError;
  const missingFile = error instanceof Error && 'code' in error && error.code === 'ENOENT';
  console.error(plain || missingFile ? (error as Error).message : error);
  process.exit(1);
});
