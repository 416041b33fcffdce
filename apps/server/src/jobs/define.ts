import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Gateway } from '../features/payments/gateways/index.ts';
import type { MailSender } from '../platform/mail.ts';
import type { Metrics } from '../platform/metrics.ts';
import { inSpan } from '../platform/spans.ts';
import type { JobQueue } from './queue.ts';

/** What every job's handler receives: the process's services, built once per queue. */
export interface JobContext {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  sendMail: MailSender;
  gateways: Gateway;
  /** The queue itself: a handler queues the work its own change causes, in its own transaction. */
  jobs: JobQueue;
  /** Asks the sweeps to run again soon: a handler that stopped at its bound while more is waiting calls it. */
  poke: () => void;
  metrics: Metrics;
}

export interface JobDefinition<Input = unknown> {
  /** The queue's name in pg-boss, and the name in logs and metrics. */
  name: string;
  input: z.ZodType<Input>;
  // A method, not a function property: a job of a narrower input still fits the registry's list of all jobs.
  handle(input: Input, context: JobContext): Promise<unknown>;
  /** Recurring work: pg-boss's cron schedule of this queue (UTC), run with an empty input. */
  cron?: string;
  /**
   * A sweep: sent every `everyMs` with an empty input (one waiting and one running at most) and, with `onPoke`, as soon
   * as a request queued work for it; it claims its rows itself. Each is being replaced by runs its cause queues.
   */
  sweep?: { everyMs: number; onPoke: boolean };
  /**
   * One run at a time per key (pg-boss's `stately` policy: one waiting and one running at most): runs sent while one
   * waits fold into it, so a handler may send itself again to go on without two copies at work.
   */
  oneAtATime?: boolean;
  /** A failed run is tried again `limit` times, `delaySeconds` later (doubling each time with `backoff`). */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
}

/** Declares a job once; the registry lists it and the queue reads it from there. */
export const defineJob = <Input>(job: JobDefinition<Input>): JobDefinition<Input> => job;

/** One run of a job, its input checked, in a span of its own (under pg-boss's delivery span). */
export const runJob = (job: JobDefinition<unknown>, input: unknown, context: JobContext) =>
  inSpan(`job ${job.name}`, { attributes: { 'job.name': job.name } }, () =>
    job.handle(job.input.parse(input), context),
  );

/** How long a sweep's next run waits after the last. */
export const SWEEP_EVERY_MS = 2000;

/** A sweep's failure is tried again by its next run, so its own retries stay few and soon. */
export const sweepRetry = { limit: 1, delaySeconds: 5, backoff: false } as const;
