import assert from 'node:assert/strict';
import { it } from 'node:test';
import { errorTextInEnglish } from '@portal/contract';
import sharp from 'sharp';
import { admin as adminToken, demo, server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';
import { upload } from './support/uploads.ts';

useTestServer({ login: ['admin'] });

const hostileStrings = { nul: 'a\u0000b', highSurrogate: 'a\uD800', lowSurrogate: '\uDC00b' };
const megabyte = 'x'.repeat(1_000_000);
const wrongTypes: unknown[] = [123, -1.5, true, null, [], {}, ['a'], { a: 1 }];
/** What a URL can carry: a NUL, an encoded lone surrogate, an overlong NUL, a byte that is not UTF-8. */
const hostileUrlParts = ['%00', 'a%00', '%ED%A0%80', '%C0%80', '%FF'];

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Field names of every documented call (hidden ones get none: they are fuzzed as a whole). */
async function documentedFields() {
  const docs = await server.get<{ paths: Record<string, Record<string, OpenApiOperation>> }>('/api/docs/json');
  const fields = new Map<string, { query: string[]; body: string[] }>();
  for (const [url, operations] of Object.entries(docs.body.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const body = Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      fields.set(`${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`, { query, body });
    }
  }
  return fields;
}

interface Probe {
  method: string;
  url: string;
  body?: unknown;
  form?: Record<string, string>;
}

/**
 * Every hostile request for one route: each query field, path parameter and body field, and the body as a whole.
 * A call whose body is not documented gets the field names other calls document.
 */
function probesFor(method: string, url: string, fields: { query: string[]; body: string[] }, commonFields: string[]) {
  const probes: Probe[] = [];
  const path = (part: string) => url.replace(/:\w+/g, part).replace('*', part);
  const plain = url.replace(/:\w+/g, '1').replace('*', 'x');
  for (const part of hostileUrlParts) {
    if (/[:*]/.test(url)) probes.push({ method, url: path(part) });
    for (const name of fields.query.length > 0 ? fields.query : ['q']) {
      probes.push({ method, url: `${plain}?${name}=${part}` });
    }
  }
  probes.push({ method, url: `${plain}?${fields.query[0] ?? 'q'}=${megabyte}` });
  if (method === 'GET') return probes;
  const bodyFields = fields.body.length > 0 ? fields.body : commonFields;
  for (const name of bodyFields) {
    for (const value of [...Object.values(hostileStrings), ...wrongTypes])
      probes.push({ method, url: plain, body: { [name]: value } });
    probes.push({ method, url: plain, form: { [name]: hostileStrings.nul } });
  }
  probes.push({ method, url: plain, body: { [bodyFields[0] ?? 'q']: megabyte } });
  for (const value of [hostileStrings.nul, hostileStrings.highSurrogate, 42, [], [{ a: '\u0000' }], { '\u0000': 1 }]) {
    probes.push({ method, url: plain, body: value });
  }
  return probes;
}

it('answers no hostile request with a server error, on every route (NUL, lone surrogates, 1 MB strings, wrong types)', async (t) => {
  const fields = await documentedFields();
  const routes = server.app.routeAccess.filter(
    // Logout would end the session the probes use.
    (route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs') && route.url !== '/api/Account/Logout',
  );
  const commonFields = [...new Set([...fields.values()].flatMap((documented) => documented.body))].slice(0, 12);
  const probes = routes.flatMap((route) =>
    probesFor(
      route.method,
      route.url,
      fields.get(`${route.method} ${route.url}`) ?? { query: [], body: [] },
      commonFields,
    ),
  );
  let sent = 0;
  const serverErrors: string[] = [];
  // Four at a time, like a small crowd of scripted clients.
  const lanes = Array.from({ length: 4 }, async () => {
    for (let probe = probes.pop(); probe; probe = probes.pop()) {
      const answer = await server
        .call(probe.method, probe.url, {
          token: adminToken,
          ...(probe.form ? { form: probe.form } : {}),
          ...(probe.body !== undefined ? { body: probe.body } : {}),
        })
        .catch((error: unknown) => {
          const body = JSON.stringify(probe.body ?? probe.form)?.slice(0, 80);
          serverErrors.push(`no answer (${String(error)}) ${probe.method} ${probe.url.slice(0, 80)} ${body}`);
          return undefined;
        });
      if (!answer) continue;
      sent += 1;
      if (answer.status >= 500) {
        const body = JSON.stringify(probe.body ?? probe.form)?.slice(0, 80);
        serverErrors.push(`${answer.status} ${probe.method} ${probe.url.slice(0, 80)} ${body}`);
      }
    }
  });
  await Promise.all(lanes);
  t.diagnostic(`${sent} hostile requests over ${routes.length} routes, ${serverErrors.length} answered 5xx`);
  assert.ok(sent > 2000, `${sent} requests`);
  assert.deepEqual(serverErrors, []);
});

it('refuses NUL and lone surrogates with 400 in the product’s words, and records nothing', async () => {
  const checks = await server.countRows('checks');
  for (const [url, body] of [
    ['/oauth/token', { username: 'ali\u0000@example.my', password: 'Kereta#2026' }],
    ['/oauth/token', { username: demo.individual.username, password: 'Demo#2026\uD800' }],
    ['/oauth/Reset', { Email: '\uDC00@example.my' }],
  ] as const) {
    const answer = await server.post<{ Message: string }>(url, body);
    assert.equal(answer.status, 400, url);
    assert.equal(answer.body.Message, messages.unsupportedCharacters);
  }
  const search = await server.get<{ Message: string }>('/api/Check/SearchItem?vehicleNo=BMK%008821', adminToken);
  assert.equal(search.status, 400);
  assert.equal(search.body.Message, messages.unsupportedCharacters);
  assert.equal(await server.countRows('checks'), checks);
});

it('fails a transactions download with q=%00 before its first byte, and completes a clean one', async () => {
  const hostile = await fetch(`${server.baseUrl}/api/Transaction?download=true&q=%00`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  assert.equal(hostile.status, 400);
  assert.match(hostile.headers.get('content-type') ?? '', /application\/json/);
  assert.deepEqual(await hostile.json(), {
    Code: 'INPUT_UNSUPPORTED_CHARACTERS',
    Message: messages.unsupportedCharacters,
  });

  const clean = await fetch(`${server.baseUrl}/api/Transaction?download=true`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  assert.equal(clean.status, 200);
  const file = Buffer.from(await clean.arrayBuffer());
  assert.equal(file.subarray(0, 2).toString(), 'PK', 'a whole .xlsx (zip) file');
});

/** Login cookies no browser of ours writes: broken percent-encoding, garbage, an empty or overlong token. */
const malformedLoginCookies = [
  'Authorization=%E0%A4%A',
  'Authorization=Bearer%20%E0%A4%A',
  'Authorization=Bearer%20%ZZ',
  'Authorization=%',
  'Authorization=garbage',
  'Authorization',
  'Authorization=Bearer%20',
  `Authorization=Bearer%20${'x'.repeat(7_000)}`,
  'Authorization=Bearer%20%00',
];

it('treats a malformed login cookie as no login: a public route answers, a logged-in one says 401, never a 500', async () => {
  const routes = server.app.routeAccess.filter(
    (route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'),
  );
  const serverErrors: string[] = [];
  // Every route with the two that broke decoding; each kind on the routes of each access below.
  for (const cookie of malformedLoginCookies.slice(0, 2)) {
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '1').replace('*', 'x');
      const answer = await server.call(route.method, url, { headers: { cookie } });
      if (answer.status >= 500) serverErrors.push(`${answer.status} ${route.method} ${url} ${cookie.slice(0, 40)}`);
    }
  }
  for (const cookie of malformedLoginCookies) {
    const mine = await server.call<{ Code: string }>('GET', '/api/Check', { headers: { cookie } });
    assert.equal(mine.status, 401, cookie.slice(0, 40));
    assert.equal(mine.body.Code, 'UNAUTHORISED');
    const search = await server.call<{ Code: string }>('POST', '/api/Check/SearchItem?vehicleNo=BMK8821', {
      headers: { cookie },
    });
    assert.ok(search.status < 500, `${search.status} ${JSON.stringify(search.body)}`);
    assert.equal((await server.call('GET', '/api/Verify/CHK991231-999999', { headers: { cookie } })).status, 404);
    assert.equal((await server.call('GET', '/api/UserProfile', { headers: { cookie } })).status, 200);
  }
  assert.deepEqual(serverErrors, []);
});

it('refuses a multipart body cut short or broken by a NUL with 400 in the product’s words, and records nothing', async () => {
  const found = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', adminToken);
  const boundary = '----portal';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const brokenBodies = {
    'cut short in a file': `${part}BMK8821`,
    'cut short after the first boundary': `--${boundary}\r\n`,
    'a NUL for a body': '\u0000',
    'a NUL in a part header': `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.csv"\u0000\r\n\r\nBMK8821`,
  };
  const tables = ['attachments', 'bulk_batches', 'ismabi_data', 'audit_log'] as const;
  const counts = async () => Promise.all(tables.map((table) => server.countRows(table)));
  const before = await counts();
  for (const url of ['/api/ISMABI?id=ISMData', '/api/Bulk', `/api/QuoteAttachment/post?id=${found.body.Unikey}`]) {
    for (const [name, body] of Object.entries(brokenBodies)) {
      const response = await fetch(server.baseUrl + url, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      const answer = (await response.json()) as { Code: string; Message: string };
      assert.equal(response.status, 400, `${url}, ${name}: ${JSON.stringify(answer)}`);
      assert.equal(answer.Code, 'UPLOAD_UNREADABLE', `${url}, ${name}`);
      assert.equal(answer.Message, errorTextInEnglish('UPLOAD_UNREADABLE'));
    }
  }
  assert.deepEqual(await counts(), before);
});

it('refuses an upload whose file name or field holds a NUL with 400 in the product’s words, keeping nothing', async () => {
  const found = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', adminToken);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
  const before = await server.countRows('attachments');
  for (const [name, fields] of [
    ['side\u0000view.png', {}],
    ['side.png', { note: 'a\u0000b' }],
  ] as const) {
    const answer = await upload<{ Code: string; Message: string }>(
      server,
      `/api/QuoteAttachment/post?id=${found.body.Unikey}`,
      [{ name, bytes: png, type: 'image/png' }],
      adminToken,
      fields,
    );
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal(answer.body.Message, messages.unsupportedCharacters);
  }
  assert.equal(await server.countRows('attachments'), before);
});
