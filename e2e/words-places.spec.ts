import type { Page } from '@playwright/test';
import { expect, test } from './admin-test';
import { pressRowAction, rowWith } from './pages-support';

/**
 * Issue 36, words and places, against the real server: a changed form asks before it is thrown
 * away, dialogs say what they add, edit or show and save with one word, each page says where it
 * sits (breadcrumb), an unknown address keeps the shell, and a signed-out link comes back after
 * sign-in.
 */

// The shell and each page's chunk load on first use; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });
const LOAD = { timeout: 45_000 };

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '面包屑' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const table = (page: Page, name: string) => page.getByRole('table', { name });

test('a changed form asks 放弃修改？ on Esc and ✕; an unchanged one closes at once', async ({ page }) => {
  await page.goto('/system/param');
  await expect(table(page, '参数管理')).toBeVisible(LOAD);
  const add = page.getByRole('dialog', { name: '新增参数' });
  const prompt = page.getByRole('dialog', { name: '放弃修改？' });

  await page.getByRole('button', { name: '新增', exact: true }).click();
  await expect(add).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await expect(prompt).toBeHidden();

  await page.getByRole('button', { name: '新增', exact: true }).click();
  await add.getByRole('textbox', { name: '参数名称' }).fill('端到端未保存');
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: '继续编辑' }).click();
  await expect(prompt).toBeHidden();
  await expect(add.getByRole('textbox', { name: '参数名称' })).toHaveValue('端到端未保存');

  await add.getByRole('button', { name: '关闭' }).click();
  await prompt.getByRole('button', { name: '放弃修改' }).click();
  await expect(add).toBeHidden();
  await expect(rowWith(page, '端到端未保存')).toHaveCount(0);
});

test('dialogs name what they add, edit or show, and save with one word', async ({ page }) => {
  await page.goto('/system/param');
  const row = rowWith(page, '日志保留天数');
  await expect(row).toBeVisible(LOAD);
  await pressRowAction(row, '编辑');
  const edit = page.getByRole('dialog', { name: '编辑参数' });
  await expect(edit.getByRole('button', { name: '保存', exact: true })).toBeVisible();
  await expect(edit.getByRole('button', { name: '修改', exact: true })).toHaveCount(0);
  await edit.getByRole('button', { name: '取消' }).click();
  await expect(edit).toBeHidden();
  await pressRowAction(row, '查看');
  await expect(page.getByRole('dialog', { name: '查看参数' })).toBeVisible();
  await page.keyboard.press('Escape');

  // 模型设计 once said only "新增".
  await page.goto('/flow/model');
  await expect(table(page, '模型设计')).toBeVisible(LOAD);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增流程模型' });
  await expect(add.getByRole('button', { name: '保存', exact: true })).toBeVisible();
});

test('each page says where it sits, and no page is named like its group', async ({ page }) => {
  await page.goto('/system/param');
  await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['系统管理', '参数管理'], LOAD);
  await expect(breadcrumb(page).getByText('参数管理')).toHaveAttribute('aria-current', 'page');

  await page.goto('/report/reportlist');
  await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['报表管理', '报表列表'], LOAD);
  await page.goto('/flow/manager');
  await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['流程管理', '流程列表'], LOAD);
  await expect(sidebar(page).locator('a', { hasText: /^流程列表$/ })).toHaveCount(1);
});

test('an unknown console address shows the 404 inside the shell', async ({ page }) => {
  await page.goto('/system/no-such-page');
  await expect(page.getByRole('heading', { name: /页面不存在/ })).toBeVisible(LOAD);
  await expect(page).toHaveURL(/\/system\/no-such-page$/);
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // From there the menu still leads on.
  await sidebar(page).getByRole('button', { name: '系统管理', exact: true }).click();
  await sidebar(page).getByRole('link', { name: '参数管理', exact: true }).click();
  await expect(table(page, '参数管理')).toBeVisible(LOAD);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  async function signInHere(page: Page) {
    await page.getByRole('textbox', { name: '账号', exact: true }).fill('admin');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('admin');
    // BLADE_CAPTCHA=false on the e2e server: any code passes.
    await page.getByRole('textbox', { name: '验证码', exact: true }).fill('abcd');
    await page.getByRole('button', { name: '登录', exact: true }).click();
  }

  test('a deep link asks to sign in, then opens the page it named', async ({ page }) => {
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fuser$/);
    await signInHere(page);
    await expect(page).toHaveURL(/\/system\/user$/, LOAD);
    await expect(table(page, '用户管理')).toBeVisible(LOAD);
  });

  test('a redirect to another site is ignored: the sign-in opens home', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fphish');
    await signInHere(page);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/wel\/index$/, LOAD);
  });
});
