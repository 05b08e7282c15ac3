import type { AccessClaims } from '../../auth/jwt';
import { revokeSession, revokeUserSessions } from '../../auth/refresh-tokens';
import type { DbOrTx } from '../../db/connection';

/**
 * Signing out, on either dialect's logout: revokes the session's token family, so its refresh
 * token is refused from now on; the short-lived access token simply runs out.
 */
export async function endSession(db: DbOrTx, user: AccessClaims): Promise<void> {
  if (user.session_id) await revokeSession(db, user.session_id);
  // A token from before sessions were recorded: end all of the user's sessions instead.
  else if (/^\d{1,19}$/.test(user.user_id)) await revokeUserSessions(db, [BigInt(user.user_id)]);
}
