import { expect, type Page, test } from '@playwright/test';
import { AUTH_WIRE } from './dialect';
import {
  ADMIN_STATE,
  Api,
  confirm,
  ensureAdminState,
  signIn,
  tabsBar,
  toast,
  tokenOf,
  unique,
} from './pages-support';

/**
 * The signed-in frame around every page (SPEC §2 "Layout and top bar", §4, §8): the error log
 * from capture to upload and clear, the accent colour, the tab menu, and logging out.
 */
const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

async function openFromSidebar(page: Page, group: string, item: string) {
  const toggle = sidebar(page).getByRole('button', { name: group, exact: true });
  // A click on an open group closes it.
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sidebar(page).getByRole('link', { name: item, exact: true }).click();
  // Opened before the next click: a menu page keeps the one before until its code is in, and a
  // second click meanwhile supersedes the first navigation, which then opens no tab (a full run
  // on a loaded machine lost 通知公告 that way).
  await expect(tabsBar(page).getByRole('button', { name: item, exact: true })).toBeVisible();
}

test.describe('signed in (shared state)', () => {
  test.beforeAll(async ({ browser }) => {
    await ensureAdminState(browser);
  });
  test.use({ storageState: ADMIN_STATE });

  test('an uncaught error goes to the error log, is uploaded to the server, then cleared', async ({
    page,
  }) => {
    const text = `e2e boom ${unique()}`;
    await page.goto('/wel/index');
    await expect(page.getByRole('button', { name: '错误日志', exact: true })).toBeVisible();

    // SPEC §8: "UI errors are caught globally and appended to the local error log".
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, text);
    const bug = page.getByRole('button', { name: '错误日志 1' });
    await expect(bug).toBeVisible();

    await bug.click();
    const dialog = page.getByRole('dialog', { name: '错误日志' });
    await expect(dialog.getByRole('cell', { name: text })).toBeVisible();

    const uploaded = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/blade-auth/oauth/logout'),
    );
    await dialog.getByRole('button', { name: '上传服务器' }).click();
    await confirm(page);
    expect((await uploaded).postData()).toContain(text);
    await expect(toast(page, '发送成功')).toBeVisible();

    // The server keeps each uploaded entry as an error log.
    const api = await Api.of(page);
    // The server writes its logs in batches: ask until the entry is there.
    const uploadedMessages = async () => {
      const { records } = await api.get<{ records: { id: string }[] }>('/blade-log/error/list', {
        current: 1,
        size: 50,
      });
      const details = await Promise.all(
        records.map((record) => api.get<{ message: string }>('/blade-log/error/detail', { id: record.id })),
      );
      return details.map((detail) => detail.message);
    };
    await expect.poll(uploadedMessages).toContainEqual(expect.stringContaining(text));

    // Sent logs leave the browser (Saber clears them once the server has them).
    await expect(dialog.getByText('没有错误')).toBeVisible();
    await page.keyboard.press('Escape');

    // A second error, cleared without sending.
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, `${text} again`);
    await page.getByRole('button', { name: '错误日志 1' }).click();
    await dialog.getByRole('button', { name: '清空本地日志' }).click();
    await confirm(page);
    await expect(toast(page, '清空成功')).toBeVisible();
    await expect(dialog.getByText('没有错误')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: '错误日志', exact: true })).toBeVisible();
  });

  test('on a phone, a page chosen in the menu drawer closes the drawer over it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/wel/index');
    const drawer = sidebar(page);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: '系统管理', exact: true }).click();
    await drawer.getByRole('link', { name: '用户管理', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(tabsBar(page).getByRole('button', { name: '用户管理', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Closed, and it stays closed (it was shut and at once reopened by a second toggle).
    await expect(drawer).toBeHidden();
    await page.waitForTimeout(300);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  });

  test('on a phone a toast shows at the bottom, clear of the top bar; on a desktop at the top', async ({
    page,
  }) => {
    // The tab menu's 清除缓存 says 清除完毕 once confirmed.
    const cacheCleared = async () => {
      await page.goto('/wel/index');
      await page.getByRole('button', { name: '标签操作' }).click();
      await page.getByRole('menuitem', { name: '清除缓存' }).click();
      await confirm(page);
      const said = toast(page, '清除完毕');
      await expect(said).toBeVisible();
      const box = await said.boundingBox();
      if (!box) throw new Error('no toast');
      return box;
    };
    await page.setViewportSize({ width: 360, height: 740 });
    const onPhone = await cacheCleared();
    const bar = await page.getByRole('banner').boundingBox();
    expect(onPhone.y).toBeGreaterThan((bar?.y ?? 0) + (bar?.height ?? 56));
    expect(onPhone.y + onPhone.height).toBeLessThanOrEqual(740);
    expect(onPhone.y + onPhone.height).toBeGreaterThan(740 - 80);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect((await cacheCleared()).y).toBeLessThan(56);
  });

  test('a preset accent colour applies at once and survives a reload', async ({ page }) => {
    await page.goto('/system/param');
    const html = page.locator('html');
    await page.getByRole('button', { name: /^主题色 / }).click();
    // The swatch's label (titled with its colour) draws the radio and takes the click.
    const presets = page.getByRole('dialog', { name: '主题色' });
    await presets.getByTitle('#11a983').click();
    await expect(html).toHaveAttribute('style', /#11a983/i);
    await expect(page.getByRole('button', { name: /^主题色 #11a983$/i })).toBeVisible();

    await page.reload();
    await expect(html).toHaveAttribute('style', /#11a983/i);

    // Back to the default so the other tests see the stock colour.
    await page.getByRole('button', { name: /^主题色 / }).click();
    await presets.getByTitle('#409EFF').click();
    await expect(html).not.toHaveAttribute('style', /#11a983/i);
  });

  test('the tab menu: close others keeps home and the chosen tab; clear cache asks, then says cleared', async ({
    page,
  }) => {
    await page.goto('/wel/index');
    const tabs = tabsBar(page);
    await openFromSidebar(page, '系统管理', '参数管理');
    await openFromSidebar(page, '工作台', '通知公告');
    await openFromSidebar(page, '系统管理', '机构管理');
    await expect(tabs.getByRole('button', { name: '机构管理', exact: true })).toBeVisible();
    await expect(tabs.getByRole('listitem')).toHaveCount(4);

    // Right-click a tab: its own menu.
    await tabs.getByRole('button', { name: '通知公告', exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tabs.getByRole('listitem')).toHaveCount(2);
    await expect(tabs.getByRole('button', { name: '首页', exact: true })).toBeVisible();
    await expect(tabs.getByRole('button', { name: '通知公告', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/desk\/notice$/);

    await page.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('menuitem', { name: '清除缓存' }).click();
    await expect(page.getByText('是否清除缓存？')).toBeVisible();
    await confirm(page);
    await expect(toast(page, '清除完毕')).toBeVisible();
  });
});

test.describe('signed in afresh', () => {
  test('logout from the avatar menu ends the session: /login, no token, the console is closed', {
    tag: '@session',
  }, async ({ page, context }) => {
    await signIn(page);
    const token = await tokenOf(context);
    // The build's dialect's logout (GET oauth/logout, or 4.x's POST logout).
    const ended = page.waitForResponse((response) => response.url().endsWith(AUTH_WIRE.logout.path));
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出系统' }).click();
    const answer = await ended;
    expect(answer.request().method()).toBe(AUTH_WIRE.logout.method);
    expect((await answer.json()) as { code: number }).toMatchObject({ code: 200 });
    await expect(page).toHaveURL(/\/login$/);

    const cookies = await context.cookies();
    expect(cookies.filter((cookie) => /token/i.test(cookie.name) && cookie.value)).toEqual([]);
    await page.goto('/system/param');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fparam$/);

    // The server ended the session: the token the console held is refused — at once by the replica
    // that signed out, within a second by any other (SessionGuard's SESSION_CHECK_MS: each replica
    // remembers a session's state for up to a second), so behind two replicas it is asked again.
    await expect
      .poll(
        async () =>
          (
            await page.request.get('/api/blade-system/param/list', {
              headers: { 'Blade-Auth': `bearer ${token}` },
            })
          ).status(),
        { timeout: 2_000, intervals: [100, 200, 300] },
      )
      .toBe(401);
  });
});
