import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { JobQueue } from '../jobs/define.ts';
import type { Metrics } from './metrics.ts';

/** What every feature's routes receive. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** The job queue: a change queues the work it causes in its own transaction. */
  jobs: Pick<JobQueue, 'enqueue'>;
  /** The operator's figures (no-ops unless METRICS_TOKEN or METRICS_PORT is set). */
  metrics: Metrics;
  /** The built web app's folder; tests point it elsewhere. */
  webDist?: string;
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
