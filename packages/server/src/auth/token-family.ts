import { and, eq, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { bladeRefreshToken, bladeTokenFamily } from '../db/schema';

/**
 * Token families: a sign-in and every refresh token rotated from it (OAuth 2.0 Security BCP,
 * "refresh token rotation"). The family id is the `session_id` the access token carries, so ending
 * a family is ending a session — the one place issue 17's revocable sessions hook into.
 */
export type RevokeReason = 'logout' | 'reuse' | 'user' | 'password' | 'role' | 'tenant';

/** Whose a family or a refresh token is and until when it lives: the columns both tables share. */
export interface TokenOwnership {
  userId: bigint;
  tenantId: string;
  clientId: string;
  expiresAt: Date;
}

export interface NewFamily extends TokenOwnership {
  id: string;
}

/**
 * Drops the user's rows of `table` that ran out. Done on the way whenever a row is added, so the
 * tables stay small without a cleaning job.
 */
export async function dropExpired(
  db: DbOrTx,
  table: typeof bladeTokenFamily | typeof bladeRefreshToken,
  userId: bigint,
): Promise<void> {
  await db.delete(table).where(and(eq(table.userId, userId), lt(table.expiresAt, new Date())));
}

/** Records a new sign-in, and drops the user's families that ran out on the way. */
export async function startFamily(db: DbOrTx, family: NewFamily): Promise<void> {
  await dropExpired(db, bladeTokenFamily, family.userId);
  await db.insert(bladeTokenFamily).values({ ...family, createdAt: new Date() });
}

/** A rotation issued a token that lives until `expiresAt`: the family lives as long. */
export async function extendFamily(db: DbOrTx, id: string, expiresAt: Date): Promise<void> {
  await db.update(bladeTokenFamily).set({ expiresAt }).where(eq(bladeTokenFamily.id, id));
}

/**
 * Whether the family exists and was not revoked (an expired one has no live tokens left anyway).
 * Access tokens are checked by SessionGuard, which also looks at the user and tenant.
 */
export async function isFamilyLive(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: bladeTokenFamily.revokedAt })
    .from(bladeTokenFamily)
    .where(eq(bladeTokenFamily.id, id));
  return row !== undefined && row.revokedAt === null;
}

/**
 * Ends one family: it is marked revoked (kept until it expires, so whoever checks a session sees
 * why it ended) and its refresh tokens are deleted, current and rotated alike.
 */
export async function revokeFamily(db: DbOrTx, id: string, reason: RevokeReason): Promise<void> {
  await db
    .update(bladeTokenFamily)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(bladeTokenFamily.id, id), isNull(bladeTokenFamily.revokedAt)));
  await db.delete(bladeRefreshToken).where(eq(bladeRefreshToken.sessionId, id));
}

/**
 * Ends every family of these users (password reset or change, refused registration, removal, a
 * role change); `except` keeps one session, the one that just changed its own password.
 */
export async function revokeUserFamilies(
  db: DbOrTx,
  userIds: readonly bigint[],
  reason: RevokeReason = 'user',
  except?: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const kept = (column: typeof bladeTokenFamily.id | typeof bladeRefreshToken.sessionId): SQL | undefined =>
    except ? ne(column, except) : undefined;
  await db
    .update(bladeTokenFamily)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(
      and(
        inArray(bladeTokenFamily.userId, [...userIds]),
        isNull(bladeTokenFamily.revokedAt),
        kept(bladeTokenFamily.id),
      ),
    );
  await db
    .delete(bladeRefreshToken)
    .where(and(inArray(bladeRefreshToken.userId, [...userIds]), kept(bladeRefreshToken.sessionId)));
}

/** Ends every family signed in to these tenants (a removed tenant). */
export async function revokeTenantFamilies(db: DbOrTx, tenantIds: readonly string[]): Promise<void> {
  if (tenantIds.length === 0) return;
  await db
    .update(bladeTokenFamily)
    .set({ revokedAt: new Date(), revokeReason: 'tenant' })
    .where(and(inArray(bladeTokenFamily.tenantId, [...tenantIds]), isNull(bladeTokenFamily.revokedAt)));
  await db.delete(bladeRefreshToken).where(inArray(bladeRefreshToken.tenantId, [...tenantIds]));
}
