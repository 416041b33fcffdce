/**
 * `npm run bench:faults`: the portal's availability when its database and Redis restart under load. It starts a
 * throwaway PostgreSQL cluster and redis-server of its own (never the machine's), the portal on them as a child
 * process, and a bounded load of searches and paid checks by credit; restarts PostgreSQL three times and Redis once;
 * then prints whether the portal stayed up, each outage, the failed requests by status, and the money audit.
 */

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { accountEndpoints, benchEndpoints, checkEndpoints, endpointUrl, transactionEndpoints } from '@portal/contract';
import pg from 'pg';
import { freePort, json } from './server.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const serverMain = path.join(root, 'apps/server/src/main.ts');
const PG_BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

const settings = {
  /** Port ranges the bench may take its PostgreSQL and Redis from (the first free one). */
  postgresPorts: portRange(process.env.BENCH_FAULTS_PG_PORTS ?? '5501-5505'),
  redisPorts: portRange(process.env.BENCH_FAULTS_REDIS_PORTS ?? '6501-6505'),
  clients: Number(process.env.BENCH_FAULTS_CLIENTS ?? 8),
  /** Each client's pause between a search and the next: its buyer stays under 120 searches a minute. */
  paceMs: 400,
  restarts: 3,
  /** How long PostgreSQL stays down at each restart, and Redis at its one. */
  downMs: 3000,
  redisDownMs: 2000,
  /** Load before the first fault, and between faults. */
  settleMs: 5000,
};

function portRange(range: string) {
  const [from = 0, to = from] = range.split('-').map(Number);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clock = performance.now.bind(performance);

async function firstFreePort(ports: number[]) {
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${ports[0]}-${ports.at(-1)}`);
}

/** PostgreSQL's tools run as the `postgres` user when the bench runs as root (initdb refuses root). */
async function pgTool(tool: string, args: string[]) {
  const command = path.join(PG_BIN, tool);
  const asRoot = process.getuid?.() === 0;
  await run(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, { cwd: '/' });
}

/** A throwaway cluster in a temp folder, on a port of the bench's range; stop() removes it. */
async function startPostgres(folder: string) {
  const port = await firstFreePort(settings.postgresPorts);
  const data = path.join(folder, 'data');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout), Number(group));
  }
  await pgTool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) => pgTool('pg_ctl', ['-D', data, '-l', path.join(folder, 'log'), ...args]);
  const start = () => pgCtl('-o', options, '-w', 'start');
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** A fast shutdown, as an operator's restart or a failover does: every session is ended (57P01). */
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    start,
  };
}

/** redis-server on a port of the bench's range, nothing saved to disk. */
async function startRedis() {
  const port = await firstFreePort(settings.redisPorts);
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (
        !(await firstFreePort([port]).then(
          () => true,
          () => false,
        ))
      )
        return;
      await sleep(50);
    }
    throw new Error(`redis-server did not listen on ${port}`);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}

/** The portal as an operator runs it, its log kept in the temp folder; `exitCode` says whether it ever stopped. */
async function startPortal(env: Record<string, string>, logFile: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode} at start; see ${logFile}`);
    if (
      await fetch(`${url}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    await sleep(250);
  }
  return {
    url,
    exitCode: () => child.exitCode ?? child.signalCode,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Buyers of their own (each its own rate-limit counter), each with credit put in by the administrator. */
async function prepareBuyers(databaseUrl: string, portalUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Copies of the demo individual: same password, no credit of its own (the ledger must explain every balance).
  await client.query(
    `insert into users (email, username, phone, password_hash, account_type, referral_code, is_verified)
     select 'buyer' || n || '@bench.carsemak.my', 'Bench buyer ' || n, phone, password_hash, account_type,
            referral_code, true
       from users, generate_series(1, $1::int) n where email = 'aisyah@demo.carsemak.my'`,
    [count],
  );
  await client.end();
  const token = async (username: string, password: string) =>
    (
      await json<{ access_token: string }>(`${portalUrl}${endpointUrl(accountEndpoints.token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      })
    ).access_token;
  const admin = await token('admin@demo.carsemak.my', 'Admin#2026');
  const buyers: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const email = `buyer${n}@bench.carsemak.my`;
    await json(`${portalUrl}${endpointUrl(transactionEndpoints.save, { query: { id: 0 } })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ Email: email, Credit: 500, Description: 'Bench credit' }),
    });
    buyers.push(await token(email, 'Demo#2026'));
  }
  return buyers;
}

interface Sent {
  kind: 'search' | 'paid check';
  startedAt: number;
  endedAt: number;
  /** 0: no answer at all (the portal gone, or the request timed out). */
  status: number;
  retryAfter: boolean;
}

/** The load: each buyer searches a plate and pays the check with credit, until told to stop. */
function startLoad(portalUrl: string, buyers: string[], plates: string[]) {
  const sent: Sent[] = [];
  const acknowledged: string[] = [];
  let stopping = false;

  async function send(kind: Sent['kind'], url: string, token: string, method = 'GET') {
    const startedAt = clock();
    try {
      const answer = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(15_000),
      });
      const body = answer.headers.get('content-type')?.includes('json') ? await answer.json() : await answer.text();
      sent.push({
        kind,
        startedAt,
        endedAt: clock(),
        status: answer.status,
        retryAfter: answer.headers.has('retry-after'),
      });
      return { status: answer.status, body: body as Record<string, unknown> };
    } catch {
      sent.push({ kind, startedAt, endedAt: clock(), status: 0, retryAfter: false });
      return { status: 0, body: {} };
    }
  }

  async function buyer(token: string, index: number) {
    for (let round = 0; !stopping; round += 1) {
      const plate = plates[(index + round) % plates.length] ?? '';
      const found = await send(
        'search',
        `${portalUrl}${endpointUrl(checkEndpoints.search, { query: { vehicleNo: plate } })}`,
        token,
      );
      if (found.status === 200 && found.body.IsFound) {
        const unikey = String(found.body.Unikey);
        const paid = await send(
          'paid check',
          `${portalUrl}${endpointUrl(checkEndpoints.pay, { query: { id: unikey, paymentType: 3, agreedTerms: 'true' } })}`,
          token,
          'POST',
        );
        if (paid.status === 200) acknowledged.push(unikey);
      }
      await sleep(settings.paceMs);
    }
  }

  const running = Promise.all(buyers.map(buyer));
  return {
    sent,
    acknowledged,
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/** /readyz every 50 ms: when the portal said ready or not. */
function watchReadiness(portalUrl: string) {
  const answers: { at: number; ready: boolean }[] = [];
  let stopping = false;
  const running = (async () => {
    while (!stopping) {
      const at = clock();
      const ready = await fetch(`${portalUrl}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
        (answer) => answer.ok,
        () => false,
      );
      answers.push({ at, ready });
      await sleep(50);
    }
  })();
  return {
    /** The first poll after `from` that found the portal ready. */
    readyAfter: async (from: number) => {
      for (let waited = 0; waited < 30_000; waited += 25) {
        const answer = answers.find((candidate) => candidate.at >= from && candidate.ready);
        if (answer) return answer.at;
        await sleep(25);
      }
      throw new Error('the portal was not ready 30 s after the database came back');
    },
    async stop() {
      stopping = true;
      await running;
    },
  };
}

