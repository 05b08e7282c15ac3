import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN_STATE, ensureAdminState, search, signIn, tabsBar } from './pages-support';

/**
 * Kept tabs (issue 22): a tab comes back exactly as it was left — its search and rows, a
 * half-filled form — its address carries the view, and only the tab asked to refresh refetches.
 */
test.beforeAll(({ browser }) => ensureAdminState(browser));
test.use({ storageState: ADMIN_STATE });

const tab = (page: Page, name: string) => tabsBar(page).getByRole('button', { name, exact: true });
const paramTable = (page: Page) => page.getByRole('table', { name: '参数管理' });
const searchBox = (page: Page) =>
  page.getByRole('search', { name: '搜索条件' }).getByRole('textbox', { name: '参数名称', exact: true });

/** The API calls whose path contains `part`, counted from now on. */
function calls(page: Page, part: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count += 1;
  });
  return { count: () => count };
}

/** Opens a page by its address and waits for its tab (added once the page is shown). */
async function open(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(tab(page, label)).toHaveAttribute('aria-current', 'page');
}

/** Opens 个人信息 and types `value` over the loaded name: a half-filled form, not yet saved. */
async function halfFillName(page: Page, value: string) {
  await open(page, '/info/index', '个人信息');
  const realName = page.getByRole('textbox', { name: '姓名', exact: true });
  await expect(realName).not.toHaveValue('');
  await realName.fill(value);
  return realName;
}

/** The parameters tab in front of a personal-info tab whose name field is half filled with `value`. */
async function halfFilledBehindParams(page: Page, value: string) {
  await open(page, '/system/param', '参数管理');
  const realName = await halfFillName(page, value);
  await tab(page, '参数管理').click();
  await expect(paramTable(page)).toBeVisible();
  return realName;
}

async function dataRows(table: Locator): Promise<string[]> {
  return table.locator('tbody tr').allInnerTexts();
}

test('a searched list survives another tab, a return and a reload', async ({ page }) => {
  await open(page, '/system/dict', '系统字典');
  await page.goto('/system/param');
  // The first page listed (the table and a placeholder row are drawn before it arrives).
  await expect(paramTable(page).getByRole('cell', { name: '账号初始密码', exact: true })).toBeVisible();
  const everyRow = (await dataRows(paramTable(page))).length;

  await search(page, '参数名称', '账号');
  await expect(page).toHaveURL(/paramName=%E8%B4%A6%E5%8F%B7/);
  await expect(paramTable(page).getByRole('cell', { name: '账号初始密码', exact: true })).toBeVisible();
  await expect.poll(async () => (await dataRows(paramTable(page))).length).toBeLessThan(everyRow);
  const filtered = await dataRows(paramTable(page));
  expect(filtered.every((row) => row.includes('账号'))).toBe(true);

  // Another tab, then back: the page was kept — the same search and rows, and no new list call.
  const lists = calls(page, '/blade-system/param/list');
  await tab(page, '系统字典').click();
  await expect(page).toHaveURL(/\/system\/dict$/);
  await expect(paramTable(page)).toBeHidden();
  await tab(page, '参数管理').click();
  await expect(page).toHaveURL(/\/system\/param\?paramName=%E8%B4%A6%E5%8F%B7$/);
  await expect(searchBox(page)).toHaveValue('账号');
  expect(await dataRows(paramTable(page))).toEqual(filtered);
  expect(lists.count()).toBe(0);

  // A reload (or a link sent to a colleague) opens the same view from the address.
  await page.reload();
  await expect(searchBox(page)).toHaveValue('账号');
  await expect(paramTable(page).getByRole('cell', { name: '账号初始密码', exact: true })).toBeVisible();
  await expect.poll(() => dataRows(paramTable(page))).toEqual(filtered);
});

