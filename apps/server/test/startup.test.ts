import assert from 'node:assert/strict';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { after, describe, it } from 'node:test';
import { loadConfig } from '../src/config.ts';
import { databaseTarget } from '../src/db/connection.ts';
import { SCHEMA_VERSION } from '../src/db/migrate.ts';
import { ensureAdministrator } from '../src/features/auth/service.ts';
import { freshDatabase } from './support/database.ts';
import { demo, login, type TestServer, withTestServer } from './support/harness.ts';
import { killPortalProcesses, listeningAddresses, lockFiles, startPortalProcess } from './support/portal-process.ts';

after(killPortalProcesses);

/** What a production start needs besides its gateway (the mail server is never reached by these tests). */
const mailAndAddress = { SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://check.example.my' };

describe('production and demo starts', () => {
  it('refuses a start without DEMO when PAYMENT_GATEWAY is not set, naming it', async () => {
    const start = await startPortalProcess({ DEMO: 'false' });
    try {
      assert.equal(await start.exited, 1);
      assert.match(start.output().stderr, /PAYMENT_GATEWAY: required when DEMO is off/);
    } finally {
      await start.stop();
    }
  });

  it('refuses a start without DEMO when SMTP_URL or PUBLIC_URL is not set, naming them', async () => {
    const start = await startPortalProcess({ DEMO: 'false', PAYMENT_GATEWAY: 'sandbox' });
    try {
      assert.equal(await start.exited, 1);
      assert.match(start.output().stderr, /SMTP_URL: required when DEMO is off/);
      assert.match(start.output().stderr, /PUBLIC_URL: required when DEMO is off/);
    } finally {
      await start.stop();
    }
  });

  it('starts a demo on this machine only, logs mode, database and gateway, and stops cleanly on SIGTERM', async () => {
    const start = await startPortalProcess({});
    const started = await start.waitForLog('portal started');
    assert.deepEqual([started.mode, started.database, started.gateway], ['demo', 'pglite', 'sandbox']);
    assert.match(
      String(started.einvoicing),
      /^on \(http:\/\/localhost:\d+\/myinvois-sandbox\)$/,
      "a demo's own MyInvois sandbox",
    );
    assert.equal(started.sst, 'off');
    const schema = start.logLines().find((line) => line.msg === 'database schema up to date');
    assert.equal(schema?.schemaVersion, SCHEMA_VERSION, 'the schema version is logged');
    assert.ok(Array.isArray(schema?.applied) && schema.applied.includes(SCHEMA_VERSION), 'and the migrations applied');
    const addresses = listeningAddresses(start.logLines());
    assert.ok(addresses.length > 0);
    assert.deepEqual(
      addresses.map((url) => url.hostname),
      addresses.map(() => '127.0.0.1'),
    );
    const health = await fetch(new URL('/healthz', addresses[0]));
    assert.equal(health.status, 200);
    assert.equal(start.logLines().filter((line) => line.level === 40).length, 0, 'no warning in a demo');
    assert.equal((await lockFiles(start.dataDir)).length, 1, 'the data folder is locked while running');
    assert.deepEqual(await start.stop(), { code: 0, lockFilesLeft: [] }, 'a graceful stop exits 0 and unlocks');
  });

  it('warns at every start when the sandbox gateway is chosen outside a demo, and says e-invoicing and SST are off', async () => {
    const start = await startPortalProcess({ DEMO: 'false', PAYMENT_GATEWAY: 'sandbox', ...mailAndAddress });
    try {
      const started = await start.waitForLog('portal started');
      assert.deepEqual([started.mode, started.gateway], ['production', 'sandbox']);
      assert.deepEqual([started.einvoicing, started.sst], ['off', 'off']);
      assert.equal(start.logLines().filter((line) => line.msg === 'portal started').length, 1, 'said once');
      const warning = start.logLines().find((line) => line.level === 40);
      assert.match(String(warning?.msg), /PAYMENT_GATEWAY=sandbox outside a demo/);
    } finally {
      assert.equal((await start.stop()).code, 0);
    }
  });
});

describe('the database at start', () => {
  it('is said in one line to be unreachable, without a stack, a migration or its password', async () => {
    const start = await startPortalProcess({
      DEMO: 'true',
      DATABASE_URL: 'postgres://portal:hunter2-secret@127.0.0.1:1/portal',
    });
    try {
      assert.equal(await start.exited, 1);
      const { stderr } = start.output();
      assert.match(
        stderr,
        /^The database cannot be reached \(connect ECONNREFUSED 127\.0\.0\.1:1\): check DATABASE_URL/,
      );
      assert.doesNotMatch(stderr, /Migration|hunter2|\n\s+at /);
    } finally {
      await start.stop();
    }
  });

  it('gives up on a database that accepts connections but never answers after DATABASE_CONNECT_TIMEOUT_MS', async () => {
    const timeoutOf = (env: Record<string, string>) =>
      databaseTarget(loadConfig({ DEMO: 'true', DATABASE_URL: 'postgres://db/portal', ...env }));
    assert.deepEqual(timeoutOf({ DATABASE_CONNECT_TIMEOUT_MS: '500' }), {
      kind: 'postgres',
      url: 'postgres://db/portal',
      connectTimeoutMs: 500,
    });
    assert.equal((timeoutOf({}) as { connectTimeoutMs: number }).connectTimeoutMs, 3000, '3 s unless set');
    // An address that takes the connection and says nothing, as a half-failed-over primary may.
    const silent = createServer(() => {});
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    const start = await startPortalProcess({
      DEMO: 'true',
      DATABASE_URL: `postgres://portal@127.0.0.1:${port}/portal`,
      DATABASE_CONNECT_TIMEOUT_MS: '500',
    });
    try {
      assert.equal(await start.exited, 1);
      assert.match(
        start.output().stderr,
        /^The database cannot be reached \(Connection terminated due to connection timeout\)/,
      );
    } finally {
      await start.stop();
      silent.close();
    }
  });

  it('refuses a worker whose database schema is behind, in one line', {
    skip: process.env.TEST_DATABASE_URL ? false : 'the worker runs on PostgreSQL only (TEST_DATABASE_URL)',
  }, async () => {
    const database = await freshDatabase();
    const url = database.target.kind === 'postgres' ? database.target.url : '';
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // As a database restored from before the newest migration, never started by a web instance since.
    await client.query('delete from kysely_migration where name = $1', [SCHEMA_VERSION]);
    await client.end();
    const start = await startPortalProcess({ DATABASE_URL: url, DEMO: 'true' }, 'worker');
    try {
      assert.equal(await start.exited, 1);
      const { stderr } = start.output();
      assert.match(stderr, /^The database schema is behind this version \(1 to apply/);
      assert.doesNotMatch(stderr, /\n\s+at /, 'no stack');
    } finally {
      await start.stop();
      await database.drop();
    }
  });
});

/** A server as production starts it: without the demo data set, with the settings a deployment gives. */
const withProductionServer = (env: Record<string, string>, use: (server: TestServer) => Promise<void>) =>
  withTestServer({ DEMO: 'false', ...mailAndAddress, ...env }, use);

it('makes the ADMIN_EMAIL administrator, verified, with no demo data', async () => {
  await withProductionServer(
    {
      PAYMENT_GATEWAY: 'sandbox',
      ADMIN_EMAIL: 'Boss@Example.my',
      ADMIN_PASSWORD: 'Boss#2026x',
    },
    async (server) => {
      const token = await login(server, { username: 'boss@example.my', password: 'Boss#2026x' });
      const profile = await server.get<{ Role: number; IsShowDashboard: boolean }>('/api/UserProfile', token);
      assert.equal(profile.body.Role, 1);
      assert.equal(profile.body.IsShowDashboard, true);
      const users = await server.db.selectFrom('users').select('email').execute();
      assert.deepEqual(users, [{ email: 'boss@example.my' }], 'no demo accounts without DEMO');
      assert.equal(
        (await server.get(server.withDemoKey('/dev/mail.json'))).status,
        404,
        'no demo mailbox without DEMO',
      );
    },
  );
});

it('makes the ADMIN_EMAIL administrator once when two instances start together', async () => {
  await withProductionServer({ PAYMENT_GATEWAY: 'sandbox' }, async (server) => {
    const twice = { email: 'twice@example.my', password: 'Twice#2026x' };
    // What each instance does at start, at the same moment: both find no such account, both make it.
    await Promise.all([ensureAdministrator(server.db, twice), ensureAdministrator(server.db, twice)]);
    assert.equal(await server.countRows('users', (user) => user('email', '=', twice.email)), 1);
    const token = await login(server, { username: twice.email, password: twice.password });
    assert.equal((await server.get<{ Role: number }>('/api/UserProfile', token)).body.Role, 1);
  });
});

it('has no sandbox payment page with the Billplz gateway', async () => {
  await withProductionServer(
    {
      PAYMENT_GATEWAY: 'billplz',
      BILLPLZ_API_KEY: 'key',
      BILLPLZ_COLLECTION_ID: 'collection',
      BILLPLZ_X_SIGNATURE_KEY: 'signature-key',
    },
    async (server) => {
      const answer = await server.call('POST', '/sandbox/pay/any-bill', { form: { result: 'paid' } });
      assert.equal(answer.status, 404);
    },
  );
});

const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

it('shows the demo mailbox, with its live reset links, to this machine only', {
  skip: lanAddress ? false : 'this machine has no network address other than loopback',
}, async () => {
  await withTestServer({ HOST: '0.0.0.0' }, async (server) => {
    assert.equal((await server.post('/oauth/Reset', { Email: demo.admin.username })).status, 200);
    const local = await server.get<{ to: string }[]>(server.withDemoKey('/dev/mail.json'));
    assert.equal(local.status, 200);
    const lan = `http://${lanAddress}:${new URL(server.baseUrl).port}`;
    for (const page of ['/dev/mail.json', '/dev/mail', '/dev/mail/1']) {
      const answer = await fetch(lan + server.withDemoKey(page));
      assert.equal(answer.status, 404, `${page} from ${lanAddress}`);
      assert.doesNotMatch(await answer.text(), /taccode/);
    }
    assert.equal((await fetch(`${lan}/api/UserProfile`)).status, 200, 'the portal itself answers the network');
    const mailbox = await fetch(`${server.baseUrl}${server.withDemoKey('/dev/mail')}`);
    assert.equal(mailbox.headers.get('content-type'), 'text/html; charset=utf-8');
  });
});
