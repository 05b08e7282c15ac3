import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { type DbOrTx, rawRows } from '../db/connection';
import { withoutParameters } from '../db/query-errors';
import { jobFailures } from '../metrics/figures';
import type { JobHandler, JobQueue } from './job-queue';

/** pg-boss keeps its tables in a schema of their own, beside the server's. */
const SCHEMA = 'blade_jobs';
/** Any constant works, the same in every replica (db/connection.ts's migration lock is another). */
const QUEUE_SETUP_LOCK_ID = 7_243_002;

/**
 * Creates pg-boss's tables, when they are not there yet, inside the server's own migration (under
 * its advisory lock, db/connection.ts), so that replicas starting together never install them at
 * once. pg-boss would serialise its install on a lock of its own, but `CREATE SCHEMA IF NOT EXISTS`
 * after another session's committed one can still fail ("duplicate key … pg_namespace_nspname_index":
 * taking an advisory lock does not refresh the catalog PostgreSQL checks), which stopped one of two
 * replicas started together in the rolling-restart e2e. `boss.start()` then finds them installed.
 */
export async function installJobTables(db: DbOrTx): Promise<void> {
  const [found] = await rawRows<{ table: string | null }>(
    db,
    sql`select to_regclass(${`${SCHEMA}.version`})::text as "table"`,
  );
  if (found?.table) return;
  await db.execute(sql.raw(PgBoss.getConstructionPlans(SCHEMA)));
}

/**
 * Scheduled jobs through pg-boss (v10: the last line that runs on Node 20) on the server's own
 * PostgreSQL pool. Every replica registers the same schedules and works the same queues; pg-boss
 * lets one replica per interval turn a cron match into a job, and a singleton key per minute keeps
 * it to one job, which one worker takes — so each run happens once, whichever replicas are up.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly handlers = new Map<string, { cron: string; handler: JobHandler }>();
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
    /** How often each replica looks for due schedules and new jobs; tests shorten it. */
    private readonly intervalSeconds = 5,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: SCHEMA,
      cronMonitorIntervalSeconds: this.intervalSeconds,
      cronWorkerIntervalSeconds: this.intervalSeconds,
    });
    this.boss.on('error', (error) => this.log.warn({ err: error }, 'job queue error'));
  }

  schedule(name: string, cron: string, handler: JobHandler): void {
    this.handlers.set(name, { cron, handler });
  }

  async start(): Promise<void> {
    this.started = true;
    await this.boss.start();
    await this.createQueues();
    for (const [name, { cron, handler }] of this.handlers) {
      await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
      await this.boss.work(name, { pollingIntervalSeconds: this.intervalSeconds }, async () => {
        try {
          await handler();
        } catch (error) {
          jobFailures.inc({ job: name });
          this.log.error({ err: error, job: name }, 'job failed');
          // pg-boss keeps what is thrown in the job's row (message, and a query error's parameters).
          throw withoutParameters(error);
        }
      });
    }
  }

  /**
   * Creates the queues not there yet, one replica at a time: pg-boss's createQueue makes a table
   * partition per queue, and two replicas starting together deadlocked doing it at once.
   */
  private async createQueues(): Promise<void> {
    const lock = await this.pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_ID]);
      for (const name of this.handlers.keys()) {
        if (!(await this.boss.getQueue(name))) await this.boss.createQueue(name);
      }
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_ID]).catch(() => undefined);
      lock.release();
    }
  }

  async runNow(name: string): Promise<void> {
    const job = this.handlers.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    await job.handler();
  }

  /** Waiting and active jobs of every queue, across replicas (they share the queue). */
  async depth(): Promise<number> {
    if (!this.started) return 0;
    let depth = 0;
    for (const name of this.handlers.keys())
      depth += await this.boss.getQueueSize(name, { before: 'completed' });
    return depth;
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // graceful: waits for a job in progress; close: false, the pool is the server's to end.
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
  }
}
