import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { JobBacklog } from '../platform/metrics.ts';
import type { JobDefinition } from './define.ts';

export interface EnqueueOptions {
  /** The transaction of the change that causes the work: the run is queued if and only if it commits. */
  within?: Kysely<DB> | undefined;
  /** Not before this many seconds from now (a payment asked again later). */
  startAfterSeconds?: number;
  /** With a `oneAtATime` job: whose run it is (a batch's id); runs of one key fold together. */
  key?: string;
}

/** What the server and `npm run worker` see of the job system. */
export interface JobQueue {
  /** Starts running the registry's jobs in this process (the web process runs them unless RUN_WORKER=false). */
  work(): Promise<void>;
  /** Queues one run of a job; answers its id, or null when a waiting run of a `oneAtATime` job took it in. */
  enqueue<Input>(job: JobDefinition<Input>, input: Input, options?: EnqueueOptions): Promise<string | null>;
  /** Sends the sweeps that take pokes now, rather than at their next turn: a request queued work for them. */
  poke(): void;
  /** Each job's waiting work (the metrics' figures). */
  backlogs(): Promise<JobBacklog[]>;
  /** Lets the job in hand finish (or go back to the queue at the deadline), then stops. */
  stop(): Promise<void>;
}
