import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = /^portal\.lock\.(\d+)$/;
const lockPath = (dataDir: string, generation: number) => path.join(dataDir, `portal.lock.${generation}`);

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock generations present, newest first. */
function generations(dataDir: string) {
  return readdirSync(dataDir)
    .map((name) => Number(name.match(LOCK_FILE)?.[1]))
    .filter((generation) => Number.isInteger(generation))
    .sort((a, b) => b - a);
}

function holderOf(dataDir: string, generation: number) {
  try {
    return Number(readFileSync(lockPath(dataDir, generation), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Creates the generation's lock file holding our pid, or answers false when another process created it first.
 * link() is atomic and refuses an existing name, and the file is complete before it appears under that name.
 */
function claim(dataDir: string, generation: number) {
  const draft = path.join(dataDir, `.portal.lock.draft-${process.pid}`);
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, lockPath(dataDir, generation));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * PGlite corrupts a data folder that two processes open, so the server locks the folder and refuses to start while
 * another live process holds it.
 *
 * The lock is the newest of numbered files `portal.lock.<generation>`, each holding its creator's pid. A process
 * takes over a lock whose holder is gone by creating the next generation: only one process can create a given file,
 * so of many starts that find the same stale lock exactly one wins, and the others then find a live holder. A
 * holder with our own pid is stale too (a container restarts with the same pid).
 */
export function lockDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [newest] = generations(dataDir);
    if (newest !== undefined) {
      const holder = holderOf(dataDir, newest);
      if (holder === undefined) continue; // removed while we looked: look again
      if (holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `Another portal process (pid ${holder}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder; the embedded database cannot be shared.`,
        );
      }
    }
    const mine = (newest ?? 0) + 1;
    if (!claim(dataDir, mine)) continue;
    if (generations(dataDir)[0] !== mine) {
      // A newer generation appeared while we looked (we read an old listing): it is not ours to override.
      rmSync(lockPath(dataDir, mine), { force: true });
      continue;
    }
    for (const older of generations(dataDir).filter((generation) => generation < mine)) {
      rmSync(lockPath(dataDir, older), { force: true });
    }
    return () => rmSync(lockPath(dataDir, mine), { force: true });
  }
  throw new Error(`Could not lock ${dataDir}: other processes keep changing its lock. Try again.`);
}
