import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import {
  alert,
  closesWith,
  deleteRow,
  leaveWith,
  openDialog,
  press,
  pressRowAction,
  rowWith,
  signIn,
  toast,
} from './pages-support';

/** The part of exceljs these tests use (it is a dependency of the server package, not of the root). */
interface Workbook {
  addWorksheet(name: string): { addRow(values: readonly unknown[]): unknown };
  worksheets: { getRow(n: number): { values: unknown }; rowCount: number }[];
  xlsx: { writeBuffer(): Promise<ArrayBuffer>; load(data: ArrayBuffer): Promise<unknown> };
}
const ExcelJS = createRequire(new URL('../packages/server/package.json', import.meta.url))('exceljs') as {
  Workbook: new () => Workbook;
};

/** An .xlsx with the import template's header and these rows. */
async function regionXlsx(rows: readonly (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('行政区划');
  sheet.addRow(['区划编号', '上级区划编号', '区划名称', '层级', '排序', '备注']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Regions (a lazy tree table under root 00), data scopes and API scopes, against the built product
 * (the e2e server runs with BLADE_CAPTCHA=false, so any captcha code passes).
 */

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('regions: open a province, add, edit and delete a child, refuse a province with children', async ({
  page,
}) => {
  await page.goto('/base/region');
  await expect(page.getByRole('table', { name: '行政区划' })).toBeVisible();
  // Rows are found by their code cell (the name cell also holds the expand button's label).
  const province = rowWith(page, '32');
  await expect(province).toBeVisible();

  // Children load from lazy-list?parentCode=32 on first opening.
  const children = page.waitForResponse((r) =>
    r.url().includes('/blade-system/region/lazy-list?parentCode=32'),
  );
  await page.getByRole('button', { name: '展开 江苏省' }).click();
  await children;
  await expect(rowWith(page, '3201')).toContainText('南京市');

  // Add a child under the province: the parent is fixed, the code continues it.
  await pressRowAction(province, '新增下级');
  let dialog = page.getByRole('dialog', { name: '新增「江苏省」的下级区划' });
  await expect(dialog.getByRole('textbox', { name: '上级区划', exact: true })).toHaveValue('江苏省');
  const code = dialog.getByRole('textbox', { name: '区划编号', exact: true });
  await expect(code).toHaveValue('32');
  await code.fill('3398');
  await dialog.getByRole('textbox', { name: '区划名称' }).fill('端到端市');
  await press(dialog, '保存');
  await expect(dialog.getByText('区划编号应以上级区划编号开头')).toBeVisible();
  await code.fill('3298');
  await press(dialog, '保存');
  await closesWith(page, dialog, '新增成功');

  await page.getByRole('button', { name: '展开 江苏省' }).click();
  const child = rowWith(page, '3298');
  await expect(child).toContainText('端到端市');

  // Edit: the code cannot change.
  dialog = await openDialog(page, '编辑', child);
  await expect(dialog.getByRole('textbox', { name: '区划编号', exact: true })).toBeDisabled();
  await dialog.getByRole('textbox', { name: '区划名称' }).fill('端到端新市');
  await press(dialog, '保存');
  await expect(toast(page, '修改成功')).toBeVisible();
  await page.getByRole('button', { name: '展开 江苏省' }).click();
  const renamed = rowWith(page, '3298');
  await expect(renamed).toContainText('端到端新市');

  // Delete the new child.
  await pressRowAction(renamed, '删除');
  const removed = page.waitForResponse((r) => r.url().includes('/blade-system/region/remove?id=3298'));
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await removed;
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(rowWith(page, '3298')).toHaveCount(0);

  // A province with children cannot go: the server's message is shown.
  await pressRowAction(rowWith(page, '32'), '删除');
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(alert(page, '请先删除子节点!')).toBeVisible();
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(rowWith(page, '32')).toContainText('江苏省');
});

test('regions: export downloads the regions as an .xlsx', async ({ page }) => {
  await page.goto('/base/region');
  await expect(rowWith(page, '32')).toBeVisible();
  await page.getByRole('toolbar').getByRole('button', { name: '导出', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('是否导出行政区划数据？');
  const download = page.waitForEvent('download');
  await confirm.getByRole('button', { name: '确定' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^行政区划数据\d{14}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await file.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['区划编号', '上级区划编号', '区划名称']);
  expect((sheet.getRow(3).values as unknown[]).slice(1, 4)).toEqual(['11', '00', '北京市']);
  expect(sheet.rowCount).toBeGreaterThan(3000);
});

test('regions: import an .xlsx (a wrong row is refused, then a good file adds a city)', async ({ page }) => {
  await page.goto('/base/region');
  await expect(rowWith(page, '32')).toBeVisible();
  await page.getByRole('toolbar').getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '行政区划导入' });
  await expect(dialog.getByRole('radio', { name: '不覆盖' })).toBeChecked();

  // The template link downloads the empty template.
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '点击下载导入模板' }).click();
  expect((await template).suggestedFilename()).toBe('行政区划导入模板.xlsx');

  // Not an .xlsx: refused in the browser.
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({ name: 'regions.csv', mimeType: 'text/csv', buffer: Buffer.from('3296,32') });
  await expect(dialog.getByText('「regions.csv」不是 .xlsx 文件')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '导入', exact: true })).toBeDisabled();

  // A wrong row: the server refuses the whole file and says which row and why.
  await input.setInputFiles({
    name: 'wrong.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await regionXlsx([
      ['3296', '32', '端到端导入市', 2, 96, 'e2e'],
      ['329601', '8888', '无上级区', 3, 1, null],
    ]),
  });
  await expect(dialog.getByText('wrong.xlsx')).toBeVisible();
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  const failure = dialog.getByRole('alert');
  await expect(failure).toContainText('导入失败');
  await expect(failure).toContainText('第 3 行：上级区划 8888 不存在');
  await expect(dialog).toBeVisible();

  // A good file, overwriting (so a second run against the same database passes too).
  await dialog.getByRole('radio', { name: '覆盖', exact: true }).check();
  await input.setInputFiles({
    name: 'good.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await regionXlsx([['3296', '32', '端到端导入市', 2, 96, 'e2e']]),
  });
  const imported = page.waitForResponse((r) => r.url().includes('/blade-system/region/import-region'));
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  expect((await imported).status()).toBe(200);
  await closesWith(page, dialog, '导入成功');

  // The table was refreshed: the new city is under Jiangsu.
  await page.getByRole('button', { name: '展开 江苏省' }).click();
  const city = rowWith(page, '3296');
  await expect(city).toContainText('端到端导入市');

  // Clean up.
  await deleteRow(page, city);
});

