import { FastifyOtelInstrumentation } from '@fastify/otel';
import {
  context,
  isSpanContextValid,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type ReadableSpan,
  type SpanExporter,
  type TimedEvent,
} from '@opentelemetry/sdk-trace-node';
import type { FastifyRequest } from 'fastify';
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  type LogEvent,
  type OperationNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
} from 'kysely';
import type { ConnectionLog } from '../db/connection.ts';
import { keepRequestSpan, redactedText, redactedUrl } from './redaction.ts';

/*
 * OpenTelemetry's SDK, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (server.ts and worker.ts import this
 * module then, never otherwise): an idle server without it holds none of this. The portal's own spans (platform/spans.ts) use the
 * API alone, which records nothing until `startTracing` registers the SDK here.
 */

export type Tracing = Awaited<ReturnType<typeof startTracing>>;

/**
 * Registers the SDK for the process (AsyncLocalStorage context, W3C `traceparent` from a load balancer, spans batched
 * to `<endpoint>/v1/traces` over OTLP/HTTP in JSON). Answers what the server wires in: the Fastify plugin making each
 * request's span, a database span for each statement, trace ids for the log lines, and `shutdown`, which sends what
 * is still batched.
 */
export function startTracing(settings: { endpoint: string; serviceName: string }) {
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': settings.serviceName })),
    spanProcessors: [
      new BatchSpanProcessor(redactingExporter(new OTLPTraceExporter({ url: tracesUrl(settings.endpoint) }))),
    ],
  });
  provider.register();
  const requests = new FastifyOtelInstrumentation({
    requestHook: describeRequest,
    ignorePaths: ({ url }) => UNTRACED_PATHS.has((url.split('?', 1)[0] ?? '').toLowerCase()),
  });
  requests.setTracerProvider(provider);
  return {
    /** Registered first on the app, so that every hook and route of the request runs inside its span. */
    requestSpans: requests.plugin(),
    traceQuery,
    logMixin: traceIdsForLog,
    /** Sends what is still batched, waiting at most a few seconds: a collector that is away never holds a stop. */
    async shutdown(log: Pick<ConnectionLog, 'warn'>) {
      const sent = provider.shutdown().then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error }, 'the last traces were not sent');
          return true;
        },
      );
      const late = new Promise<false>((resolve) => setTimeout(resolve, LAST_EXPORT_MS, false).unref());
      if (!(await Promise.race([sent, late]))) log.warn({}, 'the last traces were not sent in time');
      // The process's globals back to none: a later start (a test's next server) registers its own.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/**
 * Asked every few seconds by machines, answered the same each time: Prometheus's scrapes and the load balancer's
 * probes are not traced (at idle they were most of the spans sent), nor, having no span, their statements.
 */
const UNTRACED_PATHS = new Set(['/metrics', '/healthz', '/readyz']);

/** How long a stopping process waits for its last spans to reach the collector (within its 10 s to stop). */
const LAST_EXPORT_MS = 3000;

/** The standard meaning of OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base address, traces under `/v1/traces`. */
const tracesUrl = (endpoint: string) => `${endpoint.replace(/\/+$/, '')}/v1/traces`;

/**
 * A request's span named by its route pattern (`POST /api/Check/UpdateItem`), never by the address asked for, and its
 * path redacted (a page's, known only once React Router matched it, is told by `settlePageRoute`).
 */
function describeRequest(span: Span, request: FastifyRequest) {
  const route = request.routeOptions.url;
  span.updateName(route ? `${request.method} ${route}` : request.method);
  span.setAttribute('url.path', redactedUrl(request.url.split('?', 1)[0] ?? '/', route));
  keepRequestSpan(request, span);
}

/**
 * The exporter every span leaves through: each text it carries (attributes, an exception's message and stack)
 * redacted as a log line is, whatever instrumentation wrote it (decision 0081).
 */
function redactingExporter(exporter: SpanExporter): SpanExporter {
  const redactedValues = <T extends Record<string, unknown>>(values: T): T =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? redactedText(value) : value]),
    ) as T;
  const redacted = (span: ReadableSpan): ReadableSpan =>
    // The span's own methods (its context, its duration) read through the prototype; only its texts are replaced.
    Object.create(span, {
      name: { value: redactedText(span.name) },
      attributes: { value: redactedValues(span.attributes) },
      events: {
        value: span.events.map(
          (event): TimedEvent => ({
            ...event,
            ...(event.attributes && { attributes: redactedValues(event.attributes) }),
          }),
        ),
      },
    });
  return {
    export: (spans, done) => exporter.export(spans.map(redacted), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

/** pino's mixin: the trace and span of the code that writes a log line, so a trace leads to its lines and back. */
function traceIdsForLog() {
  const span = trace.getActiveSpan()?.spanContext();
  return span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}

/**
 * A statement as a database span, made when Kysely reports it ran (or failed), timed back from its duration, child of
 * the span that ran it: its operation and table and the SQL with its placeholders, never the values bound to them.
 * A statement outside any request or job run (a scrape's reads, pg-boss's own polling, the start's migrations) is
 * no span: alone in a trace of its own it tells nothing, and at idle such statements were a span every few seconds.
 */
function traceQuery(event: LogEvent) {
  if (!trace.getActiveSpan()) return;
  const ended = performance.now();
  const operation = operationOf(event.query.query, event.query.sql);
  const table = tableOf(event.query.query);
  const span = trace.getTracer('carsemak-portal/db').startSpan(table ? `${operation} ${table}` : operation, {
    kind: SpanKind.CLIENT,
    startTime: ended - event.queryDurationMillis,
    attributes: {
      'db.system': 'postgresql',
      'db.operation.name': operation,
      ...(table && { 'db.collection.name': table }),
      'db.query.text': event.query.sql,
    },
  });
  if (event.level === 'error') {
    span.recordException(event.error instanceof Error ? event.error : String(event.error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end(ended);
}

/** SELECT, INSERT, UPDATE, DELETE of a built query; the SQL's first word of any other (`begin`, a raw `select 1`). */
function operationOf(node: OperationNode, sql: string) {
  if (node.kind.endsWith('QueryNode')) return node.kind.slice(0, -'QueryNode'.length).toUpperCase();
  return (sql.trimStart().split(/\s/, 1)[0] ?? '').toUpperCase();
}

/** The table a built query reads or writes first; none for raw SQL. */
function tableOf(node: OperationNode) {
  const target =
    SelectQueryNode.is(node) || DeleteQueryNode.is(node)
      ? node.from?.froms[0]
      : InsertQueryNode.is(node)
        ? node.into
        : UpdateQueryNode.is(node)
          ? node.table
          : undefined;
  const table = target && AliasNode.is(target) ? target.node : target;
  return table && TableNode.is(table) ? table.table.identifier.name : undefined;
}
