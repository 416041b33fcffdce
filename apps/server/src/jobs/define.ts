import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { DB } from '../db/schema.ts';
import type { Gateway } from '../features/payments/gateways/index.ts';
import type { MailSender } from '../platform/mail.ts';
import type { JobBacklog, Metrics } from '../platform/metrics.ts';
import { inSpan } from '../platform/spans.ts';

/** What every job's handler receives: the process's services, built once per queue. */
export interface JobContext {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  sendMail: MailSender;
  gateways: Gateway;
  /** The queue itself: a handler queues the work its own change causes, in its own transaction. */
  jobs: JobQueue;
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
   * One run at a time per key (pg-boss's `stately` policy: one waiting and one running at most): runs sent while one
   * waits fold into it, so a handler may send itself again to go on without two copies at work.
   */
  oneAtATime?: boolean;
  /** How many runs of this job one process works at once (1 unless said). */
  concurrency?: number;
  /**
   * A `oneAtATime` job's rows that may be waiting without a run (left by a version that swept for them): each is
   * queued again under its key when a worker starts, and a run already waiting for that key takes the copy in.
   */
  adopt?(db: Db): Promise<{ input: Input; key: string }[]>;
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

export interface EnqueueOptions {
  /** The transaction of the change that causes the work: the run is queued if and only if it commits. */
  within?: Kysely<DB> | undefined;
  /** Not before this many seconds from now (a payment asked again later). */
  startAfterSeconds?: number;
  /** With a `oneAtATime` job: whose run it is (a batch's id); runs of one key fold together. */
  key?: string;
  /**
   * With `key`: a run of that key waiting for later is cancelled (in the same transaction), so that this one comes
   * instead of folding into it (an administrator's retry of what waits an hour's backoff).
   */
  replaceWaiting?: boolean;
}

/** What the server and `npm run worker` see of the job system. */
export interface JobQueue {
  /** Starts running the registry's jobs in this process (the web process runs them unless RUN_WORKER=false). */
  work(): Promise<void>;
  /** Queues one run of a job; answers its id, or null when a waiting run of a `oneAtATime` job took it in. */
  enqueue<Input>(job: JobDefinition<Input>, input: Input, options?: EnqueueOptions): Promise<string | null>;
  /** Each job's waiting work (the metrics' figures). */
  backlogs(): Promise<JobBacklog[]>;
  /** Lets the job in hand finish (or go back to the queue at the deadline), then stops. */
  stop(): Promise<void>;
}