test('regions: the debug dialog cascades province → city → district', async ({ page }) => {
  await page.goto('/base/region');
  await page.getByRole('toolbar').getByRole('button', { name: '调试', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '行政区划调试' });
  await expect(dialog.getByText('尚未选择')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: '地市' })).toBeDisabled();

  // Each choice loads the next level from region/select?code=<the chosen code>.
  const pick = async (level: string, name: string, code: string) => {
    const combo = dialog.getByRole('combobox', { name: level });
    await expect(combo).toBeEnabled();
    await combo.click();
    const children = page.waitForResponse((r) =>
      r.url().includes(`/blade-system/region/select?code=${code}`),
    );
    await page.getByRole('option', { name, exact: true }).click();
    await children;
  };
  await pick('省份', '江苏省', '32');
  await pick('地市', '南京市', '3201');
  await pick('区县', '玄武区', '320102');

  const result = dialog.getByRole('definition');
  await expect(result.filter({ hasText: '320102' })).toBeVisible();
  await expect(result.filter({ hasText: '玄武区' })).toBeVisible();
  await expect(result.filter({ hasText: '3201' }).first()).toBeVisible();
  await expect(result.filter({ hasText: '江苏省' })).toBeVisible();
  // The full seed stops at districts: no towns below.
  await expect(dialog.getByRole('combobox', { name: '乡镇' })).toBeDisabled();

  // Choosing another province clears the levels below.
  await pick('省份', '北京市', '11');
  await expect(result.filter({ hasText: '玄武区' })).toHaveCount(0);
  await expect(result.filter({ hasText: '北京市' })).toBeVisible();
});

/** Opens the 新增 dialog of a scope page (data or API scopes) with 参数管理 chosen in its menu tree. */
async function addUnderParamMenu(page: Page, url: string) {
  await page.goto(url);
  const tree = page.getByRole('tree', { name: '菜单' });
  await expect(tree).toBeVisible();
  await tree.getByRole('treeitem', { name: '参数管理' }).locator('div').first().click();
  return openDialog(page, '新增');
}

/** The scope `name` just added is announced and listed with these `cells`, then deleted. */
async function listedThenDeleted(page: Page, name: string, cells: string[]) {
  await expect(toast(page, '新增成功')).toBeVisible();
  const row = rowWith(page, name);
  await expect(row).toBeVisible();
  for (const cell of cells) await expect(row.getByRole('cell', { name: cell, exact: true })).toBeVisible();
  await deleteRow(page, row);
}

test('data scopes: add a rule under a menu and remove it', async ({ page }) => {
  const dialog = await addUnderParamMenu(page, '/authority/datascope');
  await press(dialog, '保存');
  await expect(dialog.getByText('请输入权限名称')).toBeVisible();
  await expect(dialog.getByText('请输入权限类名')).toBeVisible();
  await dialog.getByRole('textbox', { name: '权限名称' }).fill('端到端数据权限');
  await dialog.getByRole('textbox', { name: '权限编号' }).fill('e2e_param_scope');
  await dialog
    .getByRole('textbox', { name: '权限类名' })
    .fill('org.springblade.system.mapper.ParamMapper.selectParamPage');
  const saved = page.waitForResponse((r) => r.url().includes('/blade-system/data-scope/submit'));
  await press(dialog, '保存');
  const body = (await saved).request().postDataJSON();
  expect(body).toMatchObject({
    scopeName: '端到端数据权限',
    scopeType: 1,
    scopeField: '*',
    scopeColumn: 'create_dept',
  });
  expect(String(body.menuId)).toMatch(/^\d+$/);
  await listedThenDeleted(page, '端到端数据权限', ['全部可见', '参数管理']);
});

test('API scopes: add a rule under a menu and remove it', async ({ page }) => {
  const dialog = await addUnderParamMenu(page, '/authority/apiscope');
  await dialog.getByRole('textbox', { name: '权限名称' }).fill('端到端接口权限');
  await dialog.getByRole('textbox', { name: '权限编号' }).fill('e2e_api_scope');
  const path = dialog.getByRole('textbox', { name: '权限路径' });
  await leaveWith(dialog, path, 'blade-e2e/**', '权限路径应以 / 开头');
  // A path nothing calls: the scope reserves matching paths for the roles granted it.
  await path.fill('/blade-e2e/nothing/**');
  await press(dialog, '保存');
  await listedThenDeleted(page, '端到端接口权限', ['系统接口', '/blade-e2e/nothing/**']);
});
