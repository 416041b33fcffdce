import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demo, login, startTestServer, type TestServer, waitForMail } from './support/harness.ts';
import { type CollectedSpan, startOtlpCollector } from './support/otlp-collector.ts';

/*
 * OpenTelemetry is registered for the whole process: this file runs in a process of its own (node --test), and the
 * other files' servers start without OTEL_EXPORTER_OTLP_ENDPOINT, as a server does by default.
 */

/** The server's pino output, one parsed JSON line each. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;

/** Each span's parent is in the same trace, and only the request's span has none. */
function assertOneTree(trace: CollectedSpan[], root: CollectedSpan) {
  const ids = new Set(trace.map((span) => span.spanId));
  for (const span of trace) {
    if (span === root) continue;
    assert.ok(span.parentSpanId && ids.has(span.parentSpanId), `${span.name}'s parent is in the trace`);
  }
}

describe('tracing over OTLP/HTTP', () => {
  const log = capturedLog();
  let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
  let server: TestServer | undefined;
  let checkRequestId: string;
  let unikey: string;
  let continuedRequestId: string;
  const upstream = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };

  before(async () => {
    collector = await startOtlpCollector();
    server = await startTestServer(
      { LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_SERVICE_NAME: 'portal-under-test' },
      { logStream: log.stream },
    );
    const buyer = await login(server, demo.individual);
    const found = await server.get<{ Unikey: string }>('/api/Check/SearchItem?vehicleNo=BMK8821', buyer);
    assert.equal(found.status, 200, JSON.stringify(found.body));
    unikey = found.body.Unikey;
    const paid = await server.call(
      'POST',
      `/api/Check/UpdateItem?id=${found.body.Unikey}&paymentType=3&agreedTerms=true`,
      {
        token: buyer,
      },
    );
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    checkRequestId = paid.headers.get('x-request-id') ?? '';
    const continued = await server.call('GET', '/api/UserProfile', {
      headers: { traceparent: `00-${upstream.traceId}-${upstream.spanId}-01` },
    });
    continuedRequestId = continued.headers.get('x-request-id') ?? '';
    // A load balancer's probes, as it asks every few seconds.
    assert.equal((await server.get('/healthz')).status, 200);
    assert.equal((await server.get('/readyz')).status, 200);
    // A job that surely runs: the reset mail this asks for is delivered by a run of its own.
    await server.post('/oauth/Reset', { Email: demo.individual.username });
    await waitForMail(server, demo.individual.username);
    // Closing the server sends every span still batched.
    await server.close();
    server = undefined;
  });
  after(async () => {
    await server?.close();
    await collector?.close();
  });

  /** The span of the request answered with this X-Request-Id, and every span of its trace. */
  function traceOfRequest(requestId: string) {
    const requestLine = log.lines.find((line) => line.reqId === requestId && typeof line.trace_id === 'string');
    assert.ok(requestLine, `a log line of request ${requestId} names its trace`);
    const trace = collector.spans.filter((span) => span.traceId === requestLine.trace_id);
    const root = trace.find((span) => span.kind === SERVER);
    assert.ok(root, `the trace ${requestLine.trace_id} holds the request's span`);
    return { root, trace, traceId: String(requestLine.trace_id) };
  }

  it("makes one trace of a paid check: the request's span, its database spans and the ledger's", () => {
    const { root, trace } = traceOfRequest(checkRequestId);
    assert.equal(root.name, 'POST /api/Check/UpdateItem');
    assert.equal(root.attributes['http.route'], '/api/Check/UpdateItem');
    assert.equal(root.attributes['http.response.status_code'], 200);
    assert.equal(root.attributes['url.path'], '/api/Check/UpdateItem', 'the path without its query');
    assert.equal(root.parentSpanId, undefined, 'the request starts the trace');
    assert.equal(root.service, 'portal-under-test');
    assertOneTree(trace, root);

    const statements = trace.filter((span) => span.kind === CLIENT);
    assert.ok(statements.length >= 5, `the check's statements are spans (${statements.length})`);
    for (const statement of statements) {
      assert.equal(statement.attributes['db.system'], 'postgresql');
      assert.ok(statement.attributes['db.operation.name'], `${statement.name} names its operation`);
    }
    assert.ok(
      statements.some((span) => span.name === 'UPDATE users' && span.attributes['db.collection.name'] === 'users'),
      'the balance update is a span named by its operation and table',
    );
    assert.ok(
      statements.every((span) => !JSON.stringify(span.attributes).includes(unikey)),
      "no value bound to a statement (the check's key) is in its span",
    );

    const debit = trace.find((span) => span.name === 'ledger.debit');
    const record = trace.find((span) => span.name === 'ledger.record');
    assert.ok(debit && record, 'the credit taken and its ledger row are spans');
    assert.ok(
      statements.some((span) => span.parentSpanId === debit.spanId && span.name === 'UPDATE users'),
      'the balance update runs inside the ledger span',
    );
    assert.ok(
      statements.some((span) => span.parentSpanId === record.spanId && span.name === 'INSERT transactions'),
      'the ledger row is written inside its span',
    );
  });

  it("writes the trace and span ids into the request's log lines", () => {
    const { traceId, trace } = traceOfRequest(checkRequestId);
    const lines = log.lines.filter((line) => line.reqId === checkRequestId);
    const spanIds = new Set(trace.map((span) => span.spanId));
    const traced = lines.filter((line) => line.msg !== 'incoming request');
    assert.ok(traced.length > 0);
    for (const line of traced) {
      assert.equal(line.trace_id, traceId, `"${line.msg}" names the trace`);
      assert.ok(spanIds.has(String(line.span_id)), `"${line.msg}" names a span of the trace`);
    }
  });

  it("continues a load balancer's trace (W3C traceparent)", () => {
    const { root, traceId } = traceOfRequest(continuedRequestId);
    assert.equal(traceId, upstream.traceId);
    assert.equal(root.parentSpanId, upstream.spanId);
  });

  it("sends no span for probes, nor a statement outside a request or a job run (idle's spans)", () => {
    const probes = collector.spans.filter((span) =>
      ['/healthz', '/readyz'].includes(String(span.attributes['url.path'])),
    );
    assert.deepEqual(probes, []);
    const alone = collector.spans.filter((span) => span.kind === CLIENT && span.parentSpanId === undefined);
    assert.deepEqual(
      alone.map((span) => span.name),
      [],
      'every statement is in the trace of what ran it',
    );
  });

  it('traces each job run as a trace of its own, with its database spans', () => {
    const runs = collector.spans.filter((span) => span.name.startsWith('job '));
    const delivery = runs.find((run) => run.name === 'job mail-delivery');
    assert.ok(delivery, 'the run that delivered the mail is a span');
    for (const run of runs) {
      const trace = collector.spans.filter((span) => span.traceId === run.traceId);
      assert.ok(!trace.some((span) => span.kind === SERVER), `${run.name} is not part of a request's trace`);
      // On PostgreSQL pg-boss's delivery (`process <queue>`) is its parent; the in-process runner starts the trace.
      const parent = trace.find((span) => span.spanId === run.parentSpanId);
      assert.ok(run.parentSpanId === undefined || parent?.kind === CONSUMER, `${run.name}'s parent is its delivery`);
      assert.equal(run.attributes['job.name'], run.name.slice('job '.length));
    }
    assert.ok(
      collector.spans.some((span) => span.kind === CLIENT && span.parentSpanId === delivery.spanId),
      "the delivery's statements are spans inside its run",
    );
  });
});
