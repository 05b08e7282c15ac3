import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { bladeRefreshToken } from '../db/schema';

/**
 * Refresh tokens are JWTs whose `jti` must also be a live row of `blade_refresh_token`, so they can
 * be revoked (sign-out, password reset, refused or removed user) and are single use (rotation).
 */
export interface StoredRefreshToken {
  jti: string;
  sessionId: string;
  userId: bigint;
  tenantId: string;
  clientId: string;
  expiresAt: Date;
}

/** Records a newly issued refresh token, and drops the user's expired ones on the way. */
export async function storeRefreshToken(db: DbOrTx, token: StoredRefreshToken): Promise<void> {
  await db
    .delete(bladeRefreshToken)
    .where(and(eq(bladeRefreshToken.userId, token.userId), lt(bladeRefreshToken.expiresAt, new Date())));
  await db.insert(bladeRefreshToken).values(token);
}

/**
 * Uses up a refresh token: deletes its row in one statement (two concurrent refreshes with the same
 * token cannot both win) and answers the row, or undefined when it was revoked, used or expired.
 */
export async function consumeRefreshToken(
  db: DbOrTx,
  jti: string,
  userId: bigint,
  clientId: string,
): Promise<StoredRefreshToken | undefined> {
  const [row] = await db
    .delete(bladeRefreshToken)
    .where(
      and(
        eq(bladeRefreshToken.jti, jti),
        eq(bladeRefreshToken.userId, userId),
        eq(bladeRefreshToken.clientId, clientId),
        gt(bladeRefreshToken.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

/** Ends one sign-in session (its current refresh token). */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(bladeRefreshToken).where(eq(bladeRefreshToken.sessionId, sessionId));
}

/** Ends every session of these users (password reset, refused registration, removal). */
export async function revokeUserSessions(db: DbOrTx, userIds: readonly bigint[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(bladeRefreshToken).where(inArray(bladeRefreshToken.userId, [...userIds]));
}
