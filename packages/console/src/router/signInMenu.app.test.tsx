import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { expect, it, vi } from 'vitest';
import { setupShellTests } from '../test/consoleScreens';
import { renderApp } from '../test/renderApp';

/**
 * Issue 18: a sign-in opens the console with its sidebar menu already there, not an empty shell
 * that fills in a moment later. The captcha is off (a test cannot read it).
 */
vi.mock('../config', async (importOriginal) => {
  const { website } = await importOriginal<typeof import('../config')>();
  return { website: { ...website, captchaMode: false } };
});
// The console's code loads once before the test, not within its time.
const { baseUrl, server } = setupShellTests({ asyncUtilTimeout: 20_000 });

/**
 * Signs in as the administrator through the form and resolves with what `seen` returned at the
 * first DOM change that showed the sidebar (a mutation callback runs before any answer can).
 */
async function signInWatchingSidebar<T>(seen: (sidebar: Element) => T): Promise<T> {
  let first: { value: T } | undefined;
  const observer = new MutationObserver(() => {
    const sidebar = document.querySelector('nav[aria-label="主菜单"]');
    if (sidebar && !first) first = { value: seen(sidebar) };
  });
  observer.observe(document.body, { childList: true, subtree: true });
  try {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/^\*?账号$/), 'admin');
    await user.type(screen.getByLabelText(/^\*?密码$/), 'admin');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(first).toBeDefined());
  } finally {
    observer.disconnect();
  }
  return (first as { value: T }).value;
}

it("shows the menu in the shell's first paint after a sign-in", async () => {
  // A menu slower than the shell's module: the order a real network gives, made certain here.
  server.use(
    http.get(`${baseUrl}/blade-system/menu/routes`, async () => {
      await delay(500);
      // Nothing returned: the mock API's own handler answers.
    }),
  );
  // What the sidebar held when it first appeared.
  expect(await signInWatchingSidebar((sidebar) => sidebar.textContent ?? '')).toContain('系统管理');
});

it('paints the frame with its menu before it renders the first page', async () => {
  // Whether the welcome page was already in when the sidebar first appeared: the frame is one
  // commit and the page the next, so the menu is not kept waiting behind the page's render.
  expect(await signInWatchingSidebar(() => document.querySelector('main h1') !== null)).toBe(false);
  // …and the page follows.
  expect(await screen.findByRole('heading', { level: 1, name: /管理员/ })).toBeInTheDocument();
});
