import type { Server } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/connection';
import { DEFAULT_CHECK_TIMEOUT_MS } from '../src/db/timeouts';
import type { JobQueue } from '../src/jobs/queue';
import type { LogRecorder } from '../src/logs/recorder';
import { registry, signIns } from '../src/metrics/figures';
import { registerHttpMetrics } from '../src/metrics/http';
import { serveMetrics } from '../src/metrics/server';
import { waitForDatabaseAtMost, watchSources } from '../src/metrics/sources';

/**
 * A database that answers (3 active sessions), hangs (nothing ever comes back) or is down (every
 * statement refused), as the gauges and the probe read it: `execute` and `select…from…where`.
 */
function switchableDatabase() {
  const state = { mode: 'up' as 'up' | 'hung' | 'down' };
  const answer = <T>(value: T): Promise<T> =>
    state.mode === 'up'
      ? Promise.resolve(value)
      : state.mode === 'down'
        ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
        : new Promise<T>(() => {});
  const db = {
    execute: () => answer({ rows: [{ '?column?': 1 }] }),
    select: () => ({ from: () => ({ where: () => answer([{ n: 3 }]) }) }),
  };
  return { state, database: { db, kind: 'postgres' } as unknown as Database };
}

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const source = switchableDatabase();
let server: Server;
let unwatch: () => void;

beforeAll(async () => {
  unwatch = watchSources({
    database: source.database,
    jobs: { depth: async () => (source.state.mode === 'up' ? 2 : new Promise<number>(() => {})) } as JobQueue,
    logs: { pending: 0 } as LogRecorder,
  });
  server = await serveMetrics({ log } as unknown as FastifyInstance, {
    host: '127.0.0.1',
    metricsPort: 0,
    databaseCheckTimeoutMs: 200,
  });
});
afterAll(async () => {
  unwatch();
  waitForDatabaseAtMost(DEFAULT_CHECK_TIMEOUT_MS);
  await new Promise((resolve) => server.close(resolve));
});

async function scrape(): Promise<{ status: number; text: string; ms: number }> {
  const { port } = server.address() as { port: number };
  const before = Date.now();
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  return { status: response.status, text: await response.text(), ms: Date.now() - before };
}

/** The value of one series of the Prometheus text (undefined when it is not there). */
function figure(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** What every scrape must keep, whatever the database does. */
function expectTheRest(text: string): void {
  for (const name of [
    'process_resident_memory_bytes',
    'nodejs_eventloop_lag_p99_seconds',
    'http_request_duration_seconds',
  ])
    expect(text).toContain(`# TYPE ${name}`);
  expect(text).toMatch(/^blade_db_pool_connections\{state="idle"\} \d+$/m);
}

describe('the metrics scrape while the database does not answer', () => {
  it('reads the database-backed figures while it answers', async () => {
    source.state.mode = 'up';
    const { status, text } = await scrape();
    expect(status).toBe(200);
    expect(figure(text, 'blade_database_up')).toBe(1);
    expect(figure(text, 'blade_active_sessions')).toBe(3);
    expect(figure(text, 'blade_job_queue_depth')).toBe(2);
    expectTheRest(text);
  });

  it('answers within the check timeout when the database hangs, with the last values', async () => {
    source.state.mode = 'hung';
    for (let i = 0; i < 2; i++) {
      const { status, text, ms } = await scrape();
      expect(status).toBe(200);
      expect(ms).toBeLessThan(1_500);
      expect(figure(text, 'blade_database_up')).toBe(0);
      expect(figure(text, 'blade_active_sessions')).toBe(3);
      expect(figure(text, 'blade_job_queue_depth')).toBe(2);
      expectTheRest(text);
    }
  });

  it('answers when the database is down', async () => {
    source.state.mode = 'down';
    const { status, text } = await scrape();
    expect(status).toBe(200);
    expect(figure(text, 'blade_database_up')).toBe(0);
    expect(figure(text, 'blade_active_sessions')).toBe(3);
    expectTheRest(text);
  });

  it('leaves out a figure that fails, never the scrape', async () => {
    source.state.mode = 'up';
    new Gauge({
      name: 'blade_test_broken',
      help: 'A figure whose source throws.',
      registers: [registry],
      collect() {
        throw new Error('source gone');
      },
    });
    try {
      const { status, text } = await scrape();
      expect(status).toBe(200);
      expect(text).not.toContain('blade_test_broken');
      expect(figure(text, 'blade_active_sessions')).toBe(3);
      expectTheRest(text);
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ metric: 'blade_test_broken' }),
        expect.any(String),
      );
    } finally {
      registry.removeSingleMetric('blade_test_broken');
    }
  });
});

describe('sign-ins by grant type', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerHttpMetrics(app);
    app.post('/api/blade-auth/oauth/token', async () => ({}));
    app.post('/api/blade-auth/token', async () => ({}));
    await app.ready();
  });
  afterAll(() => app.close());

  /** The grant labels whose sign-ins one request added to. */
  async function grantOf(url: string, body?: Record<string, string>): Promise<string[]> {
    const counts = async () =>
      new Map((await signIns.get()).values.map((v) => [`${v.labels.grant}`, v.value] as const));
    const before = await counts();
    await app.inject({ method: 'POST', url, ...(body ? { payload: body } : {}) });
    // Counted in onResponse, which may run just after inject has the answer.
    return vi.waitFor(async () => {
      const after = await counts();
      const added = [...after].filter(([grant, n]) => n > (before.get(grant) ?? 0)).map(([grant]) => grant);
      expect(added).not.toEqual([]);
      return added;
    });
  }

  it("labels BladeX 4.x's camelCase grantType, from the query or the body", async () => {
    expect(await grantOf('/api/blade-auth/token?grantType=refresh_token')).toEqual(['refresh_token']);
    expect(await grantOf('/api/blade-auth/token', { grantType: 'captcha' })).toEqual(['captcha']);
    // 4.x's token endpoint takes a request without a grant type as a password sign-in.
    expect(await grantOf('/api/blade-auth/token')).toEqual(['password']);
    expect(await grantOf('/api/blade-auth/token?grantType=made_up')).toEqual(['other']);
  });

  it("labels SPEC's grant_type (or grantType), the body's over the query's", async () => {
    expect(await grantOf('/api/blade-auth/oauth/token?grant_type=password')).toEqual(['password']);
    expect(await grantOf('/api/blade-auth/oauth/token?grantType=sms_code')).toEqual(['sms_code']);
    expect(
      await grantOf('/api/blade-auth/oauth/token?grant_type=password', { grant_type: 'social' }),
    ).toEqual(['social']);
    expect(await grantOf('/api/blade-auth/oauth/token')).toEqual(['other']);
  });
});
