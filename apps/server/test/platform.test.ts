import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ConfigError, loadConfig } from '../src/config.ts';
import {
  server,
  startTestServer,
  type TestServer,
  useTestServer,
  webBuild,
  webBuildMissing,
} from './support/harness.ts';
import { messages } from './support/messages.ts';

useTestServer();

/** The bytes as they travel, without the decoding fetch would do, like node:http. */
function rawGet(url: string, headers: Record<string, string> = {}, baseUrl = server.baseUrl) {
  return new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    http
      .get(`${baseUrl}${url}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: new Headers(
              Object.entries(response.headers).map(([name, value]) => [name, [value].flat().join(', ')]),
            ),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The three ways a body travels, as the browser asks for them, each with the way back to its text. */
const encodings = [
  { accept: 'br', sent: 'br', decode: brotliDecompressSync },
  { accept: 'gzip, deflate', sent: 'gzip', decode: gunzipSync },
  { accept: undefined, sent: null, decode: (body: Buffer) => body },
] as const;

/** What a production start (DEMO off) needs besides its gateway: where mail goes, and the address users reach. */
const mailAndAddress = {
  SMTP_URL: 'smtps://portal:secret@smtp.example.my:465',
  PUBLIC_URL: 'https://check.example.my',
};

describe('configuration', () => {
  it('has defaults for every variable', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3000);
    assert.ok(config.dataDir.endsWith('data'));
    assert.equal(config.demo, true, 'demo is on with the embedded database');
    assert.equal(config.paymentGateway, 'sandbox', 'a demo pays in the sandbox');
    assert.equal(config.host, '127.0.0.1', 'a demo is reachable from this machine only');
    assert.equal(config.publicUrl, 'http://localhost:3000');
  });

  it('turns demo off with DATABASE_URL, and then listens on every interface', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://localhost/portal',
      PAYMENT_GATEWAY: 'sandbox',
      ...mailAndAddress,
    });
    assert.equal(config.demo, false);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(loadConfig({ HOST: '0.0.0.0' }).host, '0.0.0.0', 'a demo opened to the network on purpose');
  });

  it('refuses to start without DEMO unless PAYMENT_GATEWAY is chosen, naming it', () => {
    for (const env of [{ DATABASE_URL: 'postgres://localhost/portal' }, { DEMO: 'false' }]) {
      assert.throws(
        () => loadConfig(env),
        (error: Error) =>
          error instanceof ConfigError && /PAYMENT_GATEWAY: required when DEMO is off/.test(error.message),
      );
    }
    assert.equal(
      loadConfig({ DEMO: 'false', PAYMENT_GATEWAY: 'sandbox', ...mailAndAddress }).paymentGateway,
      'sandbox',
    );
  });

  it('refuses to start without DEMO unless SMTP_URL and PUBLIC_URL are set, naming both', () => {
    assert.throws(
      () => loadConfig({ DEMO: 'false', PAYMENT_GATEWAY: 'sandbox' }),
      /SMTP_URL: required when DEMO is off[\s\S]*PUBLIC_URL: required when DEMO is off/,
    );
    assert.throws(
      () => loadConfig({ DEMO: 'false', PAYMENT_GATEWAY: 'sandbox', SMTP_URL: mailAndAddress.SMTP_URL }),
      (error: Error) => /PUBLIC_URL: required/.test(error.message) && !error.message.includes('SMTP_URL'),
    );
  });

  it('lets the data commands (migrate, import, generate) run on a production database without a gateway', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/portal' }, { takesPayments: false });
    assert.equal(config.databaseUrl, 'postgres://localhost/portal');
  });

  it('names every bad variable in one readable error', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PAYMENT_GATEWAY: 'paypal' }),
      (error: Error) =>
        error instanceof ConfigError &&
        ['PORT', 'DATABASE_URL', 'PAYMENT_GATEWAY'].every((name) => error.message.includes(name)),
    );
  });

  it('prints a bad value, but never a secret nor the password in a URL', () => {
    assert.throws(
      () =>
        loadConfig({
          DATABASE_URL: 'mysql://portal:hunter2-secret@db.example.my/portal',
          PAYMENT_SIGNING_KEY: 'too-short-secret',
          PORT: 'eighty',
        }),
      (error: Error) =>
        error.message.includes('"mysql://portal:***@db.example.my/portal"') &&
        error.message.includes('PAYMENT_SIGNING_KEY: must be at least 32 characters (got (hidden))') &&
        error.message.includes('"eighty"') &&
        !/hunter2|too-short-secret/.test(error.message),
    );
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    assert.throws(() => loadConfig({ ADMIN_EMAIL: 'boss@example.my' }), /ADMIN_EMAIL and ADMIN_PASSWORD/);
  });
});

describe('http', () => {
  it('sends security headers with a strict script policy', async () => {
    const answer = await server.get('/api/UserProfile');
    const policy = answer.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'(;|$)/, "scripts of our own, and the scan's WebAssembly");
    assert.match(policy, /frame-ancestors 'none'/);
    assert.doesNotMatch(policy, /upgrade-insecure-requests/, 'a plain-http install still loads its scripts');
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(answer.headers.get('x-request-id'));
  });

  it('matches API paths case-insensitively', async () => {
    const answer = await server.get<{ IsLoggedIn: boolean }>('/API/userprofile');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.IsLoggedIn, false);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const answer = await server.get('/api/NoSuchThing');
    assert.equal(answer.status, 404);
    assert.deepEqual(answer.body, { Code: 'NOT_FOUND', Message: messages.notFound });
  });

  it('serves the built files, hashed ones cached for good, and no page without the server build', async () => {
    const asset = await server.get('/assets/app-abc123.js');
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    for (const route of ['/check/checklist', '/assets/missing.js']) {
      const answer = await server.get(route);
      assert.equal(answer.status, 404, route);
      assert.deepEqual(answer.body, { Code: 'NOT_FOUND', Message: messages.notFound }, route);
    }
  });

  it('sends a built file compressed as the browser asks (its twin), and names Accept-Encoding in Vary', async () => {
    const url = '/assets/app-abc123.js';
    const script = await readFile(path.join(server.config.dataDir, 'web', 'client', 'assets', 'app-abc123.js'));
    for (const { accept, sent, decode } of encodings) {
      const answer = await rawGet(url, accept ? { 'accept-encoding': accept } : {});
      assert.equal(answer.status, 200, accept);
      assert.equal(answer.headers.get('content-encoding'), sent, accept);
      assert.deepEqual(decode(answer.body), script, accept);
      if (sent) assert.ok(answer.body.length < script.length, `${sent} is smaller`);
      assert.match(answer.headers.get('vary') ?? '', /accept-encoding/i, accept);
    }
  });

  it('answers malformed JSON with 400', async () => {
    const answer = await fetch(`${server.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    assert.equal(answer.status, 400);
    const body = (await answer.json()) as { Code: string; Message: string };
    assert.ok(body.Message);
    assert.equal(body.Code, 'REQUEST_UNREADABLE');
  });

  it('answers an oversized body with 413', async () => {
    const answer = await server.post<{ Code: string }>('/oauth/token', {
      username: 'x'.repeat(2_000_000),
      password: 'y',
    });
    assert.equal(answer.status, 413);
    assert.equal(answer.body.Code, 'REQUEST_TOO_LARGE');
  });

  it('answers health and readiness checks in JSON', async () => {
    assert.deepEqual((await server.get('/healthz')).body, { status: 'ok' });
    const ready = await server.get('/readyz');
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.body, { status: 'ready' });
  });

  it('is not ready once the web build it serves is replaced under it, its pages naming files now gone', async () => {
    const build = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
    const assets = path.join(build, 'client', 'assets');
    await mkdir(assets, { recursive: true });
    await writeFile(path.join(assets, 'app-first.js'), 'console.log("first build")');
    const served = await startTestServer({}, { webBuild: build });
    try {
      assert.equal((await served.get('/assets/app-first.js')).status, 200);
      assert.equal((await served.get('/readyz')).status, 200);
      // `npm run build` over it: the first build's files go, the next one's come.
      await rm(path.join(assets, 'app-first.js'));
      await writeFile(path.join(assets, 'app-next.js'), 'console.log("next build")');
      const replaced = await served.get('/readyz');
      assert.equal(replaced.status, 503);
      assert.deepEqual(replaced.body, { status: 'unavailable' });
      assert.equal((await served.get('/healthz')).status, 200, 'the process itself still answers');
    } finally {
      await served.close();
      await rm(build, { recursive: true, force: true });
    }
  });

  it('publishes the OpenAPI description of the calls', async () => {
    const answer = await server.get<{ openapi: string; paths: Record<string, unknown> }>('/api/docs/json');
    assert.equal(answer.status, 200);
    assert.match(answer.body.openapi, /^3\./);
    for (const path of ['/oauth/token', '/api/Account/Post', '/api/UserProfile', '/pubutil/GetReferers']) {
      assert.ok(answer.body.paths[path], path);
    }
    assert.equal((await server.get('/api/docs')).status, 200);
  });
});

