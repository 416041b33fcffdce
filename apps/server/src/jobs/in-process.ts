import { randomUUID } from 'node:crypto';
import { ROOT_CONTEXT, context as traceContext } from '@opentelemetry/api';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { type JobContext, type JobDefinition, runJob, SWEEP_EVERY_MS } from './define.ts';
import type { JobQueue } from './queue.ts';

interface QueuedRun {
  id: string;
  job: JobDefinition<unknown>;
  input: unknown;
  failures: number;
}

const retryDelayMs = ({ retry }: JobDefinition<unknown>, failures: number) =>
  retry.delaySeconds * 1000 * (retry.backoff ? 2 ** (failures - 1) : 1);

/**
 * The job system on the embedded database (PGlite holds one connection, so pg-boss cannot run there): one round at a
 * time every 2 s, or at once when poked. A round runs each sweep that is due, then the runs queued meanwhile. Queued
 * runs live in memory: the embedded database belongs to this one process, so there is no other worker to hand them to.
 */
export function createInProcessQueue(registry: readonly JobDefinition<unknown>[], context: JobContext): JobQueue {
  const log = context.log;
  const lastRun = new Map<string, number>();
  const queued: QueuedRun[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let poked = false;
  let again = false;
  let working = false;
  let waitingForDatabase = false;

  const dueSweeps = (now: number, pokedNow: boolean) =>
    registry.filter(({ name, schedule }) => {
      if (!schedule) return false;
      if (pokedNow && schedule.onPoke) return true;
      return now - (lastRun.get(name) ?? Number.NEGATIVE_INFINITY) >= schedule.everyMs;
    });

  /**
   * Without the database the round stops (the other jobs would fail alike), said once when it goes and once when a
   * round succeeds again. A sweep's failure is tried again by its next turn; a queued run's by its retry rule.
   */
  async function round() {
    const pokedNow = poked;
    poked = false;
    for (const job of dueSweeps(Date.now(), pokedNow)) {
      lastRun.set(job.name, Date.now());
      if ((await attempt(job, {})) === 'database away') return;
    }
    while (queued.length > 0 && working) {
      const pending = queued.shift() as QueuedRun;
      const outcome = await attempt(pending.job, pending.input);
      if (outcome === 'failed') retryLater(pending);
      if (outcome === 'database away') {
        queued.unshift(pending);
        return;
      }
    }
    if (waitingForDatabase) log.info('background jobs resumed: the database is back');
    waitingForDatabase = false;
  }

  async function attempt(job: JobDefinition<unknown>, input: unknown) {
    context.metrics.jobRan(job.name);
    try {
      await runJob(job, input, context);
      return 'done';
    } catch (error) {
      context.metrics.jobFailed(job.name);
      if (!isDatabaseUnavailable(error)) {
        log.error({ err: error, job: job.name }, 'background job failed');
        return 'failed';
      }
      if (!waitingForDatabase) log.warn({ err: error }, 'background jobs wait for the database');
      waitingForDatabase = true;
      return 'database away';
    }
  }

  function retryLater(pending: QueuedRun) {
    pending.failures += 1;
    if (pending.failures > pending.job.retry.limit) return;
    context.metrics.jobRetried(pending.job.name);
    setTimeout(
      () => {
        queued.push(pending);
        run();
      },
      retryDelayMs(pending.job, pending.failures),
    ).unref();
  }

  function run() {
    if (!working) return;
    if (running) {
      again = true;
      return;
    }
    // Outside the trace of the request that poked the worker: each run is a trace of its own.
    running = traceContext.with(ROOT_CONTEXT, round).finally(() => {
      running = undefined;
      if (again && working) {
        again = false;
        run();
      }
    });
  }

  return {
    async work() {
      for (const job of registry) {
        for (const input of (await job.unfinished?.(context)) ?? [])
          queued.push({ id: randomUUID(), job, input, failures: 0 });
      }
      working = true;
      timer = setInterval(run, SWEEP_EVERY_MS);
      timer.unref();
      run();
    },
    async enqueue(job, input) {
      const id = randomUUID();
      queued.push({ id, job, input: job.input.parse(input), failures: 0 });
      run();
      return id;
    },
    poke() {
      poked = true;
      run();
    },
    async stop() {
      working = false;
      clearInterval(timer);
      await running;
    },
  };
}
