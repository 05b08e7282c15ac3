import { trace } from '@opentelemetry/api';

/**
 * A pino mixin: the current span's trace and span ids on every log line written while a request
 * (or any traced work) runs, so a line found in the log leads to its trace and back. Used only when
 * tracing is on (logs/process-log.ts); the request id is on every request's line already (Fastify's
 * `reqId`).
 */
export function traceLogFields(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  return context ? { traceId: context.traceId, spanId: context.spanId } : {};
}
