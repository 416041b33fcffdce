import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseTarget, Db } from '../db/connection.ts';
import { createGateway } from '../features/payments/gateways/index.ts';
import { createMailSender } from '../platform/mail.ts';
import type { Metrics } from '../platform/metrics.ts';
import type { JobContext } from './define.ts';
import { createInProcessQueue } from './in-process.ts';
import { createPgBossQueue } from './pg-boss.ts';
import type { JobQueue } from './queue.ts';
import { registry } from './registry.ts';

/**
 * The registry's jobs on the runner the database allows: pg-boss on PostgreSQL, the in-process runner on PGlite.
 * `poke` reaches the queue once it exists, so a handler may ask for another round.
 */
export async function createJobQueue(
  config: Config,
  db: Db,
  target: DatabaseTarget,
  log: FastifyBaseLogger,
  metrics: Metrics,
): Promise<JobQueue> {
  let queue: JobQueue | undefined;
  const context: JobContext = {
    config,
    db,
    log,
    sendMail: createMailSender(config),
    gateways: await createGateway(config, db),
    poke: () => queue?.poke(),
    metrics,
  };
  queue =
    target.kind === 'postgres'
      ? await createPgBossQueue(target.url, registry, context)
      : createInProcessQueue(registry, context);
  return queue;
}
