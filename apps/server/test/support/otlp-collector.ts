import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as OTLP/HTTP's JSON encoding carries it (ids in hex), with its attributes made plain. */
export interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  service: string | undefined;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans: { spans?: OtlpSpan[] }[];
  }[];
}

const plain = (value: OtlpValue) =>
  value.stringValue ??
  (value.intValue === undefined ? undefined : Number(value.intValue)) ??
  value.doubleValue ??
  value.boolValue;

const attributesOf = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(list.map((attribute) => [attribute.key, plain(attribute.value)]));

/**
 * A stand-in for an OpenTelemetry Collector on loopback: it takes OTLP/HTTP exports in JSON at `POST /v1/traces`, as
 * the portal's exporter sends them, and keeps every span (and each export's text).
 */
export async function startOtlpCollector() {
  const spans: CollectedSpan[] = [];
  /** Each export as it arrived, whole (events and all), for a test that searches everything sent. */
  const exports: string[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      response.writeHead(415).end();
      return;
    }
    exports.push(Buffer.concat(chunks).toString());
    const body = JSON.parse(exports.at(-1) ?? '') as OtlpExport;
    for (const { resource, scopeSpans } of body.resourceSpans) {
      const service = attributesOf(resource?.attributes)['service.name'];
      for (const span of scopeSpans.flatMap((scope) => scope.spans ?? [])) {
        spans.push({
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId || undefined,
          name: span.name,
          kind: span.kind,
          attributes: attributesOf(span.attributes),
          service: typeof service === 'string' ? service : undefined,
        });
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    exports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
