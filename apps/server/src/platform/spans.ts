import { type SpanOptions, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * Runs `work` in a span of the portal's own (a credit movement, a job's run), ended however the work ends and marked
 * failed when it throws. Without tracing (no OTEL_EXPORTER_OTLP_ENDPOINT) OpenTelemetry's API hands out spans that
 * record nothing; the tracer is asked for each time, as tracing may be started after this module was loaded.
 */
export function inSpan<T>(name: string, options: SpanOptions, work: () => Promise<T>): Promise<T> {
  return trace.getTracer('carsemak-portal').startActiveSpan(name, options, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
