import { expect, type Page, test } from '@playwright/test';
import { as, askForLeave, decide, row } from './flow-support';
import { pressRowAction, tabsBar } from './pages-support';

/**
 * The top bar's bell and the workflow lists on the real server, as the leave accounts use them: a
 * request staff starts shows in the manager's bell and dashboard; claiming and approving it updates
 * the lists, the bell and the counts without a reload; "mark all read" is kept by the server.
 */
test.describe.configure({ mode: 'serial' });

const bell = (page: Page) => page.getByRole('button', { name: /^通知/ });
const bellPanel = (page: Page) => page.getByRole('dialog', { name: '通知' });

/** A dashboard figure: its card's link (label and number). */
const figure = (page: Page, label: string) =>
  page.getByRole('list', { name: '我的工作概况' }).getByRole('link').filter({ hasText: label });

/** Marks the document: still there afterwards means nothing reloaded the page. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);

test('a leave request reaches the manager’s bell and dashboard; claim and approval update them without a reload', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await as(browser, 'staff');
  // The form names the process as people know it, never by its id.
  await staff.goto('/work/start');
  await pressRowAction(row(staff, '请假流程'), '发起');
  await expect(staff.getByText('流程: 请假流程')).toBeVisible();
  await expect(staff.getByText(/Leave:\d+:/)).toHaveCount(0);
  await askForLeave(staff, '2031-09-01', '2031-09-02', '铃铛测试');

  const manager = await as(browser, 'manager');
  await manager.goto('/wel/dashboard');
  // The first sign-in loads the dashboard's chunks: on a busy machine that takes a while.
  await expect(figure(manager, '待我签收')).toContainText('1', { timeout: 30_000 });
  await expect(figure(manager, '我的待办')).toContainText('0');
  await markDocument(manager);

  await bell(manager).click();
  const panel = bellPanel(manager);
  // No demo content anywhere in the bell.
  for (const demo of ['周报', '曲妮妮', '曲丽丽', '仓库盘点', '邮件'])
    await expect(panel).not.toContainText(demo);
  await panel.getByRole('tab', { name: '待办 (1)' }).click();
  await panel.getByRole('button', { name: /待签请假流程 · 部门经理审批/ }).click();
  await expect(manager).toHaveURL(/\/work\/claim$/);

  await pressRowAction(row(manager, '部门经理审批'), '签收');
  await expect(manager.getByRole('table', { name: '待签事务' }).getByText('暂无数据')).toBeVisible();

  // The bell has followed: the task is now one to do, and opens its form.
  await bell(manager).click();
  await bellPanel(manager).getByRole('tab', { name: '待办 (1)' }).click();
  await bellPanel(manager)
    .getByRole('button', { name: /待办请假流程 · 部门经理审批/ })
    .click();
  await expect(manager).toHaveURL(/\/work\/process\/leave\/handle\//);
  await expect(manager.getByText('铃铛测试')).toBeVisible();
  await decide(manager, '同意', '准了');

  // The kept dashboard tab counts again: nothing to claim, nothing to do.
  await tabsBar(manager).getByText('控制台', { exact: true }).click();
  await expect(figure(manager, '待我签收')).toContainText('0');
  await expect(figure(manager, '我的待办')).toContainText('0');
  await bell(manager).click();
  await expect(bellPanel(manager).getByRole('tab', { name: '待办', exact: true })).toBeVisible();
  await manager.keyboard.press('Escape');
  expect(await notReloaded(manager)).toBe(true);
});

test('mark all read clears the bell’s notices and stays so after a reload, for that person only', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const hr = await as(browser, 'hr');
  const staff = await as(browser, 'staff');
  await bell(hr).click();
  const panel = bellPanel(hr);
  await expect(panel.getByRole('tab', { name: /^通知公告 \(\d+\)$/ })).toBeVisible();
  await expect(panel.getByRole('tabpanel')).toContainText('测试公告');
  await panel.getByRole('button', { name: '全部已读' }).click();
  await expect(panel.getByRole('tabpanel')).toContainText('没有未读的通知公告');
  await expect(bell(hr)).toHaveAccessibleName('通知');

  await hr.reload();
  // The whole console loads again: on a busy machine that takes a while.
  await expect(bell(hr)).toHaveAccessibleName('通知', { timeout: 30_000 });
  await bell(hr).click();
  await expect(bellPanel(hr).getByRole('tabpanel')).toContainText('没有未读的通知公告');

  // Read marks are per person: staff still has the notices unread.
  await bell(staff).click();
  await expect(bellPanel(staff).getByRole('tabpanel')).toContainText('测试公告');
});