test('bad view values in the address fall back to defaults, never an error', async ({ page }) => {
  await page.goto(
    '/system/param?ascs=no_such_column&current=999&size=7&createTime_dategt=not-a-date&paramName=%E8%B4%A6%E5%8F%B7',
  );
  await expect(paramTable(page).getByRole('cell', { name: '账号初始密码', exact: true })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('账号');
  // The page past the end was replaced by the last page that has rows.
  await expect(page).not.toHaveURL(/current=999/);
});

test('a half-filled form in a hidden tab survives the switch, and closing that tab asks first', async ({
  page,
}) => {
  const realName = await halfFilledBehindParams(page, '半填的名字');
  await tab(page, '个人信息').click();
  await expect(realName).toHaveValue('半填的名字');

  // Closing it asks, naming the tab; cancelling keeps it.
  await tab(page, '参数管理').click();
  await tabsBar(page).getByRole('button', { name: '关闭 个人信息' }).click();
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '有未保存的修改' }));
  await expect(question).toContainText('个人信息');
  await question.getByRole('button', { name: '取消' }).click();
  await expect(tab(page, '个人信息')).toBeVisible();
  await tab(page, '个人信息').click();
  await expect(realName).toHaveValue('半填的名字');

  // Closing others asks too; this time the changes are let go.
  await tabsBar(page).getByRole('button', { name: '关闭 个人信息' }).click();
  await question.getByRole('button', { name: '放弃修改并继续' }).click();
  await expect(tab(page, '个人信息')).toHaveCount(0);
  await expect(page).toHaveURL(/\/system\/param$/);
});

test('refresh tab refetches only that tab', async ({ page }) => {
  await open(page, '/system/dict', '系统字典');
  await page.goto('/system/param');
  await expect(paramTable(page)).toBeVisible();
  await searchBox(page).fill('typed, not searched');

  const params = calls(page, '/blade-system/param/list');
  const dicts = calls(page, '/blade-system/dict/');
  const listed = page.waitForResponse((response) => response.url().includes('/blade-system/param/list'));
  await tab(page, '参数管理').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新' }).click();
  await listed;
  // Remounted: what was typed and not searched is gone; the page's list came again, once.
  await expect(searchBox(page)).toHaveValue('');
  await expect(paramTable(page).getByRole('cell', { name: '账号初始密码', exact: true })).toBeVisible();
  expect(params.count()).toBe(1);
  expect(dicts.count()).toBe(0);
});

