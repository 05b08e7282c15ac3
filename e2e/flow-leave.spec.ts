import { expect, test } from '@playwright/test';
import { as, askForLeave, claimAndOpen, decide, historyComment, row, shape } from './flow-support';
import { trackRequests } from './network-support';
import { confirm, pressRowAction, toast } from './pages-support';

/**
 * The leave process end to end on the real engine, as the three demo people do it in Chromium: the
 * manager approves every request, more than 3 days also needs HR, a rejection ends the process, and a
 * suspended definition cannot be started.
 */
test.describe.configure({ mode: 'serial' });

test('5 days: manager claims and approves, HR approves; staff sees it finished with history and chart', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await as(browser, 'staff');
  await askForLeave(staff, '2031-03-02', '2031-03-06', '回老家办事');
  await staff.goto('/work/send');
  await expect(row(staff, '部门经理审批')).toBeVisible();

  const manager = await as(browser, 'manager');
  await claimAndOpen(manager, '部门经理审批');
  await expect(manager.getByText('5 天')).toBeVisible();
  await expect(manager.getByText('回老家办事')).toBeVisible();
  await decide(manager, '同意', '同意，注意交接');

  const hr = await as(browser, 'hr');
  await claimAndOpen(hr, '人事审批');
  // The history beside the decision already has the manager's comment.
  await expect(historyComment(hr, '同意，注意交接')).toBeVisible();
  await decide(hr, '同意', '人事已备案');

  await staff.goto('/work/send');
  const finished = row(staff, '已结束');
  await expect(finished).toBeVisible();
  await pressRowAction(finished, '详情');
  await expect(staff).toHaveURL(/\/work\/process\/leave\/detail\//);
  await expect(historyComment(staff, '同意，注意交接')).toBeVisible();
  await expect(historyComment(staff, '人事已备案')).toBeVisible();
  // The chart: visited tasks in the success colour, the flows taken as warning lines, nothing running.
  await expect(shape(staff, 'managerApprove')).toHaveClass(/bc-flow-finished/);
  await expect(shape(staff, 'hrApprove')).toHaveClass(/bc-flow-finished/);
  await expect(shape(staff, 'longLeave')).toHaveClass(/bc-flow-taken/);
  await expect(shape(staff, 'shortLeave')).not.toHaveClass(/bc-flow-taken/);
  await expect(staff.locator('.bc-flow-running')).toHaveCount(0);
});

test('2 days skip HR; a rejection ends the process', async ({ browser }) => {
  test.setTimeout(120_000);
  const staff = await as(browser, 'staff');
  const manager = await as(browser, 'manager');
  const hr = await as(browser, 'hr');
  // How many requests staff had sent before (other files' too, e.g. bell-workflow.spec.ts): the
  // list's total, not its rows (a page shows ten).
  const sent = staff.getByText(/^共 \d+ 条$/).filter({ visible: true });
  const staffRequests = trackRequests(staff);
  await staff.goto('/work/send');
  await expect(staff.getByRole('table', { name: '已发事务' })).toBeVisible();
  await staffRequests.idle();
  const before = Number(/\d+/.exec((await sent.textContent()) ?? '')?.[0]);

  await askForLeave(staff, '2031-04-07', '2031-04-08', '看病');
  await claimAndOpen(manager, '部门经理审批');
  await expect(manager.getByText('2 天')).toBeVisible();
  await decide(manager, '同意', '好的');
  await hr.goto('/work/claim');
  await expect(hr.getByText('暂无数据')).toBeVisible();

  await askForLeave(staff, '2031-05-05', '2031-05-16', '长途旅行');
  await claimAndOpen(manager, '部门经理审批');
  // Rejecting needs a comment: the field says so.
  await manager.getByRole('button', { name: '驳回', exact: true }).click();
  await expect(manager.getByText('驳回时请填写审批意见')).toBeVisible();
  await decide(manager, '驳回', '项目上线期间不批长假');
  await hr.goto('/work/claim');
  await expect(hr.getByText('暂无数据')).toBeVisible();

  await staff.goto('/work/send');
  // The approved 2 days and the rejected request: two more, the newest two, both ended.
  await expect(sent).toHaveText(`共 ${before + 2} 条`);
  const newest = staff.getByRole('table', { name: '已发事务' }).getByRole('row');
  for (const index of [1, 2]) await expect(newest.nth(index)).toContainText('已结束');
  await pressRowAction(staff.getByRole('row').filter({ hasText: '已结束' }).first(), '流程图');
  const dialog = staff.getByRole('dialog', { name: '流程图' });
  await expect(shape(dialog, 'managerApprove')).toHaveClass(/bc-flow-finished/);
});

test('a suspended definition leaves the start list until it is activated', async ({ browser }) => {
  const admin = await as(browser, 'admin');
  const staff = await as(browser, 'staff');
  await admin.goto('/flow/manager');
  await pressRowAction(row(admin, '请假流程'), '挂起');
  await confirm(admin);
  await expect(toast(admin, '流程已挂起')).toBeVisible();
  try {
    await staff.goto('/work/start');
    await expect(staff.getByText('暂无数据')).toBeVisible();
  } finally {
    await admin.goto('/flow/manager');
    await pressRowAction(row(admin, '请假流程'), '激活');
    await confirm(admin);
    await expect(toast(admin, '流程已激活')).toBeVisible();
  }
  await staff.goto('/work/start');
  await expect(row(staff, '请假流程')).toBeVisible();
});

test('in English, a kept workflow tab reads in English after a reload on another page', async ({
  browser,
}) => {
  const page = await as(browser, 'staff');
  const englishTab = (name: string) =>
    page.getByRole('navigation', { name: 'Open pages' }).getByRole('button', { name, exact: true });
  await page.goto('/work/start');
  await page.getByRole('button', { name: '语言: 中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await row(page, '请假流程').getByRole('button', { name: 'Start', exact: true }).click();
  await expect(englishTab('Leave request')).toHaveAttribute('aria-current', 'page');
  // A full load on another page: the leave form has not opened since, its strings come with it.
  await page.goto('/wel/index');
  await expect(englishTab('Home')).toHaveAttribute('aria-current', 'page');
  await expect(englishTab('Leave request')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Open pages' }).getByText('请假申请')).toHaveCount(0);
});
