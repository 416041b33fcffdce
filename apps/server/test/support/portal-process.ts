import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The entry points an operator starts: the portal (`npm start`), or the background worker alone (`npm run worker`). */
const entryScripts = {
  portal: fileURLToPath(new URL('../../src/main.ts', import.meta.url)),
  worker: fileURLToPath(new URL('../../src/worker.ts', import.meta.url)),
};
const spawned = new Set<ChildProcess>();

/** For a test file's after(): a failed assertion must not leave a server running (its open pipes would keep the file from ending). */
export function killPortalProcesses() {
  for (const child of spawned) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** What a started process has written so far (`output`), and the JSON lines of its log on stdout (`logLines`). */
export function collectOutput(child: ChildProcess) {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return {
    output: () => ({ stdout, stderr }),
    logLines: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** `npm start` as an operator runs it: the real entry point in its own process, with only the given environment. */
export async function startPortalProcess(env: Record<string, string>, entry: keyof typeof entryScripts = 'portal') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-start-'));
  const child: ChildProcess = spawn(process.execPath, [entryScripts[entry]], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  const { output, logLines } = collectOutput(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  /** Up to 4 minutes: a loaded 2-core machine has taken over a minute to start a fresh embedded database. */
  async function waitForLog(message: string) {
    for (let waited = 0; waited < 240_000; waited += 100) {
      const line = logLines().find((candidate) => candidate.msg === message);
      if (line) return line;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { stdout, stderr } = output();
    throw new Error(`no "${message}" in the log; stdout: ${stdout}; stderr: ${stderr}`);
  }

  return {
    dataDir,
    exited,
    logLines,
    waitForLog,
    output,
    /** kill -9: the process dies at once, mid-request, as in a crash or an OOM kill. */
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM, as a service manager stops it: answers the exit code and the lock files left behind. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      const lockFilesLeft = await lockFiles(dataDir);
      await rm(dataDir, { recursive: true, force: true });
      return { code, lockFilesLeft };
    },
  };
}

export const lockFiles = async (dataDir: string) =>
  (await readdir(dataDir)).filter((name) => name.startsWith('portal.lock'));

export const listeningAddresses = (lines: Record<string, unknown>[]) =>
  lines
    .map((line) => String(line.msg).match(/^Server listening at (https?:\/\/\S+)$/)?.[1])
    .filter((url) => url !== undefined)
    .map((url) => new URL(url));
