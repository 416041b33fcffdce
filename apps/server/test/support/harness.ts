import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PaymentType } from '@portal/contract';
import { type Expression, type ExpressionBuilder, expressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DestinationStream } from 'pino';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseTarget } from '../../src/db/connection.ts';
import type { DB } from '../../src/db/schema.ts';
import { insertUser } from '../../src/features/auth/queries.ts';
import { createServer } from '../../src/server.ts';
import { freshDatabase } from './database.ts';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A stand-in for the web build (apps/web/build) as the server finds it: its `client/` files, each beside its brotli
 * and gzip twins, and no `server/` build, so that no page is drawn (test/pages-rendered.test.ts draws them).
 */
async function makeWebBuild(dataDir: string) {
  const build = path.join(dataDir, 'web');
  await mkdir(path.join(build, 'client', 'assets'), { recursive: true });
  const asset = path.join(build, 'client', 'assets', 'app-abc123.js');
  const script = Buffer.from(`console.log(${JSON.stringify('app '.repeat(200))})`);
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  return build;
}

/** The web app as `npm run build` makes it: the pages' tests draw them with it. */
export const webBuild = path.resolve(import.meta.dirname, '../../../web/build');

/** Why the tests of drawn pages are skipped: the web app is not built (false when it is). */
export const webBuildMissing = existsSync(path.join(webBuild, 'server', 'index.js'))
  ? false
  : 'the web app is not built (no apps/web/build/server/index.js): run `npm run build` first (CI builds before testing)';

/** The cookie the web app keeps a login in, as a browser sends it. */
export const loginCookie = (token: string) => `Authorization=${encodeURIComponent(`Bearer ${token}`)}`;

