import { loadSignedInFrame } from '../../router/signedInFrame';

/** The longest a sign-in waits for the menu before opening the console without it (ms). */
const MENU_WAIT_MS = 3000;

/**
 * The menu and the shell's module, waited for at most MENU_WAIT_MS, so that the shell's first paint
 * has its sidebar; a failure (or a slow menu) shows later, in the shell.
 */
export async function menuAndShellLoaded(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    // The menu's store comes with the console, not with /login's first load.
    Promise.all([
      import('../../stores/menu').then((module) => module.useMenu.getState().preload()),
      loadSignedInFrame(),
    ]).catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, MENU_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
