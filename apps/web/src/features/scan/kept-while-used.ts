/** One use of a kept thing: the thing (started by the first use) and the release to call once done with it. */
export interface Use<T> {
  thing: Promise<T>;
  release: () => void;
}

/** A costly thing kept between uses: started by the first, shared by the next, stopped after a while unused. */
export interface Kept<T> {
  /** The kept thing, started with `start` when there is none (a failed start is not kept: the next use tries again). */
  use(start: () => Promise<T>): Use<T>;
  /** Stops it now, used or not (the page is left). */
  stop(): void;
}

/**
 * Keeps what `use` starts until `idleMs` after its last use was released, then hands it to `stop`. A thing still
 * starting when it is stopped is stopped once it has started.
 */
export function keptWhileUsed<T>(stop: (thing: T) => Promise<void>, idleMs: number): Kept<T> {
  let kept: Promise<T> | null = null;
  let users = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;

  const stopNow = () => {
    clearTimeout(idle);
    const stopping = kept;
    kept = null;
    void stopping?.then(stop, () => undefined);
  };

  return {
    use(start) {
      clearTimeout(idle);
      users += 1;
      if (!kept) {
        const started = start();
        kept = started;
        started.catch(() => {
          if (kept === started) kept = null;
        });
      }
      let released = false;
      return {
        thing: kept,
        release: () => {
          if (released) return;
          released = true;
          users -= 1;
          if (users === 0) idle = setTimeout(stopNow, idleMs);
        },
      };
    },
    stop: stopNow,
  };
}
