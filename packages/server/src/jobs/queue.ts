import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection';
import type { JobQueue } from './job-queue';
import { LocalJobQueue } from './local-queue';
import { PgBossJobQueue } from './pg-boss-queue';

export type { JobHandler, JobQueue } from './job-queue';

/**
 * The queue for a database: on PostgreSQL (`DATABASE_URL`), pg-boss, so N replicas run each
 * scheduled job once; on the embedded PGlite, an in-process runner — PGlite has one data
 * directory and one opener, so there is only ever one server process to run the job in.
 */
export function jobQueueFor(database: Database, log: FastifyBaseLogger, pollSeconds: number): JobQueue {
  return database.pool ? new PgBossJobQueue(database.pool, log, pollSeconds) : new LocalJobQueue(log);
}
