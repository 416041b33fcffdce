import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ConfigError, loadConfig } from '../src/config.ts';
import { server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';

useTestServer();

/** The bytes as they travel, without the decoding fetch would do, like node:http. */
function rawGet(url: string, acceptEncoding: string | undefined) {
  return new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(`${server.baseUrl}${url}`, { headers }, (response) => {
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
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/portal', PAYMENT_GATEWAY: 'sandbox' });
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
    assert.equal(loadConfig({ DEMO: 'false', PAYMENT_GATEWAY: 'sandbox' }).paymentGateway, 'sandbox');
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

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    assert.throws(() => loadConfig({ ADMIN_EMAIL: 'boss@example.my' }), /ADMIN_EMAIL and ADMIN_PASSWORD/);
  });
});

describe('http', () => {
  it('sends security headers with a strict script policy', async () => {
    const answer = await server.get('/api/UserProfile');
    const policy = answer.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self'(;|$)/);
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

  it('opens every client route by deep link (history fallback), with hashed assets cached', async () => {
    for (const route of [
      '/',
      '/check/checklist',
      '/Check/Check/8f14e45f',
      '/Account/Register?refcode=DEALER01',
      '/invoice?id=3',
    ]) {
      const answer = await server.get<string>(route);
      assert.equal(answer.status, 200, route);
      assert.match(answer.body, /<div id="root">/);
    }
    const asset = await server.get('/assets/app-abc123.js');
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
  });

  it('answers a prerendered page to visitors in their language, and the empty page when it would show otherwise', async () => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      server.call<string>('GET', url, { headers }).then((answer) => answer.body);
    assert.match(await page('/account/login'), /data-prerendered="login">login en</);
    assert.match(await page('/Account/Login', { 'accept-language': 'ms-MY' }), /<html lang="ms">.*login ms</);
    assert.match(await page('/account/login', { cookie: 'lang=zh' }), /login zh</);
    // A return address, or a browser that is logged in, renders something else than the visitor's page.
    assert.match(await page('/account/login?returnUrl=%2Fcheck%2Fchecklist'), /<div id="root"><\/div>/);
    assert.match(await page('/account/login', { cookie: 'Authorization=Bearer%20abc' }), /<div id="root"><\/div>/);
    assert.match(await page('/account/register'), /<div id="root"><\/div>/);
  });

  it('answers a path that is no page with the app’s not-found page and status 404', async () => {
    for (const route of ['/no/such/page', '/check/checklist/extra', '/wp-login.php?x=1', '/assets/missing.js']) {
      const answer = await server.get<string>(route);
      assert.equal(answer.status, 404, route);
      assert.match(answer.body, /<div id="root">/, route);
    }
  });

  it('sends assets and the page compressed as the browser asks, and names Accept-Encoding in Vary', async () => {
    const script = await readFile(path.join(server.config.dataDir, 'web', 'assets', 'app-abc123.js'), 'utf8');
    const page = await readFile(path.join(server.config.dataDir, 'web', 'index.html'), 'utf8');
    for (const [url, original] of [
      ['/assets/app-abc123.js', script],
      ['/', page],
      ['/check/checklist', page],
    ] as const) {
      const brotli = await rawGet(url, 'br');
      assert.equal(brotli.headers.get('content-encoding'), 'br', url);
      assert.equal(brotliDecompressSync(brotli.body).toString(), original, url);
      assert.ok(brotli.body.length < Buffer.byteLength(original), `${url} is smaller compressed`);

      const gzip = await rawGet(url, 'gzip, deflate');
      assert.equal(gzip.headers.get('content-encoding'), 'gzip', url);
      assert.equal(gunzipSync(gzip.body).toString(), original, url);

      const identity = await rawGet(url, undefined);
      assert.equal(identity.headers.get('content-encoding'), null, url);
      assert.equal(identity.body.toString(), original, url);

      for (const answer of [brotli, gzip, identity]) {
        assert.equal(answer.status, 200, url);
        assert.match(answer.headers.get('vary') ?? '', /accept-encoding/i, url);
      }
    }
    assert.match((await rawGet('/assets/app-abc123.js', 'br')).headers.get('cache-control') ?? '', /immutable/);
    assert.equal((await rawGet('/', 'br')).headers.get('cache-control'), 'no-cache');
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
