/**
 * `npm run bench:crash`: kill -9 during `/api/v1` checks with Idempotency-Keys, then retries with the same keys.
 * Each round fires BENCH_CRASH_KEYS checks at once, each with its own key, kills the server at a random moment while
 * they run, looks at what the kill left in the database (keys charged without a stored answer), starts a new server
 * on the same data and retries every key as docs/api.md tells a client (409: wait Retry-After, send again). Counts the
 * keys answered within a minute and the debits beyond one per key. BENCH_DATABASES: postgres,pglite.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { accountEndpoints, endpointUrl, transactionEndpoints } from '@portal/contract';
import pg from 'pg';
import { type Db, openDatabase } from '../../apps/server/src/db/connection.ts';
import {
  apiBalance,
  demoDealerApiKey,
  postCheck,
  postUntilAnswered,
} from '../../apps/server/test/support/api-v1-client.ts';
import { killPortalProcesses } from '../../apps/server/test/support/portal-process.ts';
import { startServerProcess } from '../../apps/server/test/support/server-process.ts';
import { adminUrl, databaseKinds, type Kind } from './server.ts';

const rounds = Number(process.env.BENCH_CRASH_ROUNDS ?? 10);
const keysPerRound = Number(process.env.BENCH_CRASH_KEYS ?? 8);
const MINUTE_MS = 60_000;
const body = { chassisNo: 'PM2L252S002107437', fresh: true };
const dealer = 'dealer@demo.carsemak.my';

/** A throwaway database of this run's own: an embedded one in a temporary folder, or a new PostgreSQL database. */
async function place(
  kind: Kind,
): Promise<{ env: Record<string, string>; open: () => Promise<Db>; drop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-crash-'));
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (kind === 'pglite') {
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `portal_bench_crash_${process.pid}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Enough credit for every round, given by the administrator as on the Transactions page. */
async function topUp(url: string, credit: number) {
  const login = await fetch(`${url}${endpointUrl(accountEndpoints.token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.carsemak.my', password: 'Admin#2026' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const saved = await fetch(`${url}${endpointUrl(transactionEndpoints.save, { query: { id: 0 } })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ Email: dealer, Credit: credit, Description: 'bench: credit for crash rounds' }),
  });
  if (!saved.ok) throw new Error(`top-up: ${saved.status} ${await saved.text()}`);
}

/** What a kill left: the round's keys claimed without an answer, and charges beyond the answers kept. */
async function afterKill(db: Db, round: number, creditBefore: number, perCheck: number) {
  const claims = await db
    .selectFrom('api_idempotency')
    .select(['status_code'])
    .where('idempotency_key', 'like', `round-${round}-%`)
    .execute();
  const user = await db.selectFrom('users').select('credit').where('email', '=', dealer).executeTakeFirstOrThrow();
  const charged = (creditBefore - user.credit) / perCheck;
  const kept = claims.filter((claim) => claim.status_code === 201).length;
  return { inFlight: claims.length - kept, charged, chargedWithoutAnswer: charged - kept };
}

async function measure(kind: Kind) {
  const data = await place(kind);
  try {
    let server = await startServerProcess(data.env);
    const secret = await demoDealerApiKey(server.url);
    const { creditPerCheck } = await apiBalance(server.url, secret);
    await topUp(server.url, rounds * keysPerRound * creditPerCheck);
    await postCheck(server.url, secret, body, 'warm-up');
    const totals = { keys: 0, inFlight: 0, chargedAtKill: 0, chargedWithoutAnswer: 0, withinMinute: 0, busy: 0 };
    let slowestMs = 0;
    let extraDebits = 0;
    for (let round = 0; round < rounds; round += 1) {
      const keys = Array.from({ length: keysPerRound }, (_, index) => `round-${round}-${index}`);
      const before = (await apiBalance(server.url, secret)).credit;
      const requests = keys.map((key) => postCheck(server.url, secret, body, key).catch(() => undefined));
      await sleep(Math.random() * 40 * keysPerRound);
      await server.crash();
      await Promise.all(requests);

      const db = await data.open();
      const killed = await afterKill(db, round, before, creditPerCheck);
      await db.destroy();
      totals.inFlight += killed.inFlight;
      totals.chargedAtKill += killed.charged;
      totals.chargedWithoutAnswer += killed.chargedWithoutAnswer;

      server = await startServerProcess(data.env);
      const answers = await Promise.all(
        keys.map((key) => postUntilAnswered(server.url, secret, body, key, MINUTE_MS).catch(() => undefined)),
      );
      totals.keys += keys.length;
      for (const answer of answers) {
        if (answer?.status === 201 && answer.elapsedMs <= MINUTE_MS) totals.withinMinute += 1;
        slowestMs = Math.max(slowestMs, answer?.elapsedMs ?? MINUTE_MS);
        totals.busy += answer?.busy ?? 0;
      }
      const debits = (before - (await apiBalance(server.url, secret)).credit) / creditPerCheck;
      const bought = answers.filter((answer) => answer?.status === 201).map((answer) => answer?.body.reference);
      extraDebits += debits - new Set(bought).size;
      console.log(
        `${kind} round ${round + 1}: ${killed.inFlight} keys claimed without an answer at the kill, ` +
          `${killed.charged} charged, ${killed.chargedWithoutAnswer} charged without an answer; ` +
          `retries: slowest ${Math.max(...answers.map((answer) => answer?.elapsedMs ?? MINUTE_MS))} ms`,
      );
    }
    await server.stop();
    return { ...totals, slowestMs, extraDebits };
  } finally {
    await data.drop();
  }
}

async function main() {
  console.log(`load average at start: ${loadavg()[0]?.toFixed(2)}`);
  const results: Record<string, unknown> = {};
  try {
    for (const kind of databaseKinds) results[kind] = await measure(kind);
  } finally {
    killPortalProcesses();
  }
  console.log(`load average at end: ${loadavg()[0]?.toFixed(2)}`);
  console.table(results);
}

await main();
