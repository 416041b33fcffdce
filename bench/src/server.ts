import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountEndpoints,
  benchEndpoints,
  type CheckListRow,
  checkEndpoints,
  endpointUrl,
  PaymentType,
  paymentEndpoints,
} from '@portal/contract';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const serverMain = path.join(root, 'apps/server/src/main.ts');
const anchorMain = path.join(import.meta.dirname, 'anchor.ts');
const generateCli = path.join(root, 'apps/server/src/demo/vehicles/generate-cli.ts');

export type Kind = 'postgres' | 'pglite';

/** The PostgreSQL server (as its superuser) on which the benches make their databases. */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** BENCH_DATABASES: the databases a bench measures, one after the other. */
export const databaseKinds = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as Kind[];

/**
 * The environment of a bench server keeping its data in `dataDir`: the demo data set, the bench's own signing key, no
 * worker, and no rate limits (the load comes from one address far faster than any buyer searches); `changes` on top.
 */
export function benchEnv(dataDir: string, changes: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    RUN_WORKER: 'false',
    RATE_LIMITS: 'false',
    PAYMENT_SIGNING_KEY: 'bench-only-signing-key-not-for-production',
    ...changes,
  };
}

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
  const env = benchEnv(dataDir);
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
  /** CPU time the process has used so far (user + system), in ms: what a request costs, whatever the load. */
  cpuMs: () => number;
  /** The process's resident memory now (VmRSS), in MB. */
  rssMb: () => number;
}

const clockTicksPerMs = 100 / 1000;

function cpuMsOf(pid: number | undefined) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerMs;
}

function rssMbOf(pid: number | undefined) {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes) / 1024;
}

/** A port nobody listens on now, so two bench runs never meet on one. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function isFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The portal's server over the target, its data generated first if the database does not hold it yet. */
export async function startServerWithData(target: Target) {
  const server = await startServer(target);
  const { vehicles: present } = await json<{ vehicles: number }>(`${server.url}${endpointUrl(benchEndpoints.stats)}`);
  if (present >= target.vehicles) return server;
  await server.stop();
  await ensureData(target, present);
  return startServer(target);
}

/** BENCH_CPU_PROF=<dir>: the portal's server and the anchor each write a CPU profile there when they stop. */
const profileFlags = () =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/** The portal's server over the target, on `port` or else a free one. */
export function startServer(target: Target, port?: number) {
  return startProcess(
    [...profileFlags(), serverMain],
    { ...target.env, BENCH_ROUTES: 'true' },
    endpointUrl(accountEndpoints.profile),
    200,
    port,
  );
}

/** The bare anchor (anchor.ts) over the target's PostgreSQL database. */
export function startAnchor(target: Target) {
  return startProcess(
    [...profileFlags(), anchorMain],
    { DATABASE_URL: target.env.DATABASE_URL ?? '' },
    '/GetItem?unikey=none',
    404,
  );
}

/** `npm run build` of the web app; its errors shown, an error if it fails. */
export function npmBuild() {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (${code})`))));
  });
}

async function startProcess(
  args: string[],
  env: Record<string, string>,
  probePath: string,
  readyStatus = 200,
  chosenPort?: number,
): Promise<RunningServer> {
  // On a port someone else holds, the process would die at once and the probe would be answered by the other one.
  if (chosenPort !== undefined && !(await isFree(chosenPort))) throw new Error(`port ${chosenPort} is in use`);
  const port = chosenPort ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  // Listened to from the start: a process that has already exited emits no 'exit' for a later listener, and a stop
  // awaiting one would leave the bench's top-level await unsettled (exit 13) and hide the error that ended the run.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!stopping) console.error(`${args.at(-1)} exited during the run (${signal ?? `code ${code}`})`);
      resolve();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  try {
    await untilReady(child, `${url}${probePath}`, readyStatus, args.at(-1) ?? '');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, cpuMs: () => cpuMsOf(child.pid), rssMb: () => rssMbOf(child.pid) };
}

/** Long enough for a fresh embedded database on a loaded 2-core machine (it has taken minutes at load 10). */
const READY_ATTEMPTS = 1_200;

/** Waits for the process to answer the probe; an error if it exits first or never answers. */
async function untilReady(child: ChildProcess, probeUrl: string, readyStatus: number, name: string) {
  for (let attempt = 0; attempt < READY_ATTEMPTS; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(probeUrl)).status === readyStatus) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${probeUrl} within ${(READY_ATTEMPTS * 250) / 1000} s`);
}

