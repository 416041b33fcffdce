import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../src/db/connection.ts';
import { SHOWCASE } from '../src/domain/showcase.ts';
import { IDEMPOTENCY_LEASE_SECONDS } from '../src/features/apikeys/idempotency.ts';
import { apiBalance, demoDealerApiKey, postCheck, postUntilAnswered } from './support/api-v1-client.ts';
import { freshDatabase } from './support/database.ts';
import { demo } from './support/harness.ts';
import { killPortalProcesses } from './support/portal-process.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';

after(killPortalProcesses);

const KEYS = 6;
const body = { chassisNo: SHOWCASE.severeChassis, fresh: true };
const keys = Array.from({ length: KEYS }, (_, index) => `crash-${index}`);

/** Where the killed server and the next one keep their data: a PostgreSQL test database, or an embedded one. */
async function database(): Promise<{
  postgres: boolean;
  env: Record<string, string>;
  open: () => Promise<Db>;
  drop: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-crash-'));
  if (!process.env.TEST_DATABASE_URL) {
    const pgdata = path.join(dataDir, 'pgdata');
    return {
      postgres: false,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir: pgdata }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const copy = await freshDatabase();
  const { target } = copy;
  if (target.kind !== 'postgres') throw new Error('TEST_DATABASE_URL gives a PostgreSQL database');
  return {
    postgres: true,
    env: { DATA_DIR: dataDir, DATABASE_URL: target.url },
    open: () => openDatabase(target),
    drop: async () => {
      await copy.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const dealerCredit = async (db: Db) =>
  (await db.selectFrom('users').select('credit').where('email', '=', demo.company.username).executeTakeFirstOrThrow())
    .credit;

const claims = (db: Db) =>
  db
    .selectFrom('api_idempotency')
    .select(['idempotency_key', 'status_code', 'answer', sql<boolean>`locked_until > now()`.as('leased')])
    .where('idempotency_key', 'like', 'crash-%')
    .execute();

async function until(condition: () => Promise<boolean>, what: string) {
  for (let waited = 0; waited < 60_000; waited += 50) {
    if (await condition()) return;
    await sleep(50);
  }
  throw new Error(`waited a minute for ${what}`);
}

/**
 * PostgreSQL: the test holds the dealer's row, so every check claims its key, starts its charge and waits for that
 * row; the kill lands while all of them are in flight, every time. The rollback of the dying connections is the
 * database's (the dealer's row is freed after the kill).
 */
async function killWithEveryCheckInFlight(db: Db, server: ServerProcess, secret: string) {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('email', '=', demo.company.username).forUpdate().execute();
    const requests = keys.map((key) => postCheck(server.url, secret, body, key).catch(() => 'no answer'));
    await until(async () => (await claims(db)).length === KEYS, 'every key claimed');
    const waiting = sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`;
    await until(async () => (await waiting.execute(db)).rows[0]?.count === KEYS, 'every charge waiting');
    await server.crash();
    assert.deepEqual(await Promise.all(requests), Array(KEYS).fill('no answer'));
  });
}

/**
 * PGlite: one process holds the embedded database, so nothing outside can hold a request; the kill lands when the
 * first check answers, the others anywhere in flight (claimed or not, charged or not): not always the same state.
 */
async function killAtFirstAnswer(server: ServerProcess, secret: string) {
  const requests = keys.map((key) => postCheck(server.url, secret, body, key));
  await Promise.race(requests);
  await server.crash();
  await Promise.allSettled(requests);
}

it('answers every check in flight at kill -9 to a retry with its key within a minute, each charged once', async (t) => {
  const place = await database();
  try {
    let server = await startServerProcess(place.env);
    const secret = await demoDealerApiKey(server.url);
    await postCheck(server.url, secret, body, 'warm-up'); // A process's first check is slower than the next ones.
    const { credit: before, creditPerCheck } = await apiBalance(server.url, secret);
    assert.ok(creditPerCheck > 0 && before >= KEYS * creditPerCheck);

    if (place.postgres) {
      const db = await place.open();
      await killWithEveryCheckInFlight(db, server, secret);
      const left = await claims(db);
      assert.deepEqual(
        left.map((claim) => [claim.answer, claim.leased]),
        Array(KEYS).fill([null, true]),
        'each key claimed, unanswered, its lease running',
      );
      assert.equal(await dealerCredit(db), before, 'nothing charged');
      await db.destroy();
    } else {
      await killAtFirstAnswer(server, secret);
      const db = await place.open();
      const left = await claims(db);
      const charged = (before - (await dealerCredit(db))) / creditPerCheck;
      const answered = left.filter((claim) => claim.answer !== null);
      assert.equal(charged, answered.length, 'no key charged without its answer kept');
      t.diagnostic(`at the kill: ${left.length - answered.length} keys claimed without an answer, ${charged} charged`);
      await db.destroy();
    }

    server = await startServerProcess(place.env);
    const retried = await Promise.all(keys.map((key) => postUntilAnswered(server.url, secret, body, key)));
    for (const answer of retried) {
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      assert.ok(answer.elapsedMs < 60_000);
    }
    const slowest = Math.max(...retried.map((answer) => answer.elapsedMs));
    const busy = retried.reduce((sum, answer) => sum + answer.busy, 0);
    t.diagnostic(`retried: slowest ${slowest} ms, ${busy} answers 409 (lease ${IDEMPOTENCY_LEASE_SECONDS} s)`);
    const references = new Set(retried.map((answer) => answer.body.reference));
    assert.equal(references.size, KEYS, 'one check per key');
    assert.equal((await apiBalance(server.url, secret)).credit, before - KEYS * creditPerCheck, 'one debit per key');
    const again = await Promise.all(keys.map((key) => postCheck(server.url, secret, body, key)));
    assert.deepEqual(
      again.map((answer) => answer.body.reference),
      retried.map((answer) => answer.body.reference),
    );
    await server.stop();

    const db = await place.open();
    const kept = await claims(db);
    assert.deepEqual(
      kept.map((claim) => claim.status_code),
      Array(KEYS).fill(201),
    );
    const paid = await db
      .selectFrom('checks')
      .select('reference_no')
      .where(
        'reference_no',
        'in',
        [...references].filter((reference) => reference !== undefined),
      )
      .where('status', '=', 'paid')
      .execute();
    assert.equal(paid.length, KEYS);
    await db.destroy();
  } finally {
    killPortalProcesses();
    await place.drop();
  }
});
