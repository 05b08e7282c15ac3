import { expect, test } from './admin-test';
import { openDialog, pressRowAction, unique } from './pages-support';

test('a developer models a table, generates its code, previews and downloads it', async ({ page }) => {
  const stamp = unique();
  await page.goto('/tool/model');
  const picker = page.getByRole('region', { name: '从数据表创建模型' });
  await picker.getByRole('combobox', { name: '数据表' }).click();
  await page.keyboard.type('blade_notice');
  await page.getByRole('option', { name: 'blade_notice', exact: true }).click();
  await picker.getByRole('button', { name: '创建模型' }).click();

  const columns = page.getByRole('dialog', { name: '模型字段：blade_notice' });
  await expect(columns.getByRole('table', { name: '模型字段' })).toBeVisible();
  await columns.getByRole('textbox', { name: 'title 的名称' }).fill(`公告标题${stamp}`);
  await columns.getByRole('button', { name: '保存' }).click();
  await expect(columns).toBeHidden();

  await page.goto('/tool/code');
  const form = await openDialog(page, '新增');
  await form.getByRole('combobox', { name: '数据模型' }).click();
  // The model just made (named after its table; the seeded demo is 通知公告): the newest, listed last.
  await page.getByRole('option', { name: 'blade_notice (blade_notice)', exact: true }).last().click();
  await form.getByRole('textbox', { name: '服务名称' }).fill('blade-e2e');
  await form.getByRole('textbox', { name: '模块名称' }).fill(`通知${stamp}`);
  await form.getByRole('textbox', { name: '表名' }).fill('blade_notice');
  await form.getByRole('textbox', { name: '表前缀' }).fill('blade_');
  await form.getByRole('textbox', { name: '包名' }).fill('e2e');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: `通知${stamp}` });
  await pressRowAction(row, '生成');
  const preview = page.getByRole('dialog', { name: '代码预览' });
  const files = preview.getByRole('list', { name: '生成的文件' });
  await expect(files.getByRole('button')).toHaveCount(3);
  await files.getByRole('button', { name: 'packages/blade-schema/src/resources/e2e/notice.ts' }).click();
  const code = preview.getByLabel('packages/blade-schema/src/resources/e2e/notice.ts');
  await expect(code).toContainText(`title: text(255, { label: '公告标题${stamp}'`);
  // Highlighted: keywords are marked up.
  await expect(code.locator('.hljs-keyword').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await preview.getByRole('button', { name: '下载 zip' }).click();
  expect((await download).suggestedFilename()).toBe('blade_notice-code.zip');
});