/** Logs a demo account in: its `Authorization` header, and the cookie the web app keeps it in. */
export async function logIn(url: string, account: { username: string; password: string }) {
  const login = await json<{ access_token: string }>(`${url}${endpointUrl(accountEndpoints.token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const authorization = `Bearer ${login.access_token}`;
  return { headers: { authorization }, cookie: `Authorization=${encodeURIComponent(authorization)}` };
}

/** A JSON answer, or an error that says which call failed and how. */
export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One bench at a time: two runs would share the portal_bench_<N> databases and the machine. */
export async function holdBenchLock(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const free = await client.query<{ locked: boolean }>(
    "select pg_try_advisory_lock(hashtext('portal_bench')) as locked",
  );
  if (!free.rows[0]?.locked) {
    console.log('another bench is running; waiting for it to finish…');
    await client.query("select pg_advisory_lock(hashtext('portal_bench'))");
  }
  return () => client.end();
}

/** A demo account logged in (`logIn`): its header and cookie. */
type Buyer = Awaited<ReturnType<typeof logIn>>;

const SHOWCASE_PLATE = 'BMK8821';

/**
 * The showcase car's paid report of `buyer` (else the demo dealer): the one it already holds, or one bought with its
 * credit. The bench's databases are kept from run to run, so buying at every run would spend the demo dealer's credit
 * until the runs fail. Its key, and the buyer's header and cookie.
 */
export async function paidShowcaseCheck(url: string, buyer?: Buyer) {
  const payer = buyer ?? (await logIn(url, { username: 'dealer@demo.carsemak.my', password: 'Dealer#2026' }));
  const unikey = (await heldShowcaseCheck(url, payer)) ?? (await buyShowcaseCheck(url, payer));
  return { unikey, auth: payer.headers, cookie: payer.cookie };
}

async function heldShowcaseCheck(url: string, payer: Buyer): Promise<string | undefined> {
  const history = await json<{ items: CheckListRow[] }>(
    `${url}${endpointUrl(checkEndpoints.history, { query: { page: 1, rows: 100 } })}`,
    { headers: payer.headers },
  );
  const held = history.items.find(
    (row) => row.IsPaid && row.VehicleRegistrationNo?.replace(/\s/g, '').toUpperCase() === SHOWCASE_PLATE,
  );
  return held?.Unikey;
}

async function buyShowcaseCheck(url: string, payer: Buyer): Promise<string> {
  const found = await json<{ Unikey: string }>(
    `${url}${endpointUrl(checkEndpoints.search, { query: { vehicleNo: SHOWCASE_PLATE } })}`,
    { headers: payer.headers },
  );
  await json(
    `${url}${endpointUrl(checkEndpoints.pay, { query: { id: found.Unikey, paymentType: 3, agreedTerms: 'true' } })}`,
    {
      method: 'POST',
      headers: payer.headers,
    },
  );
  return found.Unikey;
}

/**
 * The showcase car's report paid by a guest through the sandbox gateway, on the bench's "browser": its key and the
 * report-device cookie that opens it there (an anonymous reader of a report is now the browser that paid for it). No
 * credit is spent, so a new one is bought at each run.
 */
export async function guestShowcaseCheck(url: string) {
  const found = await json<{ Unikey: string }>(
    `${url}${endpointUrl(checkEndpoints.search, { query: { vehicleNo: SHOWCASE_PLATE } })}`,
  );
  const bill = await fetch(`${url}${endpointUrl(paymentEndpoints.topup)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: found.Unikey,
      paymentType: PaymentType.PayPerSearch,
      agreedTerms: true,
      email: 'bench.guest@example.com',
      phoneNo: '0123456789',
    }),
  });
  if (!bill.ok) throw new Error(`guest payment: ${bill.status} ${await bill.text()}`);
  const cookie = bill.headers.get('set-cookie')?.split(';')[0];
  if (!cookie?.startsWith('ReportDevice=')) throw new Error('the paying browser got no report-device cookie');
  const { id } = (await bill.json()) as { id: string };
  const link = await json<{ url: string }>(`${url}${endpointUrl(paymentEndpoints.paymentLink)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  const paid = await fetch(new URL(link.url, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'result=paid',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the sandbox gateway did not take the payment: ${paid.status}`);
  return { unikey: found.Unikey, cookie };
}
