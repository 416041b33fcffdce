import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { promisify } from 'node:util';
import { type CreatedApiKey, ERROR_CODES } from '@portal/contract';
import openapiTS, { astToString } from 'openapi-typescript';
import { SHOWCASE } from '../src/domain/showcase.ts';
import { company, demo, server, useTestServer } from './support/harness.ts';

interface Answer {
  description: string;
  content?: Record<string, { schema: { $ref?: string; type?: string; format?: string } }>;
  headers?: Record<string, { $ref: string }>;
}
interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, Answer>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
    schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }>;
    headers: Record<string, unknown>;
  };
}

let docs: OpenApi;
/** The document as served, in bytes. */
let docsSize: number;
useTestServer({
  login: ['company'],
  prepare: async () => {
    const answer = await server.call<string>('GET', '/api/docs/json', { headers: { accept: 'application/json' } });
    docs = (typeof answer.body === 'string' ? JSON.parse(answer.body) : answer.body) as OpenApi;
    docsSize = Buffer.byteLength(JSON.stringify(docs));
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

const run = promisify(execFile);
const v1Check = () => operation('POST', '/api/v1/checks');

it('generates with openapi-typescript a client that types the report: it compiles, and reads a claim’s severity', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-client-'));
  try {
    await writeFile(path.join(folder, 'portal-api.ts'), astToString(await openapiTS(JSON.stringify(docs))));
    // An integrator's code, written against the generated types only.
    const client = path.join(folder, 'client.ts');
    await writeFile(
      client,
      `import type { components, paths } from './portal-api';
type BoughtCheck = paths['/api/v1/checks']['post']['responses'][201]['content']['application/json'];
type Severity = components['schemas']['Claim']['Severity'];

export function severities(check: BoughtCheck): Severity[] {
  return (check.report?.ClaimLists ?? []).flatMap((group) => group.Value.map((claim) => claim.Severity));
}

// @ts-expect-error a claim's severity is one of four words, not any text
export const notASeverity: Severity = 'SOMETIMES';
`,
    );
    const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
    const flags = ['--strict', '--noEmit', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler'];
    const compiled = await run(process.execPath, [tsc, ...flags, client], { cwd: folder }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    assert.equal(compiled, '');

    // The same code reads a test key's answer (the account asks for the report's data).
    await server.db
      .updateTable('users')
      .set({ api_include_data: true })
      .where('email', '=', demo.company.username)
      .execute();
    const key = (await server.post<CreatedApiKey>('/api/ApiKeys', { Name: 'Generated client', Test: true }, company))
      .body;
    const bought = await server.call('POST', '/api/v1/checks', {
      body: { registrationNo: SHOWCASE.severe },
      token: key.Secret,
    });
    assert.equal(bought.status, 201, JSON.stringify(bought.body));
    const { severities } = (await import(client)) as { severities: (check: unknown) => string[] };
    assert.ok(severities(bought.body).includes('SEVERE'), JSON.stringify(severities(bought.body)));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

it('names the report’s parts (BasicInfo, ClaimLists, ABIInfo, Notices) as schemas of their own', () => {
  const { schemas } = docs.components;
  for (const name of ['Report', 'BasicInfo', 'ClaimList', 'Claim', 'ABIInfo', 'Notices', 'V1Check', 'ErrorAnswer']) {
    assert.ok(schemas[name], `components.schemas.${name}`);
  }
  assert.deepEqual(schemas.Claim?.properties?.Severity?.enum, ['LOW', 'MEDIUM', 'HIGH', 'SEVERE']);
  assert.equal(v1Check()?.responses['201']?.content?.['application/json']?.schema.$ref, '#/components/schemas/V1Check');
});

it('lists each operation’s error codes under their statuses, every error answer one reference to ErrorAnswer', () => {
  const errorAnswers = Object.entries(docs.paths).flatMap(([url, operations]) =>
    Object.entries(operations).flatMap(([method, documented]) =>
      Object.entries(documented.responses)
        .filter(([status]) => /^[45]/.test(status))
        .map(([status, answer]) => ({ answer, name: `${method} ${url} ${status}` })),
    ),
  );
  assert.ok(errorAnswers.length > 500, `${errorAnswers.length} error answers`);
  const others = errorAnswers
    .filter(({ answer }) => answer.content?.['application/json']?.schema.$ref !== '#/components/schemas/ErrorAnswer')
    .map(({ name }) => name);
  // Only those the contract declares with a body of their own: the readiness check's status for load balancers, and
  // the refused registration's `invalid` fields (a schema of its own too).
  assert.deepEqual(others.sort(), ['get /readyz 503', 'post /api/Account/Post 400']);
  assert.equal(
    operation('POST', '/api/Account/Post')?.responses['400']?.content?.['application/json']?.schema.$ref,
    '#/components/schemas/RegistrationError',
  );
  // The list of codes is in the named schemas only, never repeated in an operation.
  assert.deepEqual(docs.components.schemas.ErrorAnswer?.properties?.Code?.enum, ERROR_CODES);
  assert.equal(JSON.stringify(docs.paths).includes('"API_CREDIT_INSUFFICIENT"'), false);
  assert.ok(docsSize < 600_000, `${docsSize} bytes`);

  const codesOf = (status: string) => v1Check()?.responses[status]?.description;
  assert.match(codesOf('402') ?? '', /API_CREDIT_INSUFFICIENT/);
  assert.match(codesOf('403') ?? '', /API_TEST_KEY_DEMO_ONLY/);
  assert.match(codesOf('404') ?? '', /VEHICLE_NOT_FOUND/);
  assert.match(codesOf('409') ?? '', /IDEMPOTENCY_KEY_IN_PROGRESS/);
  assert.match(codesOf('422') ?? '', /IDEMPOTENCY_KEY_REUSED/);
  assert.match(codesOf('401') ?? '', /API_KEY_INVALID/);
  assert.match(codesOf('429') ?? '', /TOO_MANY_REQUESTS/);
  // An administrator's call may be refused to a user; a user's never names an API key.
  assert.match(operation('GET', '/api/ApiKeys')?.responses['403']?.description ?? '', /API_KEYS_COMPANY_ONLY/);
  assert.doesNotMatch(operation('GET', '/api/ApiKeys')?.responses['401']?.description ?? '', /API_KEY_INVALID/);
});

it('declares the PDF as application/pdf and the headers an integrator reads', () => {
  const pdf = operation('GET', '/api/v1/checks/:ref/pdf')?.responses['200'];
  assert.deepEqual(pdf?.content?.['application/pdf']?.schema, { type: 'string', format: 'binary' });
  assert.deepEqual(Object.keys(docs.components.headers).sort(), [
    'Idempotent-Replayed',
    'RateLimit-Limit',
    'RateLimit-Remaining',
    'RateLimit-Reset',
    'Retry-After',
  ]);
  const headersOf = (status: string) => Object.keys(v1Check()?.responses[status]?.headers ?? {});
  assert.deepEqual(headersOf('201'), [
    'RateLimit-Limit',
    'RateLimit-Remaining',
    'RateLimit-Reset',
    'Idempotent-Replayed',
  ]);
  assert.ok(headersOf('429').includes('Retry-After'));
  assert.ok(headersOf('409').includes('Retry-After'));
  assert.ok(headersOf('503').includes('Retry-After'));
  assert.deepEqual(headersOf('401'), []);
  assert.ok(
    v1Check()?.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key'),
  );
});
