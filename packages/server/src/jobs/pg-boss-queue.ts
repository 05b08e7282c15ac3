import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { jobFailures } from '../metrics/figures';
import type { JobHandler, JobQueue } from './job-queue';

/** pg-boss keeps its tables in a schema of their own, beside the server's. */
const SCHEMA = 'blade_jobs';

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
    pool: pg.Pool,
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
    for (const [name, { cron, handler }] of this.handlers) {
      await this.boss.createQueue(name);
      await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
      await this.boss.work(name, { pollingIntervalSeconds: this.intervalSeconds }, async () => {
        try {
          await handler();
        } catch (error) {
          jobFailures.inc({ job: name });
          this.log.error({ err: error, job: name }, 'job failed');
          throw error;
        }
      });
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
