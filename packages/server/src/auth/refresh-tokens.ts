import type { TokenResponse } from '@blade-console/blade-client/types';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/connection';
import { bladeRefreshToken } from '../db/schema';
import { openSuccessor, sealSuccessor } from './successor-seal';
import {
  dropExpired,
  isFamilyLive,
  type RevokeReason,
  revokeFamily,
  revokeUserFamilies,
  type TokenOwnership,
} from './token-family';

/**
 * Refresh tokens are JWTs whose `jti` must also be a row of `blade_refresh_token`, so they can be
 * revoked (sign-out, password reset, refused or removed user) and rotate: each refresh issues a
 * successor, and the used token is good again only as a retry within the reuse window.
 */
export interface StoredRefreshToken extends TokenOwnership {
  jti: string;
  /** The token family (see token-family.ts). */
  sessionId: string;
}

/** Records a newly issued refresh token, and drops the user's expired ones on the way. */
export async function storeRefreshToken(db: DbOrTx, token: StoredRefreshToken): Promise<void> {
  await dropExpired(db, bladeRefreshToken, token.userId);
  await db.insert(bladeRefreshToken).values(token);
}

export interface RotationRequest {
  /** The refresh token as presented: the key of its successor's seal. */
  token: string;
  jti: string;
  userId: bigint;
  clientId: string;
  /** The dept and role asked for (headers): a retry gets the stored successor only for the same ones. */
  wanted: string;
  /** How long after a rotation the same token still gets the same successor (0: never). */
  reuseWindowSeconds: number;
  /** Issues the successor in the family, inside the rotation's transaction. */
  issue(tx: Tx, familyId: string): Promise<TokenResponse>;
}

export type Rotation =
  | { kind: 'issued' | 'replayed'; response: TokenResponse }
  | { kind: 'refused' }
  /** Reuse after the window: taken for theft, the family is revoked. */
  | { kind: 'reused'; familyId: string };

interface SealedSuccessor {
  wanted: string;
  response: TokenResponse;
}

/**
 * Exchanges a refresh token for its successor. The token's row is locked for the exchange, so two
 * replicas handed the same token at once answer one after the other from the database: the first
 * issues, the second replays. Time is the server's clock, as for every expiry.
 */
export function rotateRefreshToken(db: Db, request: RotationRequest): Promise<Rotation> {
  return db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx
      .select()
      .from(bladeRefreshToken)
      .where(
        and(
          eq(bladeRefreshToken.jti, request.jti),
          eq(bladeRefreshToken.userId, request.userId),
          eq(bladeRefreshToken.clientId, request.clientId),
        ),
      )
      .for('update');
    const now = new Date();
    if (!row || row.expiresAt <= now || !(await isFamilyLive(tx, row.sessionId))) return { kind: 'refused' };

    const windowMs = request.reuseWindowSeconds * 1000;
    if (row.rotatedAt === null) {
      const response = await request.issue(tx, row.sessionId);
      const sealed: SealedSuccessor = { wanted: request.wanted, response };
      await tx
        .update(bladeRefreshToken)
        .set({ rotatedAt: now, successor: sealSuccessor(request.token, sealed) })
        .where(eq(bladeRefreshToken.jti, row.jti));
      // Older seals of the family are past their window: nothing may open them any more.
      await tx
        .update(bladeRefreshToken)
        .set({ successor: null })
        .where(
          and(
            eq(bladeRefreshToken.sessionId, row.sessionId),
            lt(bladeRefreshToken.rotatedAt, new Date(now.getTime() - windowMs)),
          ),
        );
      return { kind: 'issued', response };
    }

    if (windowMs > 0 && now.getTime() - row.rotatedAt.getTime() <= windowMs) {
      const sealed = row.successor ? openSuccessor<SealedSuccessor>(request.token, row.successor) : undefined;
      // The same question within the window gets the same answer. Another dept or role is a new
      // question the client must ask with the successor; refused, but no sign of theft.
      if (sealed && sealed.wanted === request.wanted) return { kind: 'replayed', response: sealed.response };
      return { kind: 'refused' };
    }

    // Used again after its window: either the client or a thief holds a stale copy, and the server
    // cannot tell which, so both lose the session (OAuth 2.0 Security BCP §4.14.2).
    await revokeFamily(tx, row.sessionId, 'reuse');
    return { kind: 'reused', familyId: row.sessionId };
  });
}

/** Ends one sign-in session: its family with every refresh token in it. */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await revokeFamily(db, sessionId, 'logout');
}

/**
 * Ends every session of these users (password reset, refused registration, removal, a role change);
 * their access tokens answer 401 within a second (SessionGuard).
 */
export async function revokeUserSessions(
  db: DbOrTx,
  userIds: readonly bigint[],
  reason: RevokeReason = 'user',
): Promise<void> {
  await revokeUserFamilies(db, userIds, reason);
}

/** A user changed their own password: every other session of theirs ends, the one they used stays. */
export async function revokeOtherSessions(db: DbOrTx, userId: bigint, keptSessionId: string): Promise<void> {
  await revokeUserFamilies(db, [userId], 'password', keptSessionId || undefined);
}
