import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers';
import { killServerProcess, type ServerProcess, startServerProcess, tokenOf } from './support/server-process';

/*
 * Issue 41, tracing: the real server process with OTEL_EXPORTER_OTLP_ENDPOINT set exports its spans
 * over OTLP/HTTP to a collector this test runs in its own process. One sign-in is one trace holding
 * the HTTP server span, Fastify's route span and the database's spans; its log line names the trace;
 * and the password the sign-in sends in its query string reaches neither the traces nor the log.
 */

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
}
interface CollectedSpan extends OtlpSpan {
  scope: string;
  service: string;
}

const SERVER_KIND = 2;
const CLIENT_KIND = 3;
const SIGN_IN_ROUTE = '/api/blade-auth/oauth/token';

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

let collector: Server;
const spans: CollectedSpan[] = [];
const bodies: string[] = [];
let dataDir: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;
let server: ServerProcess | undefined;

/** A stand-in for an OpenTelemetry collector: keeps every span posted to /v1/traces (OTLP/JSON). */
async function startCollector(): Promise<string> {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        bodies.push(body);
        const parsed = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: OtlpAttribute[] };
            scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
          }[];
        };
        for (const { resource, scopeSpans } of parsed.resourceSpans) {
          const service = resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const { scope, spans: posted } of scopeSpans) {
            for (const span of posted) spans.push({ ...span, scope: scope.name, service });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  const endpoint = await startCollector();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-tracing-'));
  if (process.env.TEST_DATABASE_URL) postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_SERVICE_NAME: 'blade-tracing-test',
    // Export each batch after 100 ms instead of 5 s.
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
}, 120_000);
afterAll(async () => {
  await killServerProcess(server);
  await postgres?.drop();
  await new Promise((resolve) => collector?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The spans of the trace whose HTTP server span is the sign-in, once all three kinds have arrived. */
async function signInTrace(): Promise<CollectedSpan[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const root = spans.find(
      (s) =>
        s.kind === SERVER_KIND &&
        s.scope === '@opentelemetry/instrumentation-http' &&
        String(attribute(s, 'url.path') ?? '') === SIGN_IN_ROUTE,
    );
    const trace = root ? spans.filter((s) => s.traceId === root.traceId) : [];
    if (trace.some((s) => s.scope === '@fastify/otel') && trace.some((s) => s.kind === CLIENT_KIND))
      return trace;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no complete sign-in trace among ${spans.length} spans`);
}

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it('exports one trace of a sign-in with its HTTP, route and database spans', async () => {
    await tokenOf(server!.base, 'admin', 'admin');
    const trace = await signInTrace();

    const http = trace.find(
      (s) => s.scope === '@opentelemetry/instrumentation-http' && s.kind === SERVER_KIND,
    )!;
    expect(http.service).toBe('blade-tracing-test');
    expect(attribute(http, 'http.request.method')).toBe('POST');
    expect(Number(attribute(http, 'http.response.status_code'))).toBe(200);

    const route = trace.filter((s) => s.scope === '@fastify/otel');
    expect(route.map((s) => attribute(s, 'http.route'))).toContain(SIGN_IN_ROUTE);

    // PostgreSQL's statements through the pg instrumentation; PGlite's through our own spans.
    const databaseScope = postgres ? '@opentelemetry/instrumentation-pg' : 'blade-server/pglite';
    const statements = trace.filter((s) => s.scope === databaseScope && s.kind === CLIENT_KIND);
    expect(statements.length).toBeGreaterThan(0);
    expect(
      statements.map((s) => String(attribute(s, 'db.query.text') ?? attribute(s, 'db.statement'))).join('\n'),
    ).toMatch(/blade_user/);
    // Every span of the trace hangs from the HTTP span: one tree, not pieces.
    const ids = new Set(trace.map((s) => s.spanId));
    for (const span of trace.filter((s) => s !== http)) expect(ids.has(span.parentSpanId ?? '')).toBe(true);
  });

  it("writes the trace id beside the request id on the request's log line", async () => {
    const trace = await signInTrace();
    const lines = server!.output
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map(
        (l) => JSON.parse(l) as { msg?: string; traceId?: string; reqId?: string; req?: { url?: string } },
      );
    const completed = lines.find(
      (l) => l.msg === 'request completed' && l.req?.url?.startsWith(SIGN_IN_ROUTE),
    );
    expect(completed?.traceId).toBe(trace[0]!.traceId);
    expect(completed?.reqId).toBeTruthy();
  });

  it('never exports the password the sign-in sends in its query string', async () => {
    await signInTrace();
    const exported = bodies.join('\n');
    expect(exported).toContain('password=******');
    // The md5 of "admin", as tokenOf sends it.
    expect(exported).not.toContain('21232f297a57a5a743894a0e4a801fc3');
  });
});
