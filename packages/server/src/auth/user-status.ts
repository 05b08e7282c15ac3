import type { Message } from '@blade-console/blade-schema';
import { msg } from '../i18n';
/**
 * `blade_user.status`: who may sign in. Seeded and admin-created users are active; a guest who
 * registers waits for an administrator (`/blade-user/audit-pass`), who may also refuse.
 */
export const USER_STATUS = { pending: 0, active: 1, refused: 2 } as const;

/** The `error_description` for a user who may not sign in yet, or undefined when they may. */
export function signInRefusal(status: number): Message | undefined {
  if (status === USER_STATUS.pending) return msg('auth.accountPending');
  if (status === USER_STATUS.refused) return msg('auth.accountRefused');
  return undefined;
}
