import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { bladeLoginFailure } from '../db/schema';
import { msg } from '../i18n';

/** Failed sign-ins allowed per tenant + account from one client before it is locked for that client. */
export const MAX_FAILED_SIGN_INS = 5;
/** How long the lock lasts, counted from the last failure. */
export const LOCK_WINDOW_MS = 30 * 60 * 1000;
export const LOCKED_MESSAGE = msg('auth.locked');

/** Whose attempts are counted together: one account of one tenant, tried from one client. */
export interface SignInKey {
  tenantId: string;
  account: string;
  /** The client's address (`request.ip`, see TRUST_PROXY); '' where there is none. */
  client: string;
}

/**
 * Counts a sign-in attempt as a failure up front and answers whether it may go on (false: locked).
 * One atomic statement whose returned count decides, so parallel attempts (even on other replicas)
 * cannot all pass a check made before any of them was counted; a success then clears the count
 * (`clearFailedSignIns`). An attempt after a quiet window starts a new count; attempts while locked
 * do not push the end of the lock further out.
 *
 * BladeX counts per tenant + account only, so six anonymous requests lock `admin` out for everyone
 * (issue 17). Here the count is per client as well: a stranger locks the account only for
 * themselves, and what they may try across accounts is capped by sign-in-throttle.ts.
 */
export async function reserveSignInAttempt(db: Db, key: SignInKey, now: Date = new Date()): Promise<boolean> {
  const t = bladeLoginFailure;
  const windowStart = new Date(now.getTime() - LOCK_WINDOW_MS);
  const stale = lt(t.lastFailedAt, windowStart);
  const [row] = await db
    .insert(t)
    .values({ ...key, failCount: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [t.tenantId, t.account, t.client],
      set: {
        failCount: sql`case when ${stale} then 1 else ${t.failCount} + 1 end`,
        lastFailedAt: sql`case when not ${stale} and ${t.failCount} >= ${MAX_FAILED_SIGN_INS} then ${t.lastFailedAt} else ${sql.param(now, t.lastFailedAt)} end`,
      },
    })
    .returning({ failCount: t.failCount });
  return (row?.failCount ?? 1) <= MAX_FAILED_SIGN_INS;
}

/**
 * Forgets the failures: of one client after its successful sign-in, or of every client when an
 * administrator unlocks the account (`client` left out).
 */
export async function clearFailedSignIns(
  db: Db,
  tenantId: string,
  account: string,
  client?: string,
): Promise<void> {
  const t = bladeLoginFailure;
  const ofAccount = and(eq(t.tenantId, tenantId), eq(t.account, account));
  await db.delete(t).where(client === undefined ? ofAccount : and(ofAccount, eq(t.client, client)));
}
