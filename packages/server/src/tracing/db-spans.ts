import { type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { isTracing } from './state';

// A proxy until startTracing registers the provider; then it records.
const tracer = trace.getTracer('blade-server/pglite');

/** Longest statement text put on a span (a bulk insert's SQL can be long). */
const MAX_STATEMENT = 2_000;

/**
 * Runs one statement of the embedded database inside a client span, as the pg instrumentation does
 * for PostgreSQL (there is no instrumentation for PGlite, whose statements cross to its worker
 * thread as messages). The span carries the statement's text, never its parameters. Without
 * tracing it only runs the statement.
 */
export function tracedStatement<T>(sql: string, run: () => Promise<T>): Promise<T> {
  if (!isTracing()) return run();
  const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
  const attributes = {
    'db.system.name': 'postgresql',
    'db.namespace': 'pglite',
    'db.operation.name': operation,
    'db.query.text': sql.length > MAX_STATEMENT ? `${sql.slice(0, MAX_STATEMENT)}…` : sql,
  };
  return tracer.startActiveSpan(operation, { kind: SpanKind.CLIENT, attributes }, async (span: Span) => {
    try {
      return await run();
    } catch (error) {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    } finally {
      span.end();
    }
  });
}
