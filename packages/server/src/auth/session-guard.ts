import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { bladeTenant, bladeTokenFamily, bladeUser } from '../db/schema';
import type { AccessClaims } from './jwt';
import { SESSION_CHECK_MS, SecondCache } from './second-cache';
import { USER_STATUS } from './user-status';
import { splitCsv } from './users';

/**
 * Whether an access token's session still stands. A signature only proves the token was issued;
 * sign-out, a password change or reset, a removed, refused or regraded user and a removed or
 * expired tenant must end it too (issue 17), on every replica, within a second.
 *
 * Design: each replica remembers what the database said about a session for at most
 * {@link SESSION_CHECK_MS} (auth/second-cache.ts). That is the whole protocol: nothing is sent
 * between replicas, and whatever the database says now, every replica says within a second,
 * however the change was made (a route, another replica, SQL by hand). A revocation counter read
 * once a second would save the lookups of busy sessions, but needs a counter bumped on every path
 * that ends a session, which is what let access tokens outlive them in the first place. The cost
 * here is one primary-key lookup per active session per second per replica; the other calls in that
 * second (a page loads a dozen at once) cost no database round trip, and concurrent calls of an
 * unknown session share one lookup.
 */
export { SESSION_CHECK_MS };

/** What the database says of a session that stands: whose it is and the roles its user holds now. */
interface LiveSession {
  userId: string;
  tenantId: string;
  roleIds: ReadonlySet<string>;
}

export class SessionGuard {
  /** null: the session has ended (or never existed). */
  private readonly sessions: SecondCache<LiveSession | null>;

  constructor(
    private readonly db: Db,
    ttlMs: number = SESSION_CHECK_MS,
    now: () => number = () => performance.now(),
  ) {
    this.sessions = new SecondCache(ttlMs, now);
  }

  /**
   * Whether the token's session is live, its user still active in a live tenant, and every role
   * the token carries still the user's (a role taken away ends the tokens that carry it).
   */
  async isLive(claims: AccessClaims): Promise<boolean> {
    if (!claims.session_id) return false;
    const session = await this.sessions.get(claims.session_id, () => readSession(this.db, claims.session_id));
    return standsFor(session, claims);
  }

  /**
   * {@link isLive}'s answer when this replica already holds a fresh one for the session (the same
   * second as {@link isLive} keeps it); undefined when only {@link isLive} can tell.
   */
  isLiveNow(claims: AccessClaims): boolean | undefined {
    if (!claims.session_id) return false;
    const kept = this.sessions.peek(claims.session_id);
    return kept && standsFor(kept.value, claims);
  }

  /** Drops what this replica remembers of a session (its own sign-out takes effect at once). */
  forget(sessionId: string): void {
    this.sessions.delete(sessionId);
  }
}

/** Whether a session the database describes so stands for the token's claims. */
function standsFor(session: LiveSession | null, claims: AccessClaims): boolean {
  if (!session || session.userId !== claims.user_id || session.tenantId !== claims.tenant_id) return false;
  return splitCsv(claims.role_id).every((id) => session.roleIds.has(id));
}

/** One query: the family with its user and (live) tenant. */
async function readSession(db: Db, sessionId: string): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      revokedAt: bladeTokenFamily.revokedAt,
      userId: bladeTokenFamily.userId,
      tenantId: bladeTokenFamily.tenantId,
      userDeleted: bladeUser.isDeleted,
      userStatus: bladeUser.status,
      roleId: bladeUser.roleId,
      tenantExpires: bladeTenant.expireTime,
      tenantRow: bladeTenant.id,
    })
    .from(bladeTokenFamily)
    .innerJoin(bladeUser, eq(bladeUser.id, bladeTokenFamily.userId))
    .leftJoin(
      bladeTenant,
      and(eq(bladeTenant.tenantId, bladeTokenFamily.tenantId), eq(bladeTenant.isDeleted, 0)),
    )
    .where(eq(bladeTokenFamily.id, sessionId))
    .limit(1);
  if (!row || row.revokedAt !== null) return null;
  if (row.userDeleted !== 0 || row.userStatus !== USER_STATUS.active) return null;
  if (row.tenantRow === null) return null;
  if (row.tenantExpires && row.tenantExpires.getTime() <= Date.now()) return null;
  return {
    userId: String(row.userId),
    tenantId: row.tenantId,
    roleIds: new Set(splitCsv(row.roleId)),
  };
}
