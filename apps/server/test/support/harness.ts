import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseTarget } from '../../src/db/connection.ts';
import type { Database } from '../../src/db/schema.ts';
import { createServer } from '../../src/server.ts';
import { freshDatabase } from './database.ts';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

async function makeWebDist(dataDir: string) {
  const dist = path.join(dataDir, 'web');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>CarSemak</title><div id="root"></div>');
  // As the web build writes them: every asset with its brotli and gzip twins beside it.
  const asset = path.join(dist, 'assets', 'app-abc123.js');
  const script = Buffer.from(`console.log(${JSON.stringify('app '.repeat(200))})`);
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  // As apps/web/prerender.ts writes them: a page rendered ahead in each language, and the paths showing it.
  await mkdir(path.join(dist, 'prerendered'));
  await writeFile(
    path.join(dist, 'prerendered', 'pages.json'),
    JSON.stringify([{ name: 'login', paths: ['/account/login'] }]),
  );
  for (const language of ['en', 'ms', 'zh']) {
    const page = `<!doctype html><html lang="${language}"><div id="root" data-prerendered="login">login ${language}</div>`;
    await writeFile(path.join(dist, 'prerendered', `login.${language}.html`), page);
  }
  return dist;
}

/** A real server on a free port over a fresh database, as a user's browser would meet it. */
/** `webDist`: a built web app to serve (apps/web/dist) instead of the small stand-in made for each server. */
/** `reach`: the way the server reaches its fresh database (through a proxy, say); the test's own `db` is the same. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { webDist?: string; reach?: (target: DatabaseTarget) => DatabaseTarget } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO: 'true',
    RATE_LIMITS: 'false',
    ...env,
  });
  const database = await freshDatabase();
  const server = await createServer(config, options.reach?.(database.target) ?? database.target, {
    webDist: options.webDist ?? (await makeWebDist(dataDir)),
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

  return {
    baseUrl,
    config,
    db: server.db,
    app: server.app,
    worker: server.worker,
    get: <T = unknown>(url: string, token?: string) => call<T>('GET', url, token ? { token } : {}),
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

/** Waits (bounded) for the worker to deliver a mail to this address, and answers the newest. */
/** The three demo accounts logged in at once: their bearer tokens. */
export async function loginDemoAccounts(server: TestServer) {
  const [individual, company, admin] = await Promise.all([
    login(server, demo.individual),
    login(server, demo.company),
    login(server, demo.admin),
  ]);
  return { individual, company, admin };
}

export async function waitForMail(server: TestServer, to: string, count = 1) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await server.get<{ subject: string; text: string; html: string }[]>(
      `/dev/mail.json?to=${encodeURIComponent(to)}`,
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

export async function countRows(server: TestServer, table: keyof Database) {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every user's credit balance equals the sum of their credit ledger rows (DESIGN §5). */
export async function ledgerDifferences(server: TestServer) {
  const rows = await server.db
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
}

export async function creditBalance(server: TestServer, email: string) {
  const row = await server.db.selectFrom('users').select('credit').where('email', '=', email).executeTakeFirstOrThrow();
  return row.credit;
}
