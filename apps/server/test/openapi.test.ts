import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { promisify } from 'node:util';
import { server, useTestServer } from './support/harness.ts';

interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }> };
}

let docs: OpenApi;
useTestServer({
  prepare: async () => {
    docs = (await server.get<OpenApi>('/api/docs/json')).body;
  },
});

const operation = (method: string, url: string) => docs.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

it('passes `redocly lint` (recommended rules, the pinned @redocly/cli, offline) with no error', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-openapi-'));
  try {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(docs));
    const cli = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
      'bin/cli.js',
    );
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=summary'], { env }).then(
      ({ stdout, stderr }) => ({ failed: false, output: `${stdout}${stderr}` }),
      (error: { stdout?: string; stderr?: string }) => ({ failed: true, output: `${error.stdout}${error.stderr}` }),
    );
    assert.equal(run.failed, false, run.output);
    assert.doesNotMatch(run.output, /^error /m, run.output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

it('declares how the app authenticates and gives every route the security its access says', () => {
  const schemes = docs.components.securitySchemes;
  assert.deepEqual(
    { type: schemes.session?.type, scheme: schemes.session?.scheme },
    { type: 'http', scheme: 'bearer' },
  );
  assert.deepEqual(
    { type: schemes.sessionCookie?.type, in: schemes.sessionCookie?.in, name: schemes.sessionCookie?.name },
    { type: 'apiKey', in: 'cookie', name: 'Authorization' },
  );
  assert.deepEqual({ type: schemes.apiKey?.type, scheme: schemes.apiKey?.scheme }, { type: 'http', scheme: 'bearer' });
  let loggedIn = 0;
  for (const route of server.app.routeAccess) {
    const documented = operation(route.method, route.url);
    if (!documented) continue;
    const names = (documented.security ?? []).map((requirement) => Object.keys(requirement).join('+'));
    const expected = {
      user: ['session', 'sessionCookie'],
      admin: ['session', 'sessionCookie'],
      apikey: ['apiKey'],
      public: ['', 'session', 'sessionCookie'],
    }[route.access];
    assert.deepEqual(names, expected, `${route.method} ${route.url} (${route.access})`);
    if (route.access === 'user' || route.access === 'admin') loggedIn += 1;
    assert.ok(documented.summary, `${route.method} ${route.url} has a summary`);
  }
  assert.ok(loggedIn >= 70, `${loggedIn} logged-in routes documented`);
  for (const [url, operations] of Object.entries(docs.paths)) {
    for (const [method, documented] of Object.entries(operations)) {
      assert.ok(documented.security?.length, `${method} ${url} declares its security`);
    }
  }
});

it('documents no made-up query parameter on the payment return (the gateway names its own fields)', () => {
  assert.deepEqual(
    (operation('GET', '/api/Payment/Return/:gateway')?.parameters ?? []).map((parameter) => parameter.in),
    ['path'],
  );
});
