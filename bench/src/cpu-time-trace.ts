/** A Chrome trace event, as much of it as the CPU-time rewrite reads. */
export interface TraceEvent {
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
}

/** A thread's outermost complete event (a task) and how much of its wall time the thread was on a core. */
interface Task {
  start: number;
  end: number;
  ratio: number;
}

/** Each thread's outermost complete events, in order of start. */
function tasksByThread(events: TraceEvent[]) {
  const threads = new Map<string, Task[]>();
  const complete = events
    .filter((event) => event.ph === 'X' && event.ts !== undefined && event.dur !== undefined)
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  for (const event of complete) {
    const start = event.ts ?? 0;
    const end = start + (event.dur ?? 0);
    const key = `${event.pid}:${event.tid}`;
    const tasks = threads.get(key) ?? [];
    const last = tasks.at(-1);
    if (last && start < last.end) continue;
    const wall = event.dur ?? 0;
    const ratio = event.tdur !== undefined && wall > 0 ? Math.min(1, event.tdur / wall) : 1;
    tasks.push({ start, end, ratio });
    threads.set(key, tasks);
  }
  return threads;
}

/**
 * The task of `tasks` (sorted, not overlapping) that holds the time `at`, if any: the last one started by then, if it
 * has not ended before it (a task starting where another ends is the later one's).
 */
function taskAt(tasks: Task[], at: number) {
  let low = 0;
  let high = tasks.length - 1;
  let found: Task | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const task = tasks[middle] as Task;
    if (task.start <= at) {
      found = task;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found && at <= found.end ? found : undefined;
}

/**
 * The trace as if each task had run without waiting for a core: every outermost task of a thread shrunk to its CPU
 * time (`tdur`), and everything inside it (nested events, their starts and ends, instant events) shrunk with it by the
 * same ratio from the task's start. Tasks keep their starts, so the time a machine busy with other work took from the
 * page becomes idle time. Shrinking the outer task alone would leave its children ending after it, which Lighthouse
 * refuses ("child cannot end after parent") in every audit of the main thread's work.
 */
export function withCpuTimes(events: TraceEvent[]) {
  const threads = tasksByThread(events);
  for (const event of events) {
    if (event.ts === undefined) continue;
    const task = taskAt(threads.get(`${event.pid}:${event.tid}`) ?? [], event.ts);
    if (!task || task.ratio === 1) continue;
    event.ts = task.start + (event.ts - task.start) * task.ratio;
    if (event.dur !== undefined) event.dur *= task.ratio;
  }
}
