import { and, gt, isNull, sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Database } from '../db/connection';
import { bladeTokenFamily } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { LogRecorder } from '../logs/recorder';
import { registry } from './figures';

/** What the gauges read when scraped: the app's database, job queue and log recorder. */
export interface MetricSources {
  database: Database;
  jobs: JobQueue;
  logs: LogRecorder;
}

/**
 * The apps whose state the gauges show: one in a running server; tests build several in one
 * process, and each adds its own until it closes (sums of them all).
 */
const watched = new Set<MetricSources>();

/** Adds an app's sources to the gauges; the returned function takes them away again (on close). */
export function watchSources(sources: MetricSources): () => void {
  watched.add(sources);
  return () => watched.delete(sources);
}

new Gauge({
  name: 'blade_db_pool_connections',
  help: 'Database connections by state: in_use, idle, and waiting (queries queued for a connection).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const { database } of watched) {
      const { total, idle, waiting } = poolOf(database);
      this.inc({ state: 'in_use' }, total - idle);
      this.inc({ state: 'idle' }, idle);
      this.inc({ state: 'waiting' }, waiting);
    }
  },
});

/** PostgreSQL's pool as it is; the embedded database is one connection, busy or not. */
function poolOf(database: Database): { total: number; idle: number; waiting: number } {
  const pool = database.pool;
  if (pool) return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
  return { total: 1, idle: 1, waiting: 0 };
}

new Gauge({
  name: 'blade_job_queue_depth',
  help: 'Background jobs waiting or running.',
  registers: [registry],
  async collect() {
    let depth = 0;
    for (const { jobs } of watched) depth += await jobs.depth();
    this.set(depth);
  },
});

new Gauge({
  name: 'blade_api_log_pending_rows',
  help: 'API, error and usual log rows recorded in memory and not yet written to the database.',
  registers: [registry],
  collect() {
    let pending = 0;
    for (const { logs } of watched) pending += logs.pending;
    this.set(pending);
  },
});

new Gauge({
  name: 'blade_active_sessions',
  help: 'Sign-in sessions (token families) neither ended nor expired, across all replicas.',
  registers: [registry],
  async collect() {
    let active = 0;
    for (const { database } of watched) {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(bladeTokenFamily)
        .where(and(isNull(bladeTokenFamily.revokedAt), gt(bladeTokenFamily.expiresAt, new Date())));
      active += row?.n ?? 0;
    }
    this.set(active);
  },
});
