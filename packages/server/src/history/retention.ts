import type { Db, DbOrTx } from '../db/connection';
import { nextId } from '../db/ids';
import { bladeParam, bladeRecordHistory } from '../db/schema';
import { DEFAULT_TENANT_ID, seedAudit } from '../db/seed';
import type { JobQueue } from '../jobs/job-queue';
import type { LogRecorder } from '../logs/recorder';
import { deleteBefore } from '../logs/retention';
import { paramValue } from '../services/system/param/values';

/**
 * How long record history is kept, as the logs' retention works (logs/retention.ts): a parameter of
 * the platform tenant that administrators edit in 系统管理 › 参数管理, read by a daily job that runs
 * once across replicas and deletes older rows in batches.
 */
export const HISTORY_RETENTION_PARAM_KEY = 'history.retentionDays';
export const DEFAULT_HISTORY_RETENTION_DAYS = 365;
export const HISTORY_RETENTION_JOB = 'record-history-retention';

/** The retention in days from the parameter; an unset, unreadable or non-positive value means 365. */
export async function historyRetentionDays(db: Db): Promise<number> {
  const value = await paramValue(db, DEFAULT_TENANT_ID, HISTORY_RETENTION_PARAM_KEY, '');
  const days = Number(value.trim());
  return Number.isSafeInteger(days) && days > 0 ? days : DEFAULT_HISTORY_RETENTION_DAYS;
}

/** Deletes history rows older than the retention; returns the days applied and how many went. */
export async function deleteExpiredHistory(db: Db, now = new Date()) {
  const days = await historyRetentionDays(db);
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  return { days, deleted: await deleteBefore(db, bladeRecordHistory, 'create_time', cutoff) };
}

/** The daily job (the logs' schedule), its outcome noted in the usual log like theirs. */
export function scheduleHistoryRetention(jobs: JobQueue, db: Db, cron: string, logs: LogRecorder): void {
  jobs.schedule(HISTORY_RETENTION_JOB, cron, async () => {
    const { days, deleted } = await deleteExpiredHistory(db);
    logs.recordUsual({
      logLevel: 'INFO',
      logId: HISTORY_RETENTION_JOB,
      logData: JSON.stringify({ days, deleted }),
      methodClass: 'jobs',
      methodName: HISTORY_RETENTION_JOB,
    });
  });
}

/** The retention parameter, so administrators find and edit it (seed step `history-retention-param`). */
export async function seedHistoryRetentionParam(db: DbOrTx): Promise<void> {
  await db.insert(bladeParam).values({
    id: nextId(),
    tenantId: DEFAULT_TENANT_ID,
    paramName: '修改历史保留天数',
    paramKey: HISTORY_RETENTION_PARAM_KEY,
    paramValue: String(DEFAULT_HISTORY_RETENTION_DAYS),
    remark: '记录修改历史保留的天数，每日定时删除更早的历史',
    ...seedAudit(),
  });
}
