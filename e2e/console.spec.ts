import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { AUTH_WIRE, OTHER_TOKEN_PATH, sentPassword } from './dialect';
import { closesWith, openFromMenuSearch, pressRowAction, signIn, tabsBar } from './pages-support';

/**
 * The console end to end, against the built product: sign-in, navigation, a CRUD page with every
 * message of SPEC §5/§8, the tabs, lock, theme and language, and the guard's redirects.
 *
 * Most tests start from one signed-in storage state (cookies + local storage) made once by signing
 * in through the form; the tests about signing in and being signed out start without it.
 */
const STATE = path.join(tmpdir(), `blade-e2e-console-${process.pid}.json`);

async function saveSignedInState(browser: Browser) {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await signIn(page);
  // Wait for the menu: it is stored too, so pages open without waiting for it again.
  await expect(
    page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '系统管理' }),
  ).toBeVisible();
  await context.storageState({ path: STATE });
  await context.close();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
// A toast is a status line ("警告: …"). A modal dialog hides the rest of the page from the
// accessibility tree, toasts included, so they are found by their role attribute and text.
const toast = (page: Page, text: string) => page.locator('[role="status"]', { hasText: text });

async function openFromSidebar(page: Page, group: string, item: string) {
  await sidebar(page).getByRole('button', { name: group, exact: true }).click();
  await sidebar(page)
    .getByRole('link', { name: item, exact: true })
    .or(sidebar(page).getByRole('button', { name: item, exact: true }))
    .click();
}

test.describe('signed out', () => {
  test('signs in through the form and lands on the welcome tab titled home', { tag: '@session' }, async ({
    page,
  }) => {
    const grants: Request[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === AUTH_WIRE.token || pathname === OTHER_TOKEN_PATH) grants.push(request);
    });
    await signIn(page);
    // Over the build's dialect's wire only, the password encoded as that dialect sends it.
    expect(grants.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([
      `POST ${AUTH_WIRE.token}`,
    ]);
    expect(sentPassword(grants[0]!)).toMatch(AUTH_WIRE.password.shape);
    await expect(page.getByRole('heading', { name: '你好，管理员' })).toBeVisible();
    await expect(page).toHaveTitle('首页');
    await expect(tabsBar(page).getByRole('button', { name: '首页' })).toBeVisible();
  });

  test('with no token a console address asks to sign in and names itself to come back to', async ({
    page,
  }) => {
    await page.goto('/system/param');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fparam$/);
  });
});

