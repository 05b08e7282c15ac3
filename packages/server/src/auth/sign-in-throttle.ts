import type { Message } from '@blade-console/blade-schema';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { bladeSignInClient } from '../db/schema';
import { msg } from '../i18n';

/**
 * Password spraying (issue 17, point 6): one password tried against many accounts and tenants
 * never trips a per-account lock-out. So failed sign-ins are also counted per client (its address)
 * across every account and tenant: past the limit in a window the client is refused with 429 until
 * the window ends. Kept in the database so every replica counts the same failures.
 *
 * Like the lock-out, an attempt is counted before the password is checked (parallel guesses cannot
 * slip through) and a success takes its count back; a success does not wipe the count, or a sprayer
 * could sign in to an account of their own between guesses.
 *
 * The figure leaves room for people: an office behind one address mistyping now and then stays far
 * below 20 failures in 15 minutes; a script trying one password on every account does not.
 */
export const MAX_CLIENT_FAILURES = 20;
export const CLIENT_WINDOW_MS = 15 * 60 * 1000;

export const clientThrottledMessage = (minutes: number): Message => msg('auth.clientThrottled', { minutes });

/** Undefined when the client may try; else the seconds until its window ends. */
export async function reserveClientAttempt(
  db: Db,
  client: string,
  now: Date = new Date(),
): Promise<number | undefined> {
  const t = bladeSignInClient;
  const stale = lt(t.windowStart, new Date(now.getTime() - CLIENT_WINDOW_MS));
  const [row] = await db
    .insert(t)
    .values({ client, failCount: 1, windowStart: now })
    .onConflictDoUpdate({
      target: t.client,
      set: {
        failCount: sql`case when ${stale} then 1 else ${t.failCount} + 1 end`,
        windowStart: sql`case when ${stale} then ${sql.param(now, t.windowStart)} else ${t.windowStart} end`,
      },
    })
    .returning({ failCount: t.failCount, windowStart: t.windowStart });
  if (!row || row.failCount <= MAX_CLIENT_FAILURES) return undefined;
  const endsAt = row.windowStart.getTime() + CLIENT_WINDOW_MS;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/**
 * A successful sign-in takes back the attempt its reservation counted, and sweeps the counters of
 * ended windows so the table holds only clients seen lately.
 */
export async function releaseClientAttempt(db: Db, client: string, now: Date = new Date()): Promise<void> {
  const t = bladeSignInClient;
  await db
    .update(t)
    .set({ failCount: sql`greatest(${t.failCount} - 1, 0)` })
    .where(eq(t.client, client));
  await db.delete(t).where(lt(t.windowStart, new Date(now.getTime() - CLIENT_WINDOW_MS)));
}
