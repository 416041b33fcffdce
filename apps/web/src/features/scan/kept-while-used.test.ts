import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptWhileUsed } from './kept-while-used';

const IDLE_MS = 60_000;

/** A keeper of numbered things, which records what it started and what it stopped. */
function keeper() {
  const started: number[] = [];
  const stopped: number[] = [];
  const kept = keptWhileUsed<number>(async (thing) => {
    stopped.push(thing);
  }, IDLE_MS);
  const start = async () => {
    started.push(started.length + 1);
    return started.length;
  };
  return { kept, start, started, stopped };
}

describe('a thing kept while used', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is started by the first use and shared by the next, even one that comes while it starts', async () => {
    const { kept, start, started } = keeper();
    const first = kept.use(start);
    const second = kept.use(start);
    expect(await first.thing).toBe(1);
    expect(await second.thing).toBe(1);
    first.release();
    second.release();
    expect(await kept.use(start).thing).toBe(1);
    expect(started).toEqual([1]);
  });

  it('is stopped once unused for the idle time, and started again by the next use', async () => {
    const { kept, start, started, stopped } = keeper();
    const use = kept.use(start);
    await use.thing;
    use.release();
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1);
    expect(stopped).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stopped).toEqual([1]);
    expect(await kept.use(start).thing).toBe(2);
    expect(started).toEqual([1, 2]);
  });

  it('is never stopped for idleness while in use, and a use made before the idle time ends keeps it', async () => {
    const { kept, start, stopped } = keeper();
    const long = kept.use(start);
    const short = kept.use(start);
    await long.thing;
    short.release();
    short.release();
    await vi.advanceTimersByTimeAsync(IDLE_MS * 10);
    expect(stopped).toEqual([]);
    long.release();
    await vi.advanceTimersByTimeAsync(IDLE_MS / 2);
    const again = kept.use(start);
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(await again.thing).toBe(1);
    expect(stopped).toEqual([]);
  });

  it('is stopped at once when asked (the page is left), a thing still starting once it has started', async () => {
    const { kept, start, stopped } = keeper();
    const use = kept.use(start);
    kept.stop();
    await use.thing;
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toEqual([1]);
    expect(await kept.use(start).thing).toBe(2);
  });

  it('keeps no failed start: the next use starts again', async () => {
    const { kept, start, stopped } = keeper();
    const failed = kept.use(() => Promise.reject(new Error('the reader could not be downloaded')));
    await expect(failed.thing).rejects.toThrow('the reader could not be downloaded');
    failed.release();
    expect(await kept.use(start).thing).toBe(1);
    await vi.advanceTimersByTimeAsync(IDLE_MS * 2);
    expect(stopped).toEqual([]);
  });
});
