import { USER_PREFIXES } from '../http/user-prefixes';
import { msg } from '../i18n';

/**
 * Forced password change (issue 17, point 6). An account created or reset with the tenant's initial
 * password (`account.initPassword`, 123456 unless configured) carries `password_change_required` on
 * its row; its access tokens carry the same flag (issued from the row, so a refresh after the change
 * drops it), and such a token opens only the routes below until the person has chosen a password.
 * The seeded demo accounts of tenant 000000 never get the flag (docs/security.md, "Forced password change").
 */
export const PASSWORD_CHANGE_REQUIRED = msg('auth.passwordChangeRequired');

/** A new password equal to the initial one would leave the account as guessable as before. */
export const SAME_AS_INITIAL = msg('auth.sameAsInitial');

/** What a flagged token may still call: change the password, read who it is, sign out. */
const OPEN_WHILE_REQUIRED: ReadonlySet<string> = new Set([
  ...USER_PREFIXES.flatMap((prefix) => [`/api${prefix}/update-password`, `/api${prefix}/info`]),
  '/api/blade-auth/oauth/user-info',
  '/api/blade-auth/oauth/logout',
  '/api/blade-auth/logout',
]);

/** Whether a token that must change its password may call this (decoded) path. */
export function openWhilePasswordChangeRequired(pathname: string): boolean {
  return OPEN_WHILE_REQUIRED.has(pathname);
}
