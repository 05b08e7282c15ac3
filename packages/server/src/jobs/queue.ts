import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection';
import { LocalJobQueue } from './local-queue';
import { PgBossJobQueue } from './pg-boss-queue';

/** What a job does; its errors are logged by the queue, never thrown at a caller. */
export type JobHandler = () => Promise<void>;

/**
 * Scheduled background work (log retention today). Each job is registered once with a five-field
 * cron expression (UTC) before `start`; `stop` waits for a running job and leaves no timer behind.
 */
export interface JobQueue {
  /** Registers `handler` under `name`, run at every match of `cron` — once across all replicas. */
  schedule(name: string, cron: string, handler: JobHandler): void;
  start(): Promise<void>;
  /** Runs the job at once in this process (an administrator's "now", tests); resolves when done. */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The queue for a database: on PostgreSQL (`DATABASE_URL`), pg-boss, so N replicas run each
 * scheduled job once; on the embedded PGlite, an in-process runner — PGlite has one data
 * directory and one opener, so there is only ever one server process to run the job in.
 */
export function jobQueueFor(database: Database, log: FastifyBaseLogger, pollSeconds: number): JobQueue {
  return database.pool ? new PgBossJobQueue(database.pool, log, pollSeconds) : new LocalJobQueue(log);
}
