import { website } from '../config';
import { loadShellStrings } from '../i18n';

/**
 * The signed-in frame's module with the shell's strings: the frame route loads it, and the sign-in
 * form fetches it ahead (pages/Login/prepare.ts), so the shell is there when the token is.
 * Not memoised: the module map already shares one download, and a failed load is tried again.
 */
export async function loadSignedInFrame() {
  const [module] = await Promise.all([import('../layout/ConsoleShell'), loadShellStrings()]);
  return module.SignedInFrame;
}

/** The first page (`website.firstPage`), which a sign-in opens: its route loads it, the form ahead. */
export function loadFirstPage() {
  return import('../pages/Welcome');
}

/** The console's home addresses (`/`, and Saber's `/wel`): both redirect to the first page. */
export const HOME_PATHS: readonly string[] = ['/', '/wel'];

/** Where `to` leads once the home addresses' redirect is followed. */
export function landingAddress(to: string): string {
  return HOME_PATHS.includes(to) ? website.firstPage.path : to;
}
