import type { AccessClaims } from '../../auth/jwt';
import { revokeSession } from '../../auth/refresh-tokens';
import type { AppContext } from '../../context';

/**
 * Signing out, on either dialect's logout: ends the session — its refresh tokens, and its access
 * tokens at once on this replica and within a second on the others (SessionGuard; a token reaching
 * here always names a session).
 */
export async function endSession(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  user: Pick<AccessClaims, 'session_id'>,
): Promise<void> {
  await revokeSession(ctx.db, user.session_id);
  ctx.sessions.forget(user.session_id);
}