/** A real server on a free port over a fresh database, as a user's browser would meet it. */
/** `webBuild`: a built web app to serve (apps/web/build) instead of the small stand-in made for each server. */
/** `reach`: the way the server reaches its fresh database (through a proxy, say); the test's own `db` is the same. */
/** `logStream`: where the server's log lines go (with LOG_LEVEL set in `env`), for a test that reads them. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    webBuild?: string;
    reach?: (target: DatabaseTarget) => DatabaseTarget;
    logStream?: DestinationStream;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO: 'true',
    RATE_LIMITS: 'false',
    // A test server's port is chosen at listen, so a demo's own MyInvois sandbox address is unknown; the e-invoice
    // tests start their sandbox apart and name it.
    EINVOICE: 'off',
    ...env,
  });
  const database = await freshDatabase();
  const target = options.reach?.(database.target) ?? database.target;
  const server = await createServer(config, target, {
    webDist: options.webBuild ?? (await makeWebBuild(dataDir)),
    ...(options.logStream && { logStream: options.logStream }),
  });
  await server.app.listen({ port: 0, host: config.host });
  const { port } = server.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function call<T = unknown>(
    method: string,
    url: string,
    options: { body?: unknown; token?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(baseUrl + url, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return {
      status: response.status,
      body: (isJson && text ? JSON.parse(text) : text) as T,
      headers: response.headers,
    };
  }
  const get = <T = unknown>(url: string, token?: string) => call<T>('GET', url, token ? { token } : {});

  const db = server.db;
  return {
    baseUrl,
    config,
    /** How the server reaches its database: a worker of a test's own reaches it the same way. */
    target,
    db,
    app: server.app,
    worker: server.worker,
    /** The METRICS_PORT listener's address, when the server was started with one. */
    metricsAddress: server.metricsAddress,
    /** How many rows a table holds, or how many of them `where` keeps. */
    async countRows<Table extends keyof DB>(
      table: Table,
      where?: (row: ExpressionBuilder<DB, Table>) => Expression<SqlBool>,
    ) {
      // Counted over any table: the filter was typed against `Table` already.
      const anyTable: keyof DB = table;
      let query = db.selectFrom(anyTable).select((eb) => eb.fn.countAll<number>().as('count'));
      if (where) query = query.where(where(expressionBuilder<DB, Table>()));
      return Number((await query.executeTakeFirstOrThrow()).count);
    },
    /** What the audit log holds of one record, oldest first. */
    auditRows: (entity: string, entityId: number) =>
      db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'before', 'after'])
        .where('entity', '=', entity)
        .where('entity_id', '=', String(entityId))
        .orderBy('id')
        .execute(),
    /** The stored row of the user with this e-mail address. */
    user: (email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow(),
    /** The reference number of the check with this key ('' while it has none). */
    async referenceOf(unikey: string) {
      const row = await db
        .selectFrom('checks')
        .select('reference_no')
        .where('unikey', '=', unikey)
        .executeTakeFirstOrThrow();
      return row.reference_no ?? '';
    },
    async creditBalance(email: string) {
      const row = await db.selectFrom('users').select('credit').where('email', '=', email).executeTakeFirstOrThrow();
      return row.credit;
    },
    /** The account of `token` buys the report of `plate`, with its credit unless told: answers the report's key. */
    async buyCheck(plate: string, token: string, paymentType: PaymentType = PaymentType.Credit) {
      const found = await get<{ Unikey: string; IsFound: boolean }>(
        `/api/Check/SearchItem?vehicleNo=${encodeURIComponent(plate)}`,
        token,
      );
      assert.equal(found.status, 200, JSON.stringify(found.body));
      assert.equal(found.body.IsFound, true, `${plate} is found`);
      const paid = await call(
        'POST',
        `/api/Check/UpdateItem?id=${found.body.Unikey}&paymentType=${paymentType}&agreedTerms=true`,
        { token },
      );
      assert.equal(paid.status, 200, JSON.stringify(paid.body));
      return found.body.Unikey;
    },
    /**
     * A guest (no login) pays for the report of `plate` with money through the sandbox gateway, giving this e-mail and
     * mobile number: answers the report's key and the report-device cookie of the browser that paid (as its `cookie`
     * header), which opens the report there.
     */
    async buyGuestReport(plate: string, guest: { email: string; phoneNo: string }) {
      const found = await get<{ Unikey: string }>(`/api/Check/SearchItem?vehicleNo=${encodeURIComponent(plate)}`);
      const bill = await call<{ id: string }>('POST', '/api/Payment/CreditTopup', {
        body: { id: found.body.Unikey, paymentType: 1, agreedTerms: true, vehicleNo: plate, ...guest },
      });
      assert.equal(bill.status, 200, JSON.stringify(bill.body));
      const deviceCookie = bill.headers.get('set-cookie')?.match(/^ReportDevice=[\w-]+/)?.[0];
      assert.ok(deviceCookie, 'the paying browser is given its report-device cookie');
      const link = await call<{ url: string }>('POST', '/api/payment/CreatePaymentLink', {
        body: { id: bill.body.id },
      });
      const paid = await call('POST', link.body.url, { form: { result: 'paid' } });
      assert.equal(paid.status, 303, 'the sandbox gateway takes the payment');
      return { unikey: found.body.Unikey, deviceCookie };
    },
    /** As buyGuestReport, answering the report's key alone (the guest's other proofs left aside). */
    async buyCheckAsGuest(plate: string, guest: { email: string; phoneNo: string }) {
      const bought = await this.buyGuestReport(plate, guest);
      return bought.unikey;
    },
    /** Every user's credit balance equals the sum of their credit ledger rows (DESIGN §5): the users where it does not. */
    async ledgerDifferences() {
      const rows = await db
        .selectFrom('users')
        .leftJoin('transactions', (join) =>
          join.onRef('transactions.user_id', '=', 'users.id').on('transactions.type', '=', 2),
        )
        .select(['users.email', 'users.credit'])
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('transactions.credit'), eb.lit(0)).as('ledger'))
        .groupBy(['users.id', 'users.email', 'users.credit'])
        .execute();
      return rows
        .filter((row) => Number(row.ledger) !== row.credit)
        .map((row) => `${row.email}: balance ${row.credit}, ledger ${row.ledger}`);
    },
    /** A path of the demo's own tools (its mailbox, its MyInvois sandbox's control) with the key printed at start. */
    withDemoKey: (page: string, query: Record<string, string> = {}) =>
      `${page}?${new URLSearchParams({ ...query, key: config.demoKey })}`,
    get,
    post: <T = unknown>(url: string, body?: unknown, token?: string) =>
      call<T>('POST', url, { body, ...(token ? { token } : {}) }),
    call,
    async close() {
      await server.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A test's own server (started with `env`), closed however the test ends. */
export async function withTestServer<T>(env: Record<string, string>, use: (server: TestServer) => Promise<T>) {
  const server = await startTestServer(env);
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

export const demo = {
  admin: { username: 'admin@demo.carsemak.my', password: 'Admin#2026' },
  individual: { username: 'aisyah@demo.carsemak.my', password: 'Demo#2026' },
  company: { username: 'dealer@demo.carsemak.my', password: 'Dealer#2026' },
};

export async function login(server: TestServer, credentials: { username: string; password: string }) {
  const answer = await server.post<{ access_token: string }>('/oauth/token', credentials);
  if (answer.status !== 200 || typeof answer.body !== 'object') {
    throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.access_token;
}

/** The three demo accounts logged in at once: their bearer tokens. */
export async function loginDemoAccounts(server: TestServer) {
  const [individual, company, admin] = await Promise.all([
    login(server, demo.individual),
    login(server, demo.company),
    login(server, demo.admin),
  ]);
  return { individual, company, admin };
}

/*
 * The server of a test file and the demo accounts' tokens, set by `useTestServer` before the file's tests run. They
 * are this file's own: node --test runs each test file in a process of its own. Imported, they follow what
 * `useTestServer` set (ES module exports are live), so a test reads `server.get(…)` and `individual` as before.
 */
export let server: TestServer;
export let individual: string;
export let company: string;
export let admin: string;

type DemoAccount = keyof typeof demo;

interface TestServerUse {
  /** Environment of the server (a function: what is known only once the tests start, a stand-in's port say). */
  env?: Record<string, string> | (() => Promise<Record<string, string>>);
  /** The demo accounts logged in before the tests: their tokens are `individual`, `company` and `admin`. */
  login?: DemoAccount[];
  /**
   * What the file's tests need on the server, done once after the logins. In this hook, not a `before` of the file's
   * own: node:test runs a file's top-level `before` hooks as they are declared, without waiting for one another.
   */
  prepare?: () => Promise<void>;
  /** Every credit balance still equals its ledger rows after each test, or once at the end (DESIGN §5). */
  ledgerChecked?: 'after each test' | 'at the end';
  /** The web app's build the server draws pages with (`webBuild`); unset, a stand-in without pages. */
  webBuild?: string;
}

/**
 * A test file's (or a describe's) preamble: starts `server` over a fresh database before the tests, logs in the demo
 * accounts asked for, checks the ledger, and closes the server after them.
 */
export function useTestServer({
  env = {},
  login: accounts = [],
  prepare,
  ledgerChecked,
  webBuild,
}: TestServerUse = {}) {
  const ledgerBalances = async () => assert.deepEqual(await server.ledgerDifferences(), []);
  before(async () => {
    server = await startTestServer(typeof env === 'function' ? await env() : env, webBuild ? { webBuild } : {});
    const tokens = await Promise.all(accounts.map(async (account) => [account, await login(server, demo[account])]));
    // An account not asked for stays unset, as a `let` the file never assigned.
    ({ individual, company, admin } = Object.fromEntries(tokens) as Record<DemoAccount, string>);
    await prepare?.();
  });
  if (ledgerChecked === 'after each test') afterEach(ledgerBalances);
  if (ledgerChecked === 'at the end') after(ledgerBalances);
  after(() => server.close());
}

/**
 * A verified user of a company on this file's server, with the demo dealer's password (its stored hash: no hashing to
 * wait for), written straight to the database; `prepare` runs in the same transaction with the new user's id. Answers
 * the user's token.
 */
export async function addCompanyUser(
  user: { email: string; username: string; phone: string; companyId: number; referralCode: string },
  prepare: (trx: Kysely<DB>, id: number) => Promise<unknown>,
) {
  const { password_hash: passwordHash } = await server.user(demo.company.username);
  await server.db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, { ...user, passwordHash, accountType: 'COMPANY', role: 0, verified: true });
    await prepare(trx, id);
  });
  return login(server, { username: user.email, password: demo.company.password });
}