describe('pages drawn by the web build', { skip: webBuildMissing }, () => {
  let site: TestServer;
  before(async () => {
    site = await startTestServer({}, { webBuild });
  });
  after(() => site?.close());

  const page = (url: string, headers: Record<string, string> = {}) => site.call<string>('GET', url, { headers });

  /** What keeps a page from being drawn whole: its document, its own title, no loader where its content goes. */
  function undrawn(html: string): string[] {
    const checks = {
      'no document': /^<!DOCTYPE html><html lang="\w+"/i,
      'no title': /<title>[^<]*CarSemak[^<]*<\/title>/,
    };
    const problems = Object.entries(checks).flatMap(([problem, pattern]) => (pattern.test(html) ? [] : [problem]));
    return html.includes('mantine-Loader-root') ? [...problems, 'a loader'] : problems;
  }

  /** Each address as the server answers it: its status, and what keeps it from being drawn whole. */
  const drawn = (routes: string[]) =>
    Promise.all(
      routes.map(async (route) => {
        const answer = await page(route);
        const isPage = (answer.headers.get('content-type') ?? '').startsWith('text/html');
        return { route, status: answer.status, undrawn: isPage ? undrawn(answer.body) : ['not a page'] };
      }),
    );

  it('opens every client route by deep link, drawn whole', async () => {
    const routes = [
      '/',
      '/Home',
      '/account/login',
      '/check/checklist',
      '/Check/Check/8f14e45f',
      '/Account/Register?refcode=DEALER01',
      '/invoice?id=3',
    ];
    assert.deepEqual(
      await drawn(routes),
      routes.map((route) => ({ route, status: 200, undrawn: [] })),
    );
  });

  it('answers a path that is no page with the app’s not-found page and status 404', async () => {
    const routes = ['/no/such/page', '/check/checklist/extra', '/wp-login.php?x=1', '/assets/missing.js'];
    assert.deepEqual(
      await drawn(routes),
      routes.map((route) => ({ route, status: 404, undrawn: [] })),
    );
    for (const route of routes) assert.ok((await page(route)).body.includes(messages.notFound), route);
    const api = await page('/api/NoSuchThing');
    assert.deepEqual(api.body, { Code: 'NOT_FOUND', Message: messages.notFound }, 'the API keeps its JSON 404');
  });

  it('sends the page and its assets compressed as the browser asks, naming Accept-Encoding in Vary', async () => {
    // The page carries Mantine's and the app's styles itself; a route's own stylesheet is a built file.
    assert.match((await page('/')).body, /<style id="app-styles">[^<]*--mantine-/, 'the page carries its styles');
    const builtStylesheet = (await readdir(path.join(webBuild, 'client', 'assets'))).find((file) =>
      file.endsWith('.css'),
    );
    assert.ok(builtStylesheet, 'the build has stylesheets');
    const stylesheet = `/assets/${builtStylesheet}`;
    for (const url of ['/', '/check/checklist', stylesheet]) {
      for (const { accept, sent, decode } of encodings) {
        const answer = await rawGet(url, accept ? { 'accept-encoding': accept } : {}, site.baseUrl);
        assert.equal(answer.status, 200, `${url} ${accept}`);
        assert.equal(answer.headers.get('content-encoding'), sent, `${url} ${accept}`);
        assert.match(answer.headers.get('vary') ?? '', /accept-encoding/i, `${url} ${accept}`);
        const text = decode(answer.body).toString();
        if (url === stylesheet) {
          assert.match(text, /\{[^}]*\}/, `${url} ${accept}: a stylesheet`);
          assert.match(answer.headers.get('cache-control') ?? '', /immutable/, 'a hashed asset is cached for good');
        } else {
          assert.match(text, /^<!DOCTYPE html>.*<\/html>$/is, `${url} ${accept}: the whole page`);
          assert.equal(answer.headers.get('cache-control'), 'private, no-cache', `${url}: drawn for this browser`);
        }
        if (sent) assert.ok(answer.body.length < Buffer.byteLength(text), `${url} is smaller in ${sent}`);
      }
    }
  });

  it('draws the page in the visitor’s language: the lang cookie, else Accept-Language, else English', async () => {
    const title = (html: string) => /<html lang="(\w+)".*<title>([^<]+)<\/title>/s.exec(html)?.slice(1);
    assert.deepEqual(title((await page('/account/login')).body), ['en', 'Login · CarSemak']);
    assert.deepEqual(title((await page('/Account/Login', { 'accept-language': 'ms-MY' })).body), [
      'ms',
      'Log Masuk · CarSemak',
    ]);
    const chosen = await page('/account/login', { cookie: 'lang=zh', 'accept-language': 'ms-MY' });
    assert.deepEqual(title(chosen.body), ['zh', '登录 · CarSemak']);
    assert.match(chosen.headers.get('vary') ?? '', /accept-language/);
  });
});
