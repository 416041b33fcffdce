/** Bulk checks' jobs: each run works one batch, queued by the change that gives it work (in its transaction). */
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../jobs/define.ts';
import { defineJob, type JobContext, type JobDefinition } from '../../jobs/define.ts';
import { readUploadedFile } from './preview.ts';
import { batchesWaitingFor } from './queries.ts';
import { FILES_READ_AT_ONCE } from './reading-pool.ts';
import { drawBatchReports } from './reports.ts';
import { runBatch } from './runner.ts';

const batchInput = z.object({ batchId: z.number().int().positive() });
type BatchJob = JobDefinition<z.infer<typeof batchInput>>;

/**
 * Queues `job`'s run of one batch (within the transaction of its cause, if any). One run of a batch at a time: a run
 * queued while another of the batch waits is folded into it, so a run may queue the next before it ends.
 */
export const queueBatchJob = (jobs: Pick<JobQueue, 'enqueue'>, job: BatchJob, batchId: number, within?: Db) =>
  jobs.enqueue(job, { batchId }, { within, key: String(batchId) });

/**
 * A job whose runs each work one batch, one at a time per batch. A failed run is tried again 5 times, from 5 s apart
 * doubling each time (some 5 minutes in all): what fails that long (the database away) needs an operator, who sees
 * the failed runs in the job metrics; a worker's start gives each batch still `waiting` for this work its run again.
 */
const batchJob = (
  name: string,
  waiting: Parameters<typeof batchesWaitingFor>[1],
  work: (batchId: number, context: JobContext) => Promise<unknown>,
  concurrency = 1,
): BatchJob =>
  defineJob({
    name,
    input: batchInput,
    handle: ({ batchId }, context) => work(batchId, context),
    oneAtATime: true,
    concurrency,
    adopt: async (db) =>
      (await batchesWaitingFor(db, waiting)).map(({ id }) => ({ input: { batchId: id }, key: String(id) })),
    retry: { limit: 5, delaySeconds: 5, backoff: true },
  });

/** An uploaded file read into its preview, queued with the upload (decision 0091: the reading pool). */
export const bulkFileReading = batchJob(
  'bulk-file-reading',
  'reading',
  (batchId, { db }) => readUploadedFile(db, batchId),
  // As many files read side by side as the pool has threads: a small list is read beside a heavy one.
  FILES_READ_AT_ONCE,
);

/** A confirmed batch's checks, queued with its confirmation; each run checks a turn of items and queues the next. */
export const bulkRun: BatchJob = batchJob('bulk-run', 'running', (batchId, { db, jobs, metrics }) =>
  runBatch(db, jobs, batchId, { metrics, next: (within) => queueBatchJob(jobs, bulkRun, batchId, within) }),
);

/** A finished batch's PDFs, queued when its zip is asked for; each run draws a turn of them and queues the next. */
export const bulkZipPreparation: BatchJob = batchJob(
  'bulk-zip-preparation',
  'preparing',
  (batchId, { config, db, jobs }) =>
    drawBatchReports(db, batchId, config.publicUrl, () => queueBatchJob(jobs, bulkZipPreparation, batchId)),
);
