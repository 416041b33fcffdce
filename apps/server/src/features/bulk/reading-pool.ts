import { access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Piscina } from 'piscina';
import type { ReadOutcome, UploadToRead } from './read-thread.ts';

/**
 * How many uploaded files are read at once, each in a thread of its own: an account has one file read at a time (the
 * upload refuses a second), so a small list of one account is read beside another account's big file, not after it.
 */
export const FILES_READ_AT_ONCE = 4;

/**
 * The threads read at a lower priority than the process (nice +10 on Linux, where threads have their own): a file
 * being read takes the CPU the web's requests leave, so a search is answered as fast while heavy files are read.
 */
const READING_NICENESS = 10;

/** A thread left idle this long ends: an idle server keeps none (each holds its own heap and the readers' code). */
const IDLE_THREAD_MS = 30_000;

let pool: Promise<Piscina<UploadToRead, ReadOutcome>> | undefined;

async function startPool() {
  // The process's libuv threads (files, compression) are made by the first thread that needs one and keep its nice
  // value: made by the main thread first, they do not run at the reading threads' lower priority.
  await access(tmpdir());
  return new Piscina<UploadToRead, ReadOutcome>({
    filename: new URL('./read-thread.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: FILES_READ_AT_ONCE,
    idleTimeout: IDLE_THREAD_MS,
    niceIncrement: READING_NICENESS,
  });
}

/** Reads an upload in the pool, started at the first file; a file beyond FILES_READ_AT_ONCE waits for a thread. */
export async function readInThread(upload: UploadToRead): Promise<ReadOutcome> {
  pool ??= startPool();
  return (await pool).run(upload);
}
