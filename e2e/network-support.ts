import type { Page } from '@playwright/test';

/**
 * Playwright's `networkidle` for a console page (its event stream left out): one implementation
 * for the e2e tests and the benches, in scripts/browser/network-settle.mjs.
 */
export { isEventStream, trackRequests } from '../scripts/browser/network-settle.mjs';

/**
 * Holds the console's scripts until the returned function is called, so a test can act on the
 * pre-painted /login before the app takes over (scripts/prerender-login.mjs).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
