import type { Locator, Page } from '@playwright/test';
import { expect, test } from './admin-test';
import { Api, confirm, press, pressRowAction, rowWith, search, toast, unique } from './pages-support';

/**
 * Issue 42 end to end: a parameter edited twice in the console shows both edits in its row's 历史,
 * each with who, when, the value before and after; the administrator restores the first version,
 * and the parameter has its first value again (the restore itself is in the history too).
 */

const BLADE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

/** Opens the parameter's edit form from its row, sets its value and saves. */
async function editValue(page: Page, table: Locator, key: string, value: string) {
  await pressRowAction(rowWith(table, key), '编辑');
  const form = page.getByRole('dialog', { name: '编辑参数' });
  await form.getByRole('textbox', { name: '参数键值' }).fill(value);
  await press(form, '保存');
  // The first edit's toast may still show when the second's comes.
  await expect(toast(page, '修改成功').last()).toBeVisible();
  await expect(form).toBeHidden();
}

/** The before and after cells of the 参数键值 row of a timeline entry. */
const valueChange = (entry: Locator) => entry.getByRole('row', { name: /参数键值/ }).getByRole('cell');

test('the history of a parameter edited twice shows both edits, and a restore brings the first version back', {
  // Also in the two-replica run behind nginx (playwright.config.ts): each request on another replica.
  tag: '@replicas',
}, async ({ page }) => {
  const key = `e2e.history.${unique()}`;
  const api = await Api.of(page);
  await api.post('/blade-system/param/submit', {
    data: { paramName: '历史参数', paramKey: key, paramValue: 'first' },
  });

  await page.goto('/system/param');
  await search(page, '参数键名', key);
  const table = page.getByRole('table', { name: '参数管理' });
  await expect(rowWith(table, key)).toBeVisible();
  await editValue(page, table, key, 'second');
  await editValue(page, table, key, 'third');

  await pressRowAction(rowWith(table, key), '历史');
  const dialog = page.getByRole('dialog', { name: '修改历史：历史参数' });
  const timeline = dialog.getByRole('list', { name: '修改历史' });
  const entries = timeline.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  // Newest first: the second edit, the first edit, the creation; each says who and when.
  for (const [index, operation] of ['修改', '修改', '新增'].entries()) {
    const entry = entries.nth(index);
    await expect(entry.getByText(operation, { exact: true })).toBeVisible();
    await expect(entry.getByText(/^管理员 · /)).toHaveText(BLADE_TIME);
  }
  await expect(valueChange(entries.nth(0))).toHaveText(['second', 'third']);
  await expect(valueChange(entries.nth(1))).toHaveText(['first', 'second']);
  await expect(valueChange(entries.nth(2))).toHaveText(['（空）', 'first']);

  // The first version (as created) back, after a confirmation.
  await entries.nth(2).getByRole('button', { name: '恢复此版本' }).click();
  const question = page.getByRole('dialog', { name: '提示' });
  await expect(question).toContainText('恢复到');
  await confirm(page);
  await expect(toast(page, '已恢复到所选版本')).toBeVisible();
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0).getByText('恢复', { exact: true })).toBeVisible();
  await expect(valueChange(entries.nth(0))).toHaveText(['third', 'first']);

  // The table shows it, and so does the server.
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(rowWith(table, key).getByRole('cell', { name: 'first', exact: true })).toBeVisible();
  const { records } = await api.get<{ records: { paramValue: string }[] }>('/blade-system/param/list', {
    paramKey_equal: key,
  });
  expect(records.map((r) => r.paramValue)).toEqual(['first']);
});
