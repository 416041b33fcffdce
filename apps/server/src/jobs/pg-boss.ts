import type { PGlite, Results } from '@electric-sql/pglite';
import { type ConstructorOptions, PgBoss } from 'pg-boss';
import { type DatabaseTarget, embeddedClient, rawStatementsIn } from '../db/connection.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import type { JobBacklog } from '../platform/metrics.ts';
import type { JobQueue } from './define.ts';
import { type JobContext, type JobDefinition, runJob } from './define.ts';

/** pg-boss's own connections on PostgreSQL, beside the app's pool: its workers poll, and its supervisor keeps the queues. */
const POOL_SIZE = 4;
/** How long `stop()` lets a job in hand finish; one still running then is expired by pg-boss and runs again. */
const STOP_DEADLINE_MS = 10_000;
/**
 * A run's lease: its worker renews it every 5 s while the run lasts, and a run whose lease was not renewed for 10 s
 * (pg-boss's least) is failed and tried again. Without it, a run caught by a kill -9 or a database restart stayed
 * `active` for pg-boss's 15-minute expiry.
 */
const HEARTBEAT_SECONDS = 10;
/** How often the workers look for runs whose lease ran out (and count the queues for pg-boss's warnings). */
const SUPERVISE_SECONDS = 5;
/** How often an idle worker asks for a run; a run queued by this process wakes its worker at once. */
const POLLING_SECONDS = 2;

type SqlExecutor = NonNullable<ConstructorOptions['db']>;

/**
 * pg-boss on the embedded database: each statement with the one connection to itself. A script of several statements
 * answers each statement's result, as pg does.
 */
const embeddedExecutor = (lend: <T>(work: (client: PGlite) => Promise<T>) => Promise<T>): SqlExecutor => ({
  executeSql: (text, values) =>
    lend(async (client) => {
      if (values && values.length > 0) return client.query(text, values);
      const results: Results[] = await client.exec(text);
      return (results.length === 1 ? results[0] : results) as Results;
    }),
});

/** What a handler gets besides the queue itself. */
export type JobServices = Omit<JobContext, 'jobs'>;

function connectionOf(target: DatabaseTarget, services: JobServices): ConstructorOptions {
  if (target.kind === 'postgres') return { connectionString: target.url, max: POOL_SIZE };
  const lend = embeddedClient(services.db);
  if (!lend) throw new Error('the embedded database was not opened by openDatabase');
  return { db: embeddedExecutor(lend) };
}

/**
 * The job system, on PostgreSQL and on the embedded database alike: each job of the registry is a pg-boss queue with
 * its retry rule; recurring jobs are pg-boss schedules. pg-boss owns leases, retries, backoff and dead runs.
 */
