import type { TokenResponse } from '@blade-console/blade-client';

// Apart from the switch form's options (switchOptions.ts): the sign-in form asks only this, and a
// module it shared with the form's chunk would go into /login's first download whole.

/** The parts of a token response the switch form reads. */
export type SwitchUser = Partial<Pick<TokenResponse, 'user_id' | 'dept_id' | 'role_id'>>;

/**
 * In switch mode a sign-in whose user belongs to several departments or holds several roles (the
 * token's comma-joined `dept_id`/`role_id`) asks which pair to work as before entering (Saber).
 */
export function needsSwitchChoice(user: SwitchUser | undefined): boolean {
  return String(user?.dept_id ?? '').includes(',') || String(user?.role_id ?? '').includes(',');
}