const redisUrl = process.env.TEST_REDIS_URL;

/** Where rate limits are counted: each rate-limit test runs once per store, Redis only when told where it is. */
export const rateLimitStores: { name: string; env: Record<string, string>; skip: string | false }[] = [
  { name: 'in the process', env: { RATE_LIMITS: 'true' }, skip: false },
  {
    name: 'in Redis',
    env: { RATE_LIMITS: 'true', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
    // npm test needs nothing installed; CI (.ci/run) starts Redis and sets TEST_REDIS_URL.
    skip: redisUrl ? false : 'TEST_REDIS_URL is not set (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379)',
  },
];

/** Waits (bounded) for the worker to deliver a mail to this address, and answers the newest. */
export async function waitForMail(server: TestServer, to: string, count = 1) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await server.get<{ subject: string; text: string; html: string }[]>(
      server.withDemoKey('/dev/mail.json', { to }),
    );
    if (mails.body.length >= count) return mails.body[0]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

export function linkIn(mailText: string, page: string) {
  const match = mailText.match(new RegExp(`https?://\\S+/account/${page}\\?\\S+`));
  if (!match) throw new Error(`no ${page} link in mail`);
  const url = new URL(match[0]);
  return { email: url.searchParams.get('email') ?? '', taccode: url.searchParams.get('taccode') ?? '' };
}