export async function createPgBossQueue(
  target: DatabaseTarget,
  registry: readonly JobDefinition<unknown>[],
  services: JobServices,
): Promise<JobQueue> {
  const { log } = services;
  // On PostgreSQL a run queued in a transaction wakes the workers when it commits (NOTIFY); on the embedded database
  // a worker's look waits for the one connection, so it comes after the commit anyway.
  const listens = target.kind === 'postgres';
  const boss = new PgBoss({
    ...connectionOf(target, services),
    useListenNotify: listens,
    application_name: 'portal-jobs',
    schedule: registry.some((job) => job.cron),
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  });
  let waitingForDatabase = false;
  boss.on('error', (error) => {
    if (!isDatabaseUnavailable(error)) return log.error({ err: error }, 'job queue error');
    if (!waitingForDatabase) log.warn({ err: error }, 'background jobs wait for the database');
    waitingForDatabase = true;
  });
  await boss.start();
  for (const job of registry) {
    const options = {
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: job.retry.backoff,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    };
    const oneAtATime = job.oneAtATime || job.cron;
    await boss.createQueue(job.name, { policy: oneAtATime ? 'stately' : 'standard', notify: listens, ...options });
    // A queue made by an earlier version keeps its first settings otherwise.
    await boss.updateQueue(job.name, { ...options, notify: listens });
    if (job.cron) await boss.schedule(job.name, job.cron, {});
  }

  /** Each job's worker in this process, by the job's name. */
  const workerIds = new Map<string, string>();
  const wakeWorkerOf = (name: string) => {
    const workerId = workerIds.get(name);
    if (workerId) boss.notifyWorker(workerId);
  };

  async function handle(job: JobDefinition<unknown>, run: { data: unknown; retryCount: number } | undefined) {
    context.metrics.jobRan(job.name);
    // pg-boss claims a failed run again after its delay: that claim is the retry.
    if (run && run.retryCount > 0) context.metrics.jobRetried(job.name);
    try {
      await runJob(job, run?.data, context);
    } catch (error) {
      context.metrics.jobFailed(job.name);
      log.error({ err: error, job: job.name }, 'background job failed');
      throw error;
    }
    if (waitingForDatabase) log.info('background jobs resumed: the database is back');
    waitingForDatabase = false;
  }

  async function backlogOf(job: JobDefinition<unknown>): Promise<JobBacklog> {
    const [queue] = await boss.getQueues([job.name]);
    const queued = await boss.findJobs(job.name, { queued: true, limit: 100 });
    const now = Date.now();
    // A run failing again and again (a mail server down) waits since it was queued; one put off by design (a
    // payment's next look, a webhook's next attempt) only once its time has come.
    const since = queued.flatMap((run) => {
      if (run.retryCount > 0) return [run.createdOn];
      return run.startAfter.getTime() <= now ? [run.startAfter] : [];
    });
    const oldestSince = since.reduce<Date | null>((oldest, at) => (oldest && oldest <= at ? oldest : at), null);
    return { job: job.name, waiting: queue?.readyCount ?? 0, oldestSince };
  }

  /** Rows an earlier version left waiting get their run; a failure is logged and the start goes on. */
  async function adoptWaitingRows() {
    for (const job of registry) {
      if (!job.adopt) continue;
      try {
        for (const { input, key } of await job.adopt(services.db)) await queue.enqueue(job, input, { key });
      } catch (error) {
        log.error({ err: error, job: job.name }, 'could not queue the rows waiting for a job');
      }
    }
  }

  const queue: JobQueue = {
    async work() {
      for (const job of registry) {
        const options = {
          batchSize: 1,
          pollingIntervalSeconds: POLLING_SECONDS,
          // A notified queue still polls as often: a run put off (a retry, a payment's next look) wakes no one.
          notifyPollingIntervalSeconds: POLLING_SECONDS,
          localConcurrency: job.concurrency ?? 1,
        };
        const workerId = await boss.work(job.name, options, async ([run]) => {
          await handle(job, run);
          // Looks for the next run at once rather than after its polling interval: a burst (20 sign-ups' mails) goes
          // through at the speed of its work; an empty look returns the worker to polling.
          wakeWorkerOf(job.name);
        });
        workerIds.set(job.name, workerId);
      }
      await adoptWaitingRows();
    },
    async enqueue(job, input, options = {}) {
      const connection = options.within && { db: rawStatementsIn(options.within) };
      if (options.replaceWaiting && options.key !== undefined) {
        const waiting = await boss.findJobs(job.name, { key: options.key, queued: true, ...connection });
        // By id alone: a run passed whole is cancelled only if it is the attempt a handler holds.
        const ids = waiting.map((run) => run.id);
        if (ids.length > 0) await boss.cancel(job.name, ids, connection);
      }
      const id = await boss.send(job.name, job.input.parse(input) as object, {
        ...connection,
        ...(options.startAfterSeconds !== undefined && { startAfter: options.startAfterSeconds }),
        ...(options.key !== undefined && { singletonKey: options.key }),
      });
      if (!id && !job.oneAtATime) throw new Error(`pg-boss did not queue ${job.name}`);
      // A run due now wakes its job's worker here: on the embedded database its look waits for the one connection,
      // so after the commit; on PostgreSQL the commit's NOTIFY wakes every worker, this one's look may come too soon.
      if (!options.startAfterSeconds) wakeWorkerOf(job.name);
      return id;
    },
    backlogs: () => Promise.all(registry.map(backlogOf)),
    async stop() {
      await boss.stop({ graceful: true, timeout: STOP_DEADLINE_MS, close: true });
    },
  };
  const context: JobContext = { ...services, jobs: queue };
  return queue;
}
