import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers';
import {
  freePort,
  killServerProcess,
  type ServerProcess,
  startServerProcess,
  tokenOf,
} from './support/server-process';

/*
 * Issue 41, as operations meet it: the real server process under load is told to stop (SIGTERM),
 * as a rolling deploy does. Every request it accepted is answered; the clients that come after find
 * the port closed (a proxy sends those to another replica); the process exits within its bound;
 * the API log rows of the answered calls are written before it exits. Readiness and metrics are
 * checked on the same process.
 */

let dataDir: string;
let postgres: { url: string; drop(): Promise<void> } | undefined;
let server: ServerProcess | undefined;
let metricsPort = 0;

const env = () => ({
  DATA_DIR: dataDir,
  DATABASE_URL: postgres?.url ?? '',
  BLADE_JWT_SECRET: 'drain-secret-drain-secret-drain-secret-0123456789',
  METRICS_PORT: String(metricsPort),
  SHUTDOWN_TIMEOUT_MS: '10000',
  // The load signs in once; the 32 clients share the token.
  BLADE_SIGN_IN_RATE_LIMIT: '1000',
});

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'blade-drain-'));
  if (process.env.TEST_DATABASE_URL) postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
  metricsPort = await freePort();
  server = await startServerProcess(env());
}, 120_000);
afterAll(async () => {
  await killServerProcess(server);
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const metricsText = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
/** The value of one series of the Prometheus text (0 when it is not there). */
function figure(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('readiness and metrics', () => {
  it('answers ready while it takes traffic; liveness stays /api/health', async () => {
    const ready = await fetch(`${server!.base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ code: 200, data: { status: 'ready' } });
  });

  it('serves Prometheus text on its own port, never on the public one', async () => {
    const token = await tokenOf(server!.base, 'admin', 'admin');
    await fetch(`${server!.base}/api/blade-system/param/list?current=1&size=5`, {
      headers: { 'blade-auth': `bearer ${token}` },
    });
    await fetch(
      `${server!.base}/api/blade-auth/oauth/token?grant_type=password&username=admin&password=x&tenantId=000000`,
      {
        method: 'POST',
        headers: { authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' },
      },
    );
    const text = await metricsText();
    // By route pattern, method and status; never the raw path.
    expect(
      figure(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/blade-system/param/list",status="200"}',
      ),
    ).toBe(1);
    expect(figure(text, 'blade_sign_ins_total{grant="password",outcome="granted"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(figure(text, 'blade_sign_ins_total{grant="password",outcome="refused"}')).toBe(1);
    // Runtime: memory, event-loop lag, GC.
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds',
    ])
      expect(text).toContain(`# TYPE ${name}`);
    // The product's own: the pool, the job queue, the log, the sessions (the two sign-ins above).
    expect(figure(text, 'blade_db_pool_connections{state="waiting"}')).toBe(0);
    expect(text).toMatch(/^blade_db_pool_connections\{state="idle"\} [1-9]/m);
    expect(text).toMatch(/^blade_job_queue_depth \d+$/m);
    expect(text).toMatch(/^blade_api_log_pending_rows \d+$/m);
    expect(figure(text, 'blade_active_sessions')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE blade_sms_calls_total counter');
    expect(text).toContain('# TYPE blade_storage_calls_total counter');
    // Not on the public port (there /metrics is a console address like any other), and nothing
    // else on the metrics one.
    expect(await fetch(`${server!.base}/metrics`).then((r) => r.text())).not.toContain('# TYPE');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });
});

/** What became of one request of the load. */
type Outcome = { status: number } | { refused: true } | { error: string };

describe('a SIGTERM under load', () => {
  it('answers every request it accepted, exits 0 within its bound, and keeps the API log of each', async () => {
    const base = server!.base;
    const token = await tokenOf(base, 'admin', 'admin');
    const outcomes: Outcome[] = [];
    let stopped = false;
    const client = async () => {
      while (!stopped) {
        try {
          const response = await fetch(`${base}/api/blade-system/param/list?current=1&size=10`, {
            headers: { 'blade-auth': `bearer ${token}` },
          });
          await response.arrayBuffer();
          outcomes.push({ status: response.status });
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          // The port is closed: the request was never accepted (behind a proxy, another replica's).
          if (code === 'ECONNREFUSED') {
            outcomes.push({ refused: true });
            return;
          }
          outcomes.push({ error: `${code ?? ''} ${(error as Error).message}` });
        }
      }
    };
    const load = Array.from({ length: 32 }, client);
    await new Promise((r) => setTimeout(r, 1500));
    const signalled = Date.now();
    server!.child.kill('SIGTERM');
    const code = await server!.exited;
    const took = Date.now() - signalled;
    stopped = true;
    await Promise.all(load);

    const answered = outcomes.filter((o): o is { status: number } => 'status' in o);
    const dropped = outcomes.filter((o) => 'error' in o || ('status' in o && o.status !== 200));
    expect(dropped).toEqual([]);
    expect(answered.length).toBeGreaterThan(32);
    expect(code).toBe(0);
    expect(took).toBeLessThan(10_000);
    expect(server!.output.join('')).toContain('"drained":true');

    // Started again on the same data: one API log row per answered call, none lost in the drain.
    server = await startServerProcess(env());
    const again = await tokenOf(server.base, 'admin', 'admin');
    const logs = await fetch(
      `${server.base}/api/blade-log/api/list?current=1&size=1&requestUri=/api/blade-system/param/list`,
      { headers: { 'blade-auth': `bearer ${again}` } },
    ).then((r) => r.json() as Promise<{ data: { total: number } }>);
    // The one call of the metrics test above, and the load's.
    expect(logs.data.total).toBe(answered.length + 1);
  }, 120_000);
});
