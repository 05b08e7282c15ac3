import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';
import { bladeLogApi, bladeLogApiCount, bladeLogError, bladeLogUsual } from '../db/schema';
import { DEFAULT_TENANT_ID } from '../db/seed';
import { paramValue } from '../services/system/param/values';

/** The `blade_param` key (platform tenant 000000) holding how many days logs are kept. */
export const RETENTION_PARAM_KEY = 'log.retentionDays';
export const DEFAULT_RETENTION_DAYS = 30;
/** The job's name in the queue. */
export const RETENTION_JOB = 'log-retention';
/** Rows deleted per statement: short statements keep locks and WAL bursts small on big tables. */
const BATCH = 5_000;

/** The retention in days from the parameter; an unset, unreadable or non-positive value means 30. */
export async function retentionDays(db: Db): Promise<number> {
  const value = await paramValue(db, DEFAULT_TENANT_ID, RETENTION_PARAM_KEY, '');
  const days = Number(value.trim());
  return Number.isSafeInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS;
}

/** Deletes rows of `table` whose `column` is before `cutoff`, a batch per statement; returns how many. */
export async function deleteBefore(db: Db, table: PgTable, column: string, cutoff: string): Promise<number> {
  let total = 0;
  for (;;) {
    // PostgreSQL's DELETE has no LIMIT: the batch's row addresses are picked through the time index,
    // and `= any(array(…))` deletes them by address (a TID scan, not a scan of the whole table).
    const result = await db.execute(
      sql`delete from ${table} where ctid = any(array(select ctid from ${table} where ${sql.identifier(column)} < ${cutoff} limit ${BATCH}))`,
    );
    const deleted =
      (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/**
 * Deletes API, usual and error log rows, and refused-call counters, older than the retention
 * setting. Returns the days applied and the rows deleted per table.
 */
export async function deleteExpiredLogs(db: Db, now = new Date()) {
  const days = await retentionDays(db);
  // Timestamps are stored as UTC wall time (timestamp without time zone), as drizzle writes them.
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const deleted = {
    api: await deleteBefore(db, bladeLogApi, 'create_time', cutoff),
    usual: await deleteBefore(db, bladeLogUsual, 'create_time', cutoff),
    error: await deleteBefore(db, bladeLogError, 'create_time', cutoff),
    counts: await deleteBefore(db, bladeLogApiCount, 'day', cutoff.slice(0, 10)),
  };
  return { days, deleted };
}
