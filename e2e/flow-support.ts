import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { choose, pressRowAction, rowWith, signIn, tabsBar, toast } from './pages-support';

/**
 * Helpers of the workflow tests (`flow-*.spec.ts`): the demo accounts of the leave process
 * (README: staff asks, manager approves, hr approves more than 3 days; password 123456), a leave
 * request through its form and a task handled through its page.
 */
export const FLOW_PASSWORD = '123456';
export type Person = 'staff' | 'manager' | 'hr' | 'admin';

/** A signed-in page of `account` in its own browser context (`baseURL` for a server of a test's own). */
export async function as(browser: Browser, account: Person, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({
    storageState: undefined,
    baseURL: baseURL ?? test.info().project.use.baseURL,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await signIn(page, account, account === 'admin' ? 'admin' : FLOW_PASSWORD);
  return page;
}

/** The row of a CRUD list (the inbox lists, models, definitions) holding a cell with this text. */
export const row = (page: Page, text: string) => rowWith(page, text).first();

/** Fills a date-time picker by typing, as a person may. */
async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label, exact: true }).first();
  await input.fill(value);
  await input.press('Enter');
}

/**
 * `staff` asks for leave from the start list: `from`/`to` are `yyyy-MM-dd`, 09:00 to 18:00. The
 * submitted form's tab closes and the start list it came from is shown again.
 */
export async function askForLeave(
  page: Page,
  from: string,
  to: string,
  reason: string,
  process = '请假流程',
) {
  await page.goto('/work/start');
  await pressRowAction(row(page, process), '发起');
  await expect(page).toHaveURL(/\/work\/process\/leave\/form\//);
  await choose(page, page.getByRole('combobox', { name: '请假类型' }), '年假');
  await typeDate(page, '开始时间', `${from} 09:00:00`);
  await typeDate(page, '结束时间', `${to} 18:00:00`);
  await page.getByRole('textbox', { name: '请假理由' }).fill(reason);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(toast(page, '请假申请已提交')).toBeVisible();
  await expect(page).toHaveURL(/\/work\/start$/);
  await expect(tabsBar(page).getByText('请假申请')).toHaveCount(0);
}

/** Claims the waiting task of `process` and opens it from the to-do list. */
export async function claimAndOpen(page: Page, task: string) {
  await page.goto('/work/claim');
  await pressRowAction(row(page, task), '签收');
  await expect(toast(page, '签收成功')).toBeVisible();
  await page.goto('/work/todo');
  await pressRowAction(row(page, task), '办理');
  await expect(page).toHaveURL(/\/work\/process\/leave\/handle\//);
}

/**
 * Approves (`同意`) or rejects (`驳回`) the open task with a comment; back on the to-do list, which
 * no longer lists the task (without a reload), the task's tab closed.
 */
export async function decide(page: Page, decision: '同意' | '驳回', comment: string) {
  await page.getByRole('textbox', { name: '审批意见' }).fill(comment);
  await page.getByRole('button', { name: decision, exact: true }).click();
  await expect(toast(page, decision === '同意' ? '已同意' : '已驳回')).toBeVisible();
  await expect(page).toHaveURL(/\/work\/todo$/);
  await expect(page.getByRole('table', { name: '待办事务' }).getByText('暂无数据')).toBeVisible();
  await expect(tabsBar(page).getByText('请假审批')).toHaveCount(0);
}

/** The drawn element of a BPMN id inside a flow chart. */
export const shape = (scope: Page | Locator, id: string) =>
  scope.locator(`.djs-element[data-element-id="${id}"]`);

/**
 * A comment in the 审批记录 card beside a request: a table cell on a wide screen, a card's field
 * where the card is narrower than a table needs (the handle page's split, a phone).
 */
export const historyComment = (page: Page, comment: string) =>
  page.getByRole('region', { name: '审批记录' }).getByText(comment, { exact: true });
