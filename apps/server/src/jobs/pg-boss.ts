import { PgBoss } from 'pg-boss';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { type JobContext, type JobDefinition, runJob, SWEEP_EVERY_MS } from './define.ts';
import type { JobQueue } from './queue.ts';

/** pg-boss's own connections, beside the app's pool: its workers poll, and its supervisor keeps the queues. */
const POOL_SIZE = 4;
/** How long `stop()` lets a job in hand finish; one still running then is expired by pg-boss and runs again. */
const STOP_DEADLINE_MS = 10_000;
/**
 * A run's lease: its worker renews it every 5 s while the run lasts, and a run whose lease was not renewed for 10 s
 * (pg-boss's least) is failed and tried again. Without it, a run caught by a kill -9 or a database restart stayed
 * `active` for pg-boss's 15-minute expiry, and a sweep's queue (one run at a time) sent no mail meanwhile.
 */
const HEARTBEAT_SECONDS = 10;
/** How often the workers look for runs whose lease ran out (and count the queues for pg-boss's warnings). */
const SUPERVISE_SECONDS = 5;

/**
 * The job system on PostgreSQL: each job of the registry is a pg-boss queue with its retry rule. Sweeps are `stately`
 * queues (one waiting and one running at most), so the sends of many pokes and of every worker's timer fold into one
 * run; a sweep with a long schedule is sent once per slot of that length across all workers (`singletonSeconds`).
 */
export async function createPgBossQueue(
  connectionString: string,
  registry: readonly JobDefinition<unknown>[],
  context: JobContext,
): Promise<JobQueue> {
  const { log } = context;
  const boss = new PgBoss({
    connectionString,
    max: POOL_SIZE,
    application_name: 'portal-jobs',
    schedule: false,
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
    await boss.createQueue(job.name, { policy: job.schedule ? 'stately' : 'standard', ...options });
    // A queue made by an earlier version keeps its first settings otherwise.
    await boss.updateQueue(job.name, options);
  }

  const workerIds: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const sweeps = registry.filter((job) => job.schedule);

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

  /** A send that fails (the database is away) is made again by the next tick; the error event already said so. */
  const sendQuietly = (name: string, singletonSeconds?: number) =>
    boss.send(name, {}, singletonSeconds ? { singletonSeconds } : {}).catch(() => null);

  function sendDueSweeps() {
    for (const { name, schedule } of sweeps) sendQuietly(name, Math.ceil((schedule?.everyMs ?? 0) / 1000));
  }

  return {
    async work() {
      for (const job of registry) {
        workerIds.push(await boss.work(job.name, { batchSize: 1 }, ([run]) => handle(job, run)));
      }
      timer = setInterval(sendDueSweeps, SWEEP_EVERY_MS);
      timer.unref();
      sendDueSweeps();
    },
    async enqueue(job, input) {
      const id = await boss.send(job.name, job.input.parse(input) as object);
      if (!id) throw new Error(`pg-boss did not queue ${job.name}`);
      for (const workerId of workerIds) boss.notifyWorker(workerId);
      return id;
    },
    poke() {
      const sent = sweeps.filter((job) => job.schedule?.onPoke).map((job) => sendQuietly(job.name));
      void Promise.all(sent).then(() => {
        for (const workerId of workerIds) boss.notifyWorker(workerId);
      });
    },
    async stop() {
      clearInterval(timer);
      await boss.stop({ graceful: true, timeout: STOP_DEADLINE_MS, close: true });
    },
  };
}
