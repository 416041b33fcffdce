import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import {
  demo,
  login,
  loginCookie,
  startTestServer,
  type TestServer,
  webBuild,
  webBuildMissing,
} from './support/harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The server's pino output, one parsed JSON line each, as an operator's log collector receives it. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describe('request ids', () => {
  const log = capturedLog();
  let server: TestServer;
  let individual: string;

  before(async () => {
    server = await startTestServer({ LOG_LEVEL: 'info', RUN_WORKER: 'false' }, { logStream: log.stream });
    individual = await login(server, demo.individual);
  });
  after(() => server?.close());

  it('are answered as X-Request-Id on every kind of answer', async () => {
    const answers = {
      'an API answer': await server.get('/api/UserProfile', individual),
      'a built file': await server.get('/assets/app-abc123.js'),
      'an unknown API path': await server.get('/api/NoSuchThing'),
      'an address that is no page': await server.get('/check/checklist'),
      'a refused form': await server.post('/oauth/token', { username: '' }),
      'an unreadable body': await server.call('POST', '/oauth/token', {
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
      'a health check': await server.get('/healthz'),
    };
    const ids = new Set<string>();
    for (const [kind, answer] of Object.entries(answers)) {
      const id = answer.headers.get('x-request-id') ?? '';
      assert.match(id, UUID, kind);
      ids.add(id);
    }
    assert.equal(ids.size, Object.keys(answers).length, 'each request its own id');
  });

  it("keep a load balancer's sane id, and replace one that is not", async () => {
    const asked = (id: string) => server.call('GET', '/healthz', { headers: { 'x-request-id': id } });
    for (const sane of ['lb-7f3a.92_X', 'a'.repeat(64)]) {
      assert.equal((await asked(sane)).headers.get('x-request-id'), sane);
    }
    for (const insane of ['a'.repeat(65), 'two words', 'id"}{', 'ünïcode']) {
      assert.match((await asked(insane)).headers.get('x-request-id') ?? '', UUID, insane);
    }
  });

  it("is pino's reqId in the request's log lines", async () => {
    const answer = await server.call('GET', '/healthz', { headers: { 'x-request-id': 'from-the-balancer-1' } });
    assert.equal(answer.status, 200);
    const lines = log.lines.filter((line) => line.reqId === 'from-the-balancer-1');
    assert.deepEqual(
      lines.map((line) => line.msg),
      ['incoming request', 'request completed'],
    );
  });

  it('names the request in the body of a 500, and the log holds the failure under that id', async () => {
    // A real fault of the server: the table the watchlist reads is gone.
    await sql`alter table watches rename to watches_gone`.execute(server.db);
    try {
      const answer = await server.get<{ Code: string; Message: string; RequestId: string }>('/api/Watch', individual);
      assert.equal(answer.status, 500, JSON.stringify(answer.body));
      assert.equal(answer.body.Code, 'SERVER_ERROR');
      const id = answer.headers.get('x-request-id') ?? '';
      assert.match(id, UUID);
      assert.equal(answer.body.RequestId, id, 'the body names the id of the header');
      const failure = log.lines.find((line) => line.reqId === id && line.msg === 'request failed');
      assert.ok(failure, `a "request failed" line with reqId ${id}`);
      assert.equal(failure.level, 50, 'logged as an error');
      assert.match(JSON.stringify(failure.err), /watches/, 'the line says what failed');
    } finally {
      await sql`alter table watches_gone rename to watches`.execute(server.db);
    }
  });

  it('are not put in the body of an answer the client caused', async () => {
    const answer = await server.post<Record<string, unknown>>('/oauth/token', { username: '' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.RequestId, undefined);
  });
});

describe('request ids of pages drawn by the server', { skip: webBuildMissing }, () => {
  it("are answered as X-Request-Id, and the page's own calls of the API log under the page's id", async () => {
    const log = capturedLog();
    const server = await startTestServer(
      { LOG_LEVEL: 'info', RUN_WORKER: 'false' },
      { webBuild, logStream: log.stream },
    );
    try {
      const token = await login(server, demo.individual);
      const answer = await server.call('GET', '/check/checklist', {
        headers: { cookie: loginCookie(token), 'x-request-id': 'page-1' },
      });
      assert.equal(answer.status, 200);
      assert.match(answer.headers.get('content-type') ?? '', /text\/html/);
      assert.equal(answer.headers.get('x-request-id'), 'page-1');
      const asked = log.lines.filter((line) => line.reqId === 'page-1' && line.msg === 'incoming request');
      const urls = asked.map((line) => (line.req as { url: string }).url);
      assert.ok(urls.includes('/check/checklist'), 'the page');
      assert.ok(
        urls.some((url) => url.startsWith('/api/')),
        `the API calls drawing it: ${urls.join(', ')}`,
      );
    } finally {
      await server.close();
    }
  });
});
