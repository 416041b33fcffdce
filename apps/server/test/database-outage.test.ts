import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorText } from '@portal/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { isDatabaseUnavailable } from '../src/db/errors.ts';
import { RETRY_AFTER_SECONDS } from '../src/platform/errors.ts';
import { addressOf, type CuttableProxy, cuttableProxy } from './support/cuttable-proxy.ts';
import { type Answer, demo, login, startTestServer, type TestServer, waitForMail } from './support/harness.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

type Problem = { Code: string; Message: string; RequestId: string };

/**
 * What a client meets while the database is away: 503, a Retry-After, the product's sentence in its language, and the
 * request's id to quote.
 */
function assertUnavailable(answer: Answer<unknown>, language: 'en' | 'ms' | 'zh' = 'en') {
  assert.equal(answer.status, 503, JSON.stringify(answer.body));
  assert.equal(answer.headers.get('retry-after'), String(RETRY_AFTER_SECONDS));
  const body = answer.body as Problem;
  assert.equal(body.Code, 'SERVICE_UNAVAILABLE');
  assert.equal(body.Message, errorText(language, 'SERVICE_UNAVAILABLE'));
  assert.equal(body.RequestId, answer.headers.get('x-request-id'));
}

describe('telling the database away from a query it refuses', () => {
  it('counts a refused connection as away, and a query the database refuses as not', async () => {
    const server = await startTestServer({ RUN_WORKER: 'false' });
    try {
      // A real refusal: a port nothing listens on (a proxy that was closed).
      const closed = await cuttableProxy({ host: '127.0.0.1', port: 9 });
      await closed.close();
      const client = new pg.Client({ host: '127.0.0.1', port: closed.port, connectionTimeoutMillis: 2000 });
      const refused = await client.connect().then(
        () => undefined,
        (error: unknown) => error,
      );
      assert.ok(refused, 'the connection was refused');
      assert.equal(isDatabaseUnavailable(refused), true);

      const refusedQuery = await sql`select * from no_such_table`.execute(server.db).then(
        () => undefined,
        (error: unknown) => error,
      );
      assert.ok(refusedQuery, 'the query was refused');
      assert.equal(isDatabaseUnavailable(refusedQuery), false);
      assert.equal((await server.get('/readyz')).status, 200);
    } finally {
      await server.close();
    }
  });
});