test.describe('signed in', () => {
  test.beforeAll(async ({ browser }) => {
    // Fresh each run: the e2e server starts on a new database.
    await saveSignedInState(browser);
  });
  test.use({ storageState: STATE });

  test('opens pages from the sidebar', async ({ page }) => {
    await page.goto('/wel/index');
    await openFromSidebar(page, '系统管理', '参数管理');
    await expect(page).toHaveURL(/\/system\/param$/);
    await expect(page.getByRole('table', { name: '参数管理' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'account.initPassword' })).toBeVisible();
    await expect(page).toHaveTitle('参数管理');

    await openFromSidebar(page, '工作台', '通知公告');
    await expect(page).toHaveURL(/\/desk\/notice$/);
    await expect(page.getByRole('table', { name: '通知公告' })).toBeVisible();
    await expect(tabsBar(page).getByRole('button', { name: '通知公告', exact: true })).toBeVisible();
  });

  test('opens a page from menu search: click the icon, type, Enter', async ({ page }) => {
    await page.goto('/wel/index');
    const search = await openFromMenuSearch(page, '通用');
    await expect(page).toHaveURL(/\/monitor\/log\/usual$/);
    await expect(search).toBeHidden();
    await expect(page.getByRole('table', { name: '通用日志' })).toBeVisible();
  });

  // @replicas: the CRUD page the replica run (E2E_REPLICAS) drives through its round-robin proxy.
  test('a parameter: every validation message, then add, edit and delete', { tag: '@replicas' }, async ({
    page,
  }) => {
    await page.goto('/system/param');
    const table = page.getByRole('table', { name: '参数管理' });
    await expect(table.getByRole('cell', { name: 'account.initPassword' })).toBeVisible();

    // Delete with nothing selected: dimmed, and pressed anyway it says why.
    const bulkDelete = page.getByRole('toolbar', { name: '表格操作' }).getByRole('button', { name: '删除' });
    await expect(bulkDelete).toHaveAttribute('aria-disabled', 'true');
    await bulkDelete.click({ force: true });
    await expect(toast(page, '请选择至少一条数据')).toBeVisible();

    // Add: each required field says so on blur.
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '新增参数' });
    const name = dialog.getByRole('textbox', { name: '参数名称' });
    const key = dialog.getByRole('textbox', { name: '参数键名' });
    const value = dialog.getByRole('textbox', { name: '参数键值' });
    await name.focus();
    await key.focus();
    await expect(dialog.getByText('请输入参数名称')).toBeVisible();
    await value.focus();
    await expect(dialog.getByText('请输入参数键名')).toBeVisible();
    await dialog.getByRole('textbox', { name: '备注' }).focus();
    await expect(dialog.getByText('请输入参数键值')).toBeVisible();

    const stamp = Date.now().toString(36);
    await name.fill(`端到端参数${stamp}`);
    await key.fill(`e2e.${stamp}`);
    await value.fill('one');
    await expect(dialog.getByText('请输入参数名称')).toBeHidden();
    await dialog.getByRole('button', { name: '保存' }).click();
    await closesWith(page, dialog, '新增成功');
    const row = table.getByRole('row').filter({ hasText: `e2e.${stamp}` });
    await expect(row).toBeVisible();

    // Edit.
    await pressRowAction(row, '编辑');
    const edit = page.getByRole('dialog', { name: '编辑参数' });
    await expect(edit.getByRole('textbox', { name: '参数键值' })).toHaveValue('one');
    await edit.getByRole('textbox', { name: '参数键值' }).fill('two');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'two', exact: true })).toBeVisible();

    // Delete, confirmed.
    await pressRowAction(row, '删除');
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '提示' }));
    await expect(confirm).toContainText('确定将选择数据删除?');
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('the tab rules: one tab is not closable, closing the active opens the previous, close all, reload', async ({
    page,
  }) => {
    await page.goto('/wel/index');
    const tabs = tabsBar(page);
    await expect(tabs.getByRole('button', { name: '首页' })).toBeVisible();
    await expect(tabs.getByRole('button', { name: /^关闭/ })).toHaveCount(0);

    await openFromSidebar(page, '系统管理', '参数管理');
    await expect(page).toHaveURL(/\/system\/param$/);
    await openFromSidebar(page, '工作台', '通知公告');
    await expect(page).toHaveURL(/\/desk\/notice$/);
    await expect(tabs.getByRole('button', { name: '关闭 通知公告' })).toBeVisible();

    // The tabs survive a reload.
    await page.reload();
    await expect(tabs.getByRole('button', { name: '参数管理', exact: true })).toBeVisible();
    await expect(tabs.getByRole('button', { name: '通知公告', exact: true })).toBeVisible();

    await tabs.getByRole('button', { name: '关闭 通知公告' }).click();
    await expect(page).toHaveURL(/\/system\/param$/);
    await expect(tabs.getByRole('button', { name: '通知公告', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(tabs.getByRole('listitem')).toHaveCount(1);
    await expect(tabs.getByRole('button', { name: /^关闭/ })).toHaveCount(0);
  });

  test('lock: a password is required, the lock goes to /lock, a wrong password is told, unlock', {
    tag: '@session',
  }, async ({ page }) => {
    await page.goto('/system/param');
    await page.getByRole('button', { name: '锁屏' }).click();
    const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await expect(dialog.getByText('锁屏密码不能为空')).toBeVisible();
    await dialog.getByRole('textbox', { name: '锁屏密码' }).fill('s3cret');
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await expect(page).toHaveURL(/\/lock$/);

    // Locked: every route goes to the lock page.
    await page.goto('/system/param');
    await expect(page).toHaveURL(/\/lock$/);

    const password = page
      .getByRole('textbox', { name: '解锁密码' })
      .or(page.getByPlaceholder('请输入锁屏密码'));
    await password.fill('wrong');
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page.getByText('解锁密码错误，请重新输入')).toBeVisible();
    await password.fill('s3cret');
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page).toHaveURL(/\/system\/param$/);

    // With the password set, the icon locks at once.
    await page.getByRole('button', { name: '锁屏' }).click();
    await expect(page).toHaveURL(/\/lock$/);
  });

  test('theme: the html data-theme changes and persists across a reload', async ({ page }) => {
    await page.goto('/wel/index');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'theme-default');
    await page.getByRole('button', { name: '主题', exact: true }).click();
    // The radio is drawn by its label (a theme swatch), which takes the click.
    await page.getByRole('dialog', { name: '选择主题' }).getByText('黑色主题', { exact: true }).click();
    await expect(html).toHaveAttribute('data-theme', 'theme-dark');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'theme-dark');
  });

  test('language: zh → en changes the sidebar and the title', async ({ page }) => {
    await page.goto('/system/param');
    await expect(page).toHaveTitle('参数管理');
    await page.getByRole('button', { name: '语言: 中文' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'System', exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Parameters');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  });

  test("in English, the server's refusal is said in English too (issue 39)", async ({ page }) => {
    await page.goto('/system/param');
    await page.getByRole('button', { name: '语言: 中文' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const table = page.getByRole('table', { name: 'Parameters' });
    await expect(table.getByRole('cell', { name: 'account.initPassword' })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('A second initial password');
    await dialog.getByRole('textbox', { name: 'Key' }).fill('account.initPassword');
    await dialog.getByRole('textbox', { name: 'Value' }).fill('654321');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The unique key's refusal, in the words of the server's English catalogue, naming the field.
    // An error toast is an alert (a success one a status line).
    await expect(
      page.locator('[role="alert"]', { hasText: 'Key "account.initPassword" already exists' }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('a 401 (a forged token) logs out and goes to /login', async ({ page, context }) => {
    await page.goto('/wel/index');
    await expect(sidebar(page).getByRole('button', { name: '系统管理' })).toBeVisible();
    const [cookie] = (await context.cookies()).filter((item) => item.name === 'saber-access-token');
    expect(cookie).toBeDefined();
    // Leave the console first: its own calls with a forged token would already send it to /login
    // and cut the navigation below short.
    await page.goto('about:blank');
    await context.addCookies([{ ...cookie!, value: 'forged.token.value' }]);
    // Opening a page loads the menu and the list with the forged token: the server answers 401.
    // The app leaves for /login before the page's load event, so wait only for the response.
    await page.goto('/system/param', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  });

  // SPEC: "Any unknown path redirects to /404"; issue 36: signed in, the 404 is shown inside the
  // shell at the address itself, so the menu stays to go on from.
  test('an unknown path signed in shows the 404 inside the shell', async ({ page }) => {
    await page.goto('/no/such/console/page');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/console\/page$/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
});
