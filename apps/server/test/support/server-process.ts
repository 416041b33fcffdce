import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const mainScript = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A port nobody listens on now. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** kill -9: the process dies at once, mid-request, as in a crash or an OOM kill. */
  crash(): Promise<void>;
  /** SIGTERM, as a service manager stops it. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
/** A failed test must not leave a server running (its pipes would keep the test file from ending). */
export function killLeftovers() {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * The real entry point (`npm start`) in its own process, over the database `env` names (DATABASE_URL, or DATA_DIR's
 * embedded one); answers once /healthz does. Up to 4 minutes: a loaded machine is slow to seed a fresh demo database.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainScript], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO: 'true',
      RATE_LIMITS: 'false',
      RUN_WORKER: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    if (waited > 240_000) throw new Error(`the server did not start: ${stderr}`);
    const health = await fetch(`${url}/healthz`).catch(() => undefined);
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    running.delete(child);
  };
  return { url, crash: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
