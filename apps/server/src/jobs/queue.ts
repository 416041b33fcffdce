import type { JobDefinition } from './define.ts';

/** What the server and `npm run worker` see of the job system, whichever runner is behind it. */
export interface JobQueue {
  /** Starts running the registry's jobs in this process (the web process runs them unless RUN_WORKER=false). */
  work(): Promise<void>;
  /** Queues one run of a job; answers its id. */
  enqueue<Input>(job: JobDefinition<Input>, input: Input): Promise<string>;
  /** Runs the sweeps that take pokes now, rather than at their next turn: a request queued work for them. */
  poke(): void;
  /** Lets the job in hand finish (or go back to the queue at the deadline), then stops. */
  stop(): Promise<void>;
}
