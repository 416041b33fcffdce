import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const serverMain = path.join(root, 'apps/server/src/main.ts');
const generateCli = path.join(root, 'apps/server/src/features/vehicles/generate-cli.ts');

export type Kind = 'postgres' | 'pglite';

export interface Target {
  kind: Kind;
  vehicles: number;
  env: Record<string, string>;
}

/** Where one bench configuration keeps its data, kept between runs: generating a million rows takes minutes. */
export async function prepareTarget(kind: Kind, vehicles: number, adminUrl: string): Promise<Target> {
  const name = `portal_bench_${vehicles}`;
  const dataDir = path.join(process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), 'portal-bench'), `${kind}-${vehicles}`);
  await mkdir(dataDir, { recursive: true });
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    RUN_WORKER: 'false',
    // The load comes from one address far faster than any buyer searches.
    RATE_LIMITS: 'false',
    PAYMENT_SIGNING_KEY: 'bench-only-signing-key-not-for-production',
  };
  if (kind === 'postgres') {
    const url = new URL(adminUrl);
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
    await client.end();
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return { kind, vehicles, env };
}

function run(command: string[], env: Record<string, string>) {
  return new Promise<number>((resolve) => {
    const child = spawn(process.execPath, command, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Generates the data once; later runs find it in place. */
export async function ensureData(target: Target, vehiclesPresent: number) {
  if (vehiclesPresent >= target.vehicles) return;
  console.log(`generating ${target.vehicles.toLocaleString()} vehicles on ${target.kind}…`);
  const code = await run([generateCli, '--vehicles', String(target.vehicles), '--replace'], target.env);
  if (code !== 0) throw new Error(`data generation failed (${code})`);
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startServer(target: Target, port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    env: { ...process.env, ...target.env, PORT: String(port), HOST: '127.0.0.1', BENCH_ROUTES: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/UserProfile`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
