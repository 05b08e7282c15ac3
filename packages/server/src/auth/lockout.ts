import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { bladeLoginFailure } from '../db/schema';

/** Failed sign-ins allowed per tenant + account before it is locked. */
export const MAX_FAILED_SIGN_INS = 5;
/** How long the lock lasts, counted from the last failure. */
export const LOCK_WINDOW_MS = 30 * 60 * 1000;
export const LOCKED_MESSAGE = '用户登录失败次数过多，请30分钟后再试';

/** Whether the account has failed too often within the window. */
export async function isLockedOut(
  db: Db,
  tenantId: string,
  account: string,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(bladeLoginFailure)
    .where(and(eq(bladeLoginFailure.tenantId, tenantId), eq(bladeLoginFailure.account, account)));
  if (!row) return false;
  return row.failCount >= MAX_FAILED_SIGN_INS && now.getTime() - row.lastFailedAt.getTime() < LOCK_WINDOW_MS;
}

/** Counts a failure; a failure after a quiet window starts a new count. One statement, so replicas can race. */
export async function recordFailedSignIn(
  db: Db,
  tenantId: string,
  account: string,
  now: Date = new Date(),
): Promise<void> {
  const t = bladeLoginFailure;
  const windowStart = new Date(now.getTime() - LOCK_WINDOW_MS);
  await db
    .insert(t)
    .values({ tenantId, account, failCount: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [t.tenantId, t.account],
      set: {
        failCount: sql`case when ${lt(t.lastFailedAt, windowStart)} then 1 else ${t.failCount} + 1 end`,
        lastFailedAt: now,
      },
    });
}

/** Forgets the failures (successful sign-in, or an administrator's unlock). */
export async function clearFailedSignIns(db: Db, tenantId: string, account: string): Promise<void> {
  await db
    .delete(bladeLoginFailure)
    .where(and(eq(bladeLoginFailure.tenantId, tenantId), eq(bladeLoginFailure.account, account)));
}
