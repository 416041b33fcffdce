import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors.ts';

export type Job = () => Promise<unknown>;

/**
 * Waits for the event loop's next turn, for a job between two steps. On the embedded database a query never waits
 * for the network, so a chain of queries keeps the process to itself until its end (a zip of 100 PDFs read back held
 * every other request for 0.8 s); with a turn between steps, other requests are answered meanwhile.
 */
export const letOthersIn = () => nextTurn();

/**
 * Runs the background jobs (the mail outbox today, imports later) every interval, or at once
 * when poked after a request queued work. One round at a time; stop() waits for it.
 */
export function createWorker(jobs: readonly Job[], log: FastifyBaseLogger, intervalMs = 2000) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  let waitingForDatabase = false;

  /**
   * Every job in turn; one that fails is logged and tried again next round. Without the database the round stops
   * (the other jobs would fail alike), said once when it goes and once when a round succeeds again. Nothing is
   * retried inside a job: its transaction was rolled back, and the next round starts it afresh.
   */
  async function round() {
    for (const job of jobs) {
      try {
        await job();
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          log.error({ err: error }, 'background job failed');
          continue;
        }
        if (!waitingForDatabase) log.warn({ err: error }, 'background jobs wait for the database');
        waitingForDatabase = true;
        return;
      }
    }
    if (waitingForDatabase) log.info('background jobs resumed: the database is back');
    waitingForDatabase = false;
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        run();
      }
    });
  }

  return {
    start() {
      stopped = false;
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    },
    poke() {
      if (!stopped) run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
