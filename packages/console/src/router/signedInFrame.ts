import { loadShellStrings } from '../i18n';

/**
 * The signed-in frame's module with the shell's strings: the frame route loads it, and the sign-in
 * form starts it as the sign-in is sent, so the shell arrives with the token instead of after it.
 * Not memoised: the module map already shares one download, and a failed load is tried again.
 */
export async function loadSignedInFrame() {
  const [module] = await Promise.all([import('../layout/ConsoleShell'), loadShellStrings()]);
  return module.SignedInFrame;
}
