import { expect, test } from '@playwright/test';

/**
 * The sign-in click's own path (issue 43): what the form prepares while a person types — the
 * password's hashing, the console's chunks (pages/Login/prepare.ts) — is not waited for again once
 * they press 登录, so the token request leaves with the click.
 */
test('a sign-in prepared while typing sends its token request from the click itself', async ({ page }) => {
  // Marks, at the click (capture phase, before the form sees it), a task queued behind it, and
  // records whether the token request started before that task ran: the click's own work and its
  // microtasks come first, anything the SDK waits a task for (an import() resolves in one) after.
  await page.addInitScript(() => {
    const state = { taskRan: false, tokenBeforeTask: undefined as boolean | undefined };
    Object.assign(window, { __signInOrder: state });
    document.addEventListener(
      'click',
      () => {
        state.taskRan = false;
        setTimeout(() => (state.taskRan = true), 0);
      },
      { capture: true },
    );
    const fetchFirst = window.fetch;
    window.fetch = function (input, init) {
      if (String(input instanceof Request ? input.url : input).includes('/oauth/token'))
        state.tokenBeforeTask ??= !state.taskRan;
      return fetchFirst.call(this, input, init);
    };
  });
  await page.goto('/login');
  await page.locator('#login-username').fill('admin');
  await page.locator('#login-password').fill('admin');
  await page.locator('#login-captcha').fill('abcd');
  // The form prepares the sign-in on its first focus (pages/Login/prepare.ts): let it finish.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '你好，管理员' })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as { __signInOrder?: { tokenBeforeTask?: boolean } }).__signInOrder?.tokenBeforeTask,
    ),
  ).toBe(true);
});

test('the console a sign-in opens arrives in a handful of files, not dozens', async ({ page }) => {
  // Every script the browser fetches from the form's first focus to the welcome page: the form's
  // prefetch (the password's hashing, the router, the signed-in frame, the first page) and anything
  // the sign-in still lacks. On HTTP/1.1 a browser fetches six at a time, so each file beyond six is
  // a round trip the sign-in waits for when it is pressed soon after the first focus (vite.config.ts,
  // the `signed-in` group: 36 files before it, 6 with it).
  await page.goto('/login');
  await expect(page.locator('#login-username')).toBeEnabled();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.locator('#login-username').fill('admin');
  await page.locator('#login-password').fill('admin');
  await page.locator('#login-captcha').fill('abcd');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '你好，管理员' })).toBeVisible();
  expect(scripts.length, scripts.join('\n')).toBeGreaterThan(0);
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(8);
});