test('the tab menu closes to the left and right, and a middle click closes a tab', async ({ page }) => {
  await open(page, '/system/param', '参数管理');
  await open(page, '/system/dict', '系统字典');
  await open(page, '/system/post', '岗位管理');
  await open(page, '/system/client', '应用管理');
  await tab(page, '系统字典').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭左侧' }).click();
  await expect(tab(page, '参数管理')).toHaveCount(0);
  await expect(tab(page, '首页')).toBeVisible();
  await tab(page, '系统字典').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭右侧' }).click();
  await expect(tabsBar(page).getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveURL(/\/system\/dict$/);
  await tab(page, '系统字典').click({ button: 'middle' });
  await expect(tabsBar(page).getByRole('listitem')).toHaveCount(1);
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('each tab comes back at its own scroll position', async ({ page }) => {
  // Short enough that the parameter list scrolls.
  await page.setViewportSize({ width: 1280, height: 420 });
  await open(page, '/system/dict', '系统字典');
  await page.goto('/system/param');
  await expect(paramTable(page).getByRole('cell', { name: '账号初始密码', exact: true })).toBeVisible();
  const content = page.getByRole('main');
  const scrollTop = () => content.evaluate((element) => element.scrollTop);
  await content.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect.poll(scrollTop).toBeGreaterThan(100);
  const paramOffset = await scrollTop();

  // The other tab opens at its own (top) position, not at the parameter list's.
  await tab(page, '系统字典').click();
  await expect(paramTable(page)).toBeHidden();
  expect(await scrollTop()).toBe(0);

  await tab(page, '参数管理').click();
  await expect(paramTable(page)).toBeVisible();
  expect(await scrollTop()).toBe(paramOffset);
});

test('a tab left on a wide window and shown on a narrower one fits its new width', async ({ page }) => {
  // A kept page measures its toolbar and table when it is first drawn; shown again, it follows the
  // size it was given while hidden (the window narrowed) rather than measuring mid-switch.
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/system/user', '用户管理');
  const toolbar = page.getByRole('main').getByRole('toolbar').first();
  const more = toolbar.getByRole('button', { name: '更多', exact: true });
  await expect(page.getByRole('table', { name: '用户管理' })).toBeVisible();
  await expect(more).toBeHidden();
  // In the app (a reload would mount the user page afresh): the menu's link.
  await page.getByRole('link', { name: '系统字典', exact: true }).click();
  await expect(tab(page, '系统字典')).toHaveAttribute('aria-current', 'page');

  // Still a desktop (the sidebar beside the page, the tabs bar shown), but narrower.
  await page.setViewportSize({ width: 1000, height: 900 });
  await tab(page, '用户管理').click();
  await expect(more).toBeVisible();
  const lines = () =>
    toolbar.evaluate(
      (bar) =>
        new Set(
          [...bar.querySelectorAll('button')]
            .filter((button) => button.checkVisibility())
            .map((button) => Math.round(button.getBoundingClientRect().top)),
        ).size,
    );
  await expect.poll(lines).toBe(1);
  const region = page.getByRole('region', { name: '用户管理' });
  const fits = () => region.evaluate((element) => element.getBoundingClientRect().right <= innerWidth);
  await expect.poll(fits).toBe(true);
});

test('the lock screen hides every tab and sends nothing; after the unlock a half-filled form is as it was', async ({
  page,
}) => {
  const realName = await halfFilledBehindParams(page, '锁屏前填的名字');
  await searchBox(page).fill('typed before the lock');
  await tab(page, '个人信息').click();

  const apiCalls: string[] = [];
  const noteCall = (request: { url: () => string }) => {
    const url = new URL(request.url());
    // The session's token refresh runs whatever the page (SPEC §4); the pages must send nothing.
    if (url.pathname.startsWith('/api/') && !url.pathname.includes('/oauth/token'))
      apiCalls.push(url.pathname);
  };
  page.on('request', noteCall);
  await page.getByRole('button', { name: '锁屏' }).click();
  const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
  await dialog.getByRole('textbox', { name: '锁屏密码' }).fill('kept-lock');
  await dialog.getByRole('button', { name: '锁屏' }).click();
  await expect(page).toHaveURL(/\/lock$/);

  // Nothing of the console is shown or reachable behind the lock screen.
  const password = page.getByRole('textbox', { name: '解锁密码' });
  await expect(password).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(realName).toBeHidden();
  await expect(tabsBar(page)).toBeHidden();
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
  // Tabbing around never lands on something hidden (the shell's controls, a kept page's fields).
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    const focusedIsShown = await page.evaluate(() => {
      const focused = document.activeElement;
      return !focused || focused === document.body || focused.checkVisibility();
    });
    expect(focusedIsShown).toBe(true);
  }

  await password.fill('kept-lock');
  // Counted while locked only: once shown again, a page may revalidate data older than its age.
  page.off('request', noteCall);
  expect(apiCalls).toEqual([]);
  await page.getByRole('button', { name: '解锁' }).click();

  await expect(page).toHaveURL(/\/info\/index$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(realName).toHaveValue('锁屏前填的名字');
  await tab(page, '参数管理').click();
  await expect(searchBox(page)).toHaveValue('typed before the lock');
  // The form is still known to hold unsaved input: closing its tab asks first.
  await tabsBar(page).getByRole('button', { name: '关闭 个人信息' }).click();
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '有未保存的修改' }));
  await expect(question).toContainText('个人信息');
});

test.describe('signed in afresh (this test signs out)', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('signing out from the lock screen asks first about a half-filled form, naming its tab', async ({
    page,
  }) => {
    await signIn(page);
    await halfFillName(page, '锁屏后退出前填的名字');

    await page.getByRole('button', { name: '锁屏' }).click();
    const lockDialog = page.getByRole('dialog', { name: '设置锁屏密码' });
    await lockDialog.getByRole('textbox', { name: '锁屏密码' }).fill('kept-lock');
    await lockDialog.getByRole('button', { name: '锁屏' }).click();
    await expect(page).toHaveURL(/\/lock$/);

    // Cancelled: still locked, nothing signed out.
    await page.getByRole('button', { name: '退出登录' }).click();
    const question = page.getByRole('dialog', { name: '有未保存的修改' });
    await expect(question).toContainText('个人信息');
    await question.getByRole('button', { name: '取消' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/lock$/);

    // Let go: signed out.
    const ended = page.waitForRequest((request) => request.url().endsWith('/api/blade-auth/oauth/logout'));
    await page.getByRole('button', { name: '退出登录' }).click();
    await question.getByRole('button', { name: '放弃修改并继续' }).click();
    await ended;
    await expect(page).toHaveURL(/\/login$/);
  });
});
