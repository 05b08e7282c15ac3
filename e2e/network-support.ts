import type { Page } from '@playwright/test';

/**
 * Playwright's `networkidle` for a console page (its event stream left out): one implementation
 * for the e2e tests and the benches, in scripts/browser/network-settle.mjs.
 */
export { isEventStream, trackRequests } from '../scripts/browser/network-settle.mjs';

/**
 * Holds the page's requests to `url` (a glob) until the returned function is called, as a slow
 * network would; then they go on to the real server.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the console's scripts until the returned function is called, so a test can act on the
 * pre-painted /login before the app takes over (scripts/prerender-login.mjs).
 */
export const holdScripts = (page: Page) => holdRequests(page, '**/assets/*.js');
