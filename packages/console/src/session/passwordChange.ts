import type { TokenResponse } from '@blade-console/blade-client';

/**
 * The forced password change (issue 17): a token answer with `password_change_required` opens only
 * the change, so the guard sends the session to CHANGE_PASSWORD_PATH before the shell.
 *
 * The password typed at that sign-in is the old password the change needs; it is kept in memory
 * only (never stored), so the person types the new one twice and nothing else. After a reload the
 * page asks for the old one too.
 */
let signInPassword: string | undefined;

/** Whether the signed-in user must set a new password before anything else. */
export function mustChangePassword(user: Partial<TokenResponse> | undefined): boolean {
  return user?.password_change_required === true;
}

/** Called with each sign-in's answer: keeps the typed password only when a change is required. */
export function rememberSignInPassword(response: TokenResponse, password: string): void {
  signInPassword = mustChangePassword(response) ? password : undefined;
}

/** The password of the sign-in that asked for the change, while this page load still has it. */
export function signInPasswordForChange(): string | undefined {
  return signInPassword;
}

/** Forgets it once the change is done. */
export function forgetSignInPassword(): void {
  signInPassword = undefined;
}
