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

/** The before and after cells of the row of a timeline entry that names the field `label`. */
const changeOf = (entry: Locator, label: RegExp) => entry.getByRole('row', { name: label }).getByRole('cell');
const valueChange = (entry: Locator) => changeOf(entry, /参数键值/);

/** The timeline of the history dialog titled "修改历史：`name`". */
const timelineOf = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `修改历史：${name}` }).getByRole('list', { name: '修改历史' });

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

test("a post's history, on a page of its own: a rename through the API shows in its row's 历史", async ({
  page,
}) => {
  // A post code holds 12 characters.
  const code = `p${unique().slice(-10)}`;
  const api = await Api.of(page);
  await api.post('/blade-system/post/submit', {
    data: { category: 1, postCode: code, postName: '历史岗位', sort: 99 },
  });
  const { records } = await api.get<{ records: { id: string; updateTime: string }[] }>(
    '/blade-system/post/list',
    { postCode: code },
  );
  const post = records[0]!;
  await api.post('/blade-system/post/submit', {
    data: {
      id: post.id,
      category: 1,
      postCode: code,
      postName: '改名岗位',
      sort: 99,
      updateTime: post.updateTime,
    },
  });

  await page.goto('/system/post');
  await search(page, '岗位编号', code);
  const table = page.getByRole('table', { name: '岗位管理' });
  await pressRowAction(rowWith(table, code), '历史');
  const timeline = timelineOf(page, '改名岗位');
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(changeOf(timeline.getByRole('listitem').first(), /岗位名称/)).toHaveText([
    '历史岗位',
    '改名岗位',
  ]);
});

test("a region's history, read by its code: a rename shows in its row's 历史, and no version is offered back", async ({
  page,
}) => {
  // A province of its own (two digits under 00), not one the seed or another test uses.
  const code = String(90 + Math.floor(Math.random() * 10));
  const api = await Api.of(page);
  await api.post('/blade-system/region/submit', { data: { code, parentCode: '00', name: '历史省' } });
  const stored = await api.get<{ updateTime: string }>('/blade-system/region/detail', { code });
  await api.post('/blade-system/region/submit', {
    data: { code, parentCode: '00', name: '改名省', updateTime: stored.updateTime },
  });

  await page.goto('/base/region');
  await search(page, '区划编号', code);
  const table = page.getByRole('table', { name: '行政区划' });
  // The code's cell names the row (the name's cell also holds the tree's expand button).
  await pressRowAction(rowWith(table, code), '历史');
  const timeline = timelineOf(page, '改名省');
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(changeOf(timeline.getByRole('listitem').first(), /区划名称/)).toHaveText(['历史省', '改名省']);
  // The server keeps regions' versions but does not restore them: the administrator is not offered it.
  await expect(timeline.getByRole('button', { name: '恢复此版本' })).toHaveCount(0);
});