describe('PostgreSQL going away under a running portal', {
  skip: databaseUrl
    ? false
    : 'PGlite runs inside the process: there is no connection to lose (set TEST_DATABASE_URL to run these)',
}, () => {
  let proxy: CuttableProxy;
  let server: TestServer;
  /** A connection of the test's own, straight to the test database: it holds locks and watches the portal's. */
  let direct: pg.Client;
  let individual: string;

  before(async () => {
    proxy = await cuttableProxy(addressOf(databaseUrl ?? ''));
    let directUrl = '';
    server = await startTestServer(
      {},
      {
        reach: (target) => {
          if (target.kind !== 'postgres') return target;
          directUrl = target.url;
          return { ...target, url: proxy.urlFor(target.url) };
        },
      },
    );
    direct = new pg.Client({ connectionString: directUrl });
    await direct.connect();
    individual = await login(server, demo.individual);
    const admin = await login(server, demo.admin);
    const credit = { Email: demo.individual.username, Credit: 20, Description: 'Test credit' };
    assert.equal((await server.post('/api/Transaction/save?id=0', credit, admin)).status, 200);
  });
  after(async () => {
    await direct?.end();
    await server?.close();
    await proxy?.close();
  });

  const search = (token?: string, headers: Record<string, string> = {}) =>
    server.call<{ Unikey: string } & Problem>('GET', '/api/Check/SearchItem?vehicleNo=BMK8821', {
      headers,
      ...(token ? { token } : {}),
    });
  const payWithCredit = (unikey: string) =>
    server.post<{ ReferenceID: string } & Problem>(
      `/api/Check/UpdateItem?id=${unikey}&paymentType=3&agreedTerms=true`,
      undefined,
      individual,
    );

  /** The portal's backends waiting for a lock (the test's own holds it), once one is. */
  async function waitingBackend() {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await direct.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if (rows[0]) return rows[0].pid;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the paid check never reached the locked credit balance');
  }

  /** Milliseconds from now until /readyz answers ready (bounded). */
  async function readyAfter() {
    const started = performance.now();
    while (performance.now() - started < 5000) {
      if ((await server.get('/readyz')).status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('/readyz did not answer ready within 5 s');
  }

  /** The credit debits of one check: none while it is unpaid, one once paid. */
  async function creditDebitsOf(unikey: string) {
    const { rows } = await direct.query<{ n: number }>(
      `select count(*)::int as n from transactions t join checks c on c.id = t.check_id
        where c.unikey = $1 and t.type = 2`,
      [unikey],
    );
    return rows[0]?.n;
  }

  const ways = [
    {
      name: 'its connection is cut (a restart, a network fault)',
      async breakIt() {
        await proxy.cut();
      },
      async mendIt() {
        await proxy.restore();
      },
    },
    {
      name: 'its backend is terminated (57P01, as a fast shutdown does)',
      async breakIt(pid: number) {
        await direct.query('select pg_terminate_backend($1)', [pid]);
      },
      async mendIt() {},
    },
  ];

  for (const way of ways) {
    it(`fails a paid check in flight when ${way.name}: 503, nothing charged, and it can be paid once afterwards`, async () => {
      const searched = await search(individual);
      assert.equal(searched.status, 200);
      const { Unikey } = searched.body;
      const balance = await server.creditBalance(demo.individual.username);

      // The check's transaction gets as far as the credit balance, which the test holds locked, then loses its line.
      await direct.query('begin');
      await direct.query('select credit from users where email = $1 for update', [demo.individual.username]);
      const paying = payWithCredit(Unikey);
      const pid = await waitingBackend();
      await way.breakIt(pid);
      assertUnavailable(await paying);
      await direct.query('rollback');
      await way.mendIt();

      assert.equal(await server.creditBalance(demo.individual.username), balance, 'no credit taken');
      assert.equal(await creditDebitsOf(Unikey), 0, 'no ledger row');
      assert.deepEqual(await server.ledgerDifferences(), []);
      const paid = await payWithCredit(Unikey);
      assert.equal(paid.status, 200, JSON.stringify(paid.body));
      assert.equal(await creditDebitsOf(Unikey), 1, 'charged once');
      assert.deepEqual(await server.ledgerDifferences(), []);
    });
  }

  it("answers 503 with Retry-After and the product's words while the database is away, and stays alive", async () => {
    await proxy.cut();
    try {
      assertUnavailable(await search());
      assertUnavailable(await search(individual, { 'accept-language': 'ms' }), 'ms');
      assertUnavailable(await search(undefined, { 'accept-language': 'zh-CN' }), 'zh');
      assert.deepEqual((await server.get('/readyz')).body, { status: 'unavailable' });
      assert.equal((await server.get('/readyz')).status, 503);
      assert.deepEqual((await server.get('/healthz')).body, { status: 'ok' }, 'the process answers');
    } finally {
      await proxy.restore();
    }
  });

  it('is ready within a second of the database coming back, and searches and the worker go on', async () => {
    // Connections idle in the pool are lost as well as busy ones.
    assert.equal((await search(individual)).status, 200);
    await proxy.cut();
    assert.equal((await server.get('/readyz')).status, 503);
    // Longer than a worker round (2 s), so the worker meets the outage too.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await proxy.restore();
    const lag = await readyAfter();
    console.log(`ready ${Math.round(lag)} ms after the database came back`);
    assert.ok(lag < 1000, `ready after ${lag} ms`);

    assert.equal((await search(individual)).status, 200);
    assert.equal((await search()).status, 200);
    assert.equal((await server.post('/oauth/Reset', { Email: demo.company.username })).status, 200);
    const mail = await waitForMail(server, demo.company.username);
    assert.match(mail.text, /reset/i, 'the worker sent the mail asked for after the outage');
  });
});