interface Fault {
  what: string;
  downAt: number;
  upAt: number;
  readyAt: number;
}

/** Σ ledger = balances, one debit per check, and every check answered 200 stored as paid with its one debit. */
async function moneyAudit(databaseUrl: string, acknowledged: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const count = async (query: string, values: unknown[] = []) =>
    Number((await client.query<{ n: number }>(`select count(*)::int as n from (${query}) q`, values)).rows[0]?.n);
  const debit = 't.type = 2 and t.check_id = c.id and t.credit < 0';
  const audit = {
    'balances differing from their ledger': await count(
      `select u.id from users u where u.credit <> coalesce(
         (select sum(t.credit) from transactions t where t.user_id = u.id and t.type = 2), 0)`,
    ),
    'checks debited more than once': await count(
      'select check_id from transactions where type = 2 and check_id is not null group by check_id having count(*) > 1',
    ),
    'checks paid by credit without a debit': await count(
      `select c.id from checks c where c.status = 'paid' and c.payment_type = 3
         and not exists (select 1 from transactions t where ${debit})`,
    ),
    'paid checks acknowledged (200)': acknowledged.length,
    'of them stored paid with one debit': await count(
      `select c.id from checks c where c.unikey = any($1) and c.status = 'paid'
         and (select count(*) from transactions t where ${debit}) = 1`,
      [acknowledged],
    ),
    'paid, but the answer was lost (503 after the commit)': await count(
      "select c.id from checks c where c.status = 'paid' and c.payment_type = 3 and not (c.unikey = any($1))",
      [acknowledged],
    ),
  };
  await client.end();
  return audit;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function report(sent: Sent[], faults: Fault[], portalExit: unknown, audit: Record<string, number>) {
  const failed = sent.filter((request) => request.status !== 200);
  const duringFault = (request: Sent) =>
    faults.some((fault) => request.endedAt >= fault.downAt && request.startedAt <= fault.readyAt);
  console.log(`\nportal process: ${portalExit === null ? 'stayed up' : `EXITED (${String(portalExit)})`}`);
  console.log(`requests: ${sent.length} (${sent.filter((r) => r.kind === 'paid check').length} paid checks)`);
  console.log('\n| fault | down for | failing answers | first to last failure | ready after it came back |');
  console.log('|---|---|---|---|---|');
  for (const fault of faults) {
    const within = failed.filter((request) => request.endedAt >= fault.downAt && request.startedAt <= fault.readyAt);
    const span = within.length
      ? Math.max(...within.map((r) => r.endedAt)) - Math.min(...within.map((r) => r.startedAt))
      : 0;
    console.log(
      `| ${fault.what} | ${seconds(fault.upAt - fault.downAt)} | ${within.length} | ${seconds(span)} | ${Math.round(fault.readyAt - fault.upAt)} ms |`,
    );
  }
  const byStatus = new Map<string, number>();
  for (const request of failed) {
    const key = `${request.status || 'no answer'} ${request.kind}${request.status === 503 ? (request.retryAfter ? ' (Retry-After)' : ' (NO Retry-After)') : ''}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  console.log('\nfailed requests by status:');
  for (const [key, count] of [...byStatus].sort()) console.log(`  ${key}: ${count}`);
  console.log(`  outside a fault's window: ${failed.filter((request) => !duringFault(request)).length}`);
  console.log('\nmoney audit (SQL):');
  for (const [name, value] of Object.entries(audit)) console.log(`  ${name}: ${value}`);
}

/** Fastify's line for every request, left out of the summary. */
const requestLines = new Set(['incoming request', 'request completed']);

/** What an operator saw in the portal's log, by message (every request's own two lines left out). */
async function summariseLog(logFile: string) {
  const counts = new Map<string, number>();
  for (const line of (await readFile(logFile, 'utf8')).split('\n')) {
    if (!line.startsWith('{')) continue;
    const { level, msg } = JSON.parse(line) as { level: number; msg: string };
    if (requestLines.has(msg)) continue;
    const key = `${level >= 50 ? 'error' : level >= 40 ? 'warn' : 'info'}: ${msg}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  console.log("\nthe portal's log, by message:");
  for (const [key, count] of counts) console.log(`  ${count} × ${key}`);
}

async function main() {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-faults-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const postgres = await startPostgres(folder);
    cleanups.unshift(() => postgres.stop().catch(() => {}));
    const redis = await startRedis();
    cleanups.unshift(redis.stop);
    console.log(`PostgreSQL on ${postgres.port}, Redis on ${redis.port} (both the bench's own, in ${folder})`);
    const logFile = path.join(folder, 'portal.log');
    const portal = await startPortal(
      {
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        DEMO: 'true',
        BENCH_ROUTES: 'true',
        LOG_LEVEL: 'info',
        DATA_DIR: folder,
        PAYMENT_SIGNING_KEY: 'bench-only-signing-key-not-for-production',
      },
      logFile,
    );
    cleanups.unshift(portal.stop);
    const buyers = await prepareBuyers(postgres.url, portal.url, settings.clients);
    const plates = await json<string[]>(`${portal.url}${endpointUrl(benchEndpoints.plates, { query: { n: 50 } })}`);
    console.log(`${buyers.length} buyers searching ${plates.length} plates and paying with credit…`);

    const readiness = watchReadiness(portal.url);
    const load = startLoad(portal.url, buyers, plates);
    const faults: Fault[] = [];
    await sleep(settings.settleMs);
    for (let restart = 1; restart <= settings.restarts; restart += 1) {
      const downAt = clock();
      await postgres.stop();
      await sleep(settings.downMs);
      await postgres.start();
      const upAt = clock();
      faults.push({ what: `PostgreSQL restart ${restart}`, downAt, upAt, readyAt: await readiness.readyAfter(upAt) });
      console.log(`PostgreSQL restart ${restart} done`);
      await sleep(settings.settleMs);
    }
    const redisDownAt = clock();
    await redis.stop();
    await sleep(settings.redisDownMs);
    await redis.start();
    const redisUpAt = clock();
    faults.push({ what: 'Redis restart', downAt: redisDownAt, upAt: redisUpAt, readyAt: redisUpAt });
    await sleep(settings.settleMs);

    await load.stop();
    await readiness.stop();
    const portalExit = portal.exitCode();
    report(load.sent, faults, portalExit, await moneyAudit(postgres.url, load.acknowledged));
    await summariseLog(logFile);
  } finally {
    for (const cleanup of cleanups) await cleanup();
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
