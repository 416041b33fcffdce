import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Gateway } from '../features/payments/gateways/index.ts';
import type { MailSender } from '../platform/mail.ts';
import type { Metrics } from '../platform/metrics.ts';
import { inSpan } from '../platform/spans.ts';

/** What every job's handler receives: the process's services, built once per queue. */
export interface JobContext {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  sendMail: MailSender;
  gateways: Gateway;
  /** Asks the sweeps to run again soon: a handler that stopped at its bound while more is waiting calls it. */
  poke: () => void;
  metrics: Metrics;
}

/** The work a job has waiting, as its own tables hold it: how much, and since when the oldest waits. */
export interface Backlog {
  waiting: number;
  oldestSince: Date | null;
}

export interface JobDefinition<Input = unknown> {
  /** The queue's name in pg-boss, and the name in logs. */
  name: string;
  input: z.ZodType<Input>;
  // A method, not a function property: a job of a narrower input still fits the registry's list of all jobs.
  handle(input: Input, context: JobContext): Promise<unknown>;
  /**
   * A sweep: the job runs by itself every `everyMs` with an empty input, wherever the worker runs, and, with
   * `onPoke`, also as soon as a request queued work for it (mail, a paid check, a bulk file).
   */
  schedule?: { everyMs: number; onPoke: boolean };
  /**
   * The runs a stopped process left unfinished, queued again when the in-process runner starts: its queue lives in
   * memory only (pg-boss keeps its own, and gives an expired run to another worker).
   */
  unfinished?(context: JobContext): Promise<Input[]>;
  /**
   * The work waiting for this job, read from the database at each scrape of the metrics, so that the figure is the
   * same whichever runner (or worker process) does the work.
   */
  backlog?(db: Db): Promise<Backlog>;
  /** A failed run is tried again `limit` times, `delaySeconds` later (doubling each time with `backoff`). */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
}

/** Declares a job once; the registry lists it and both runners read it from there. */
export const defineJob = <Input>(job: JobDefinition<Input>): JobDefinition<Input> => job;

/** One run of a job, its input checked, in a span of its own (under pg-boss's delivery span on PostgreSQL). */
export const runJob = (job: JobDefinition<unknown>, input: unknown, context: JobContext) =>
  inSpan(`job ${job.name}`, { attributes: { 'job.name': job.name } }, () =>
    job.handle(job.input.parse(input), context),
  );

/** How long a sweep's next run waits after the last, and the in-process runner's tick. */
export const SWEEP_EVERY_MS = 2000;

/** A sweep's failure is tried again by its next scheduled run, so its own retries stay few and soon. */
export const sweepRetry = { limit: 1, delaySeconds: 5, backoff: false } as const;
