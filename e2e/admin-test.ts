import { test as base } from '@playwright/test';
import { ADMIN_STATE, ensureAdminState } from './pages-support';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` for the files whose tests all run as the administrator: a worker fixture signs
 * the administrator in through the form once per worker, and every test's context starts from that
 * saved state. Import it in place of `@playwright/test`'s `test`; a `test.use({ storageState })` in
 * a describe block still overrides it.
 */
export const test = base.extend<object, { adminState: string }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      await ensureAdminState(browser, workerInfo.project.use.baseURL);
      await use(ADMIN_STATE);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminState }, use) => use(adminState),
});
