import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite corrupts a data folder that two processes open, so the server takes the folder's
 * lock file and refuses to start while another live process holds it.
 */
export function lockDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'portal.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `Another portal process (pid ${holder}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder; the embedded database cannot be shared.`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
