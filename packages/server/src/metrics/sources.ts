import { and, gt, isNull, sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import { databaseAnswers } from '../db/answers';
import type { Database, Db } from '../db/connection';
import { bladeTokenFamily } from '../db/schema';
import { DEFAULT_CHECK_TIMEOUT_MS } from '../db/timeouts';
import type { JobQueue } from '../jobs/queue';
import type { LogRecorder } from '../logs/recorder';
import { registry } from './figures';
import { LastKnown } from './last-known';

/** What the gauges read when scraped: the app's database, job queue and log recorder. */
export interface MetricSources {
  database: Database;
  jobs: JobQueue;
  logs: LogRecorder;
}

/** An app's figures that query its database, each bounded in time (last-known.ts). */
interface DatabaseFigures {
  sessions: LastKnown;
  jobs: LastKnown;
}

/**
 * The apps whose state the gauges show: one in a running server; tests build several in one
 * process, and each adds its own until it closes (sums of them all).
 */
const watched = new Map<MetricSources, DatabaseFigures>();

/** Adds an app's sources to the gauges; the returned function takes them away again (on close). */
export function watchSources(sources: MetricSources): () => void {
  watched.set(sources, {
    sessions: new LastKnown(() => activeSessions(sources.database.db)),
    // pg-boss counts its jobs in the database; the embedded queue in memory.
    jobs: new LastKnown(() => sources.jobs.depth()),
  });
  return () => watched.delete(sources);
}

/**
 * How long a scrape waits for the database: `DATABASE_CHECK_TIMEOUT_MS` (serveMetrics sets it).
 * Prometheus gives up on a scrape after 10 s by default and then has none of the figures; a
 * database that does not answer must cost only its own.
 */
let databaseWaitMs = DEFAULT_CHECK_TIMEOUT_MS;

export function waitForDatabaseAtMost(ms: number): void {
  databaseWaitMs = ms;
}

new Gauge({
  name: 'blade_database_up',
  help: 'Whether the database answered a probe within DATABASE_CHECK_TIMEOUT_MS (1) or not (0). While 0, blade_active_sessions and blade_job_queue_depth repeat their last value.',
  registers: [registry],
  async collect() {
    const answers = await Promise.all(
      [...watched.keys()].map(({ database }) => databaseAnswers(database.db, databaseWaitMs)),
    );
    this.set(answers.every(Boolean) ? 1 : 0);
  },
});

/** The pool's figure: read before those that query the database (metrics/server.ts `scrape`). */
export const POOL_FIGURE = 'blade_db_pool_connections';

new Gauge({
  name: POOL_FIGURE,
  help: 'Database connections by state: in_use, idle, and waiting (queries queued for a connection).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const { database } of watched.keys()) {
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
    this.set(await sum((figures) => figures.jobs.within(databaseWaitMs)));
  },
});

new Gauge({
  name: 'blade_api_log_pending_rows',
  help: 'API, error and usual log rows recorded in memory and not yet written to the database.',
  registers: [registry],
  collect() {
    let pending = 0;
    for (const { logs } of watched.keys()) pending += logs.pending;
    this.set(pending);
  },
});

new Gauge({
  name: 'blade_active_sessions',
  help: 'Sign-in sessions (token families) neither ended nor expired, across all replicas.',
  registers: [registry],
  async collect() {
    this.set(await sum((figures) => figures.sessions.within(databaseWaitMs)));
  },
});

async function activeSessions(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bladeTokenFamily)
    .where(and(isNull(bladeTokenFamily.revokedAt), gt(bladeTokenFamily.expiresAt, new Date())));
  return row?.n ?? 0;
}

/** One figure summed over the watched apps, read side by side: a scrape waits for the slowest once. */
async function sum(read: (figures: DatabaseFigures) => Promise<number>): Promise<number> {
  const values = await Promise.all([...watched.values()].map(read));
  return values.reduce((total, value) => total + value, 0);
}
