import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * Regions (a lazy tree table under root 00), data scopes and API scopes, against the built product
 * (the e2e server runs with BLADE_CAPTCHA=false, so any captcha code passes).
 */
async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '账号', exact: true }).fill('admin');
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('admin');
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('abcd');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
}

/** Focus first: a blur check growing the centred dialog must not move the button under the click. */
async function press(dialog: Locator, name: string) {
  const button = dialog.getByRole('button', { name, exact: true });
  await button.focus();
  await button.click();
}

const rowWith = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
// Toasts are status lines (errors are alerts); a modal dialog hides them from the accessibility tree.
const toast = (page: Page, text: string) => page.locator('[role="status"]', { hasText: text });
const alert = (page: Page, text: string) => page.locator('[role="alert"]', { hasText: text });

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
  await province.getByRole('button', { name: '新增下级' }).click();
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
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: '展开 江苏省' }).click();
  const child = rowWith(page, '3298');
  await expect(child).toContainText('端到端市');

  // Edit: the code cannot change.
  await child.getByRole('button', { name: '编辑' }).click();
  dialog = page.getByRole('dialog', { name: '编辑' });
  await expect(dialog.getByRole('textbox', { name: '区划编号', exact: true })).toBeDisabled();
  await dialog.getByRole('textbox', { name: '区划名称' }).fill('端到端新市');
  await press(dialog, '修改');
  await expect(toast(page, '修改成功')).toBeVisible();
  await page.getByRole('button', { name: '展开 江苏省' }).click();
  const renamed = rowWith(page, '3298');
  await expect(renamed).toContainText('端到端新市');

  // Delete the new child.
  await renamed.getByRole('button', { name: '删除' }).click();
  const removed = page.waitForResponse((r) => r.url().includes('/blade-system/region/remove?id=3298'));
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await removed;
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(rowWith(page, '3298')).toHaveCount(0);

  // A province with children cannot go: the server's message is shown.
  await rowWith(page, '32').getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(alert(page, '请先删除子节点!')).toBeVisible();
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(rowWith(page, '32')).toContainText('江苏省');
});

test('data scopes: add a rule under a menu and remove it', async ({ page }) => {
  await page.goto('/authority/datascope');
  const tree = page.getByRole('tree', { name: '菜单' });
  await expect(tree).toBeVisible();
  await tree.getByRole('treeitem', { name: '参数管理' }).locator('div').first().click();

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增' });
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
  await expect(toast(page, '新增成功')).toBeVisible();

  const row = rowWith(page, '端到端数据权限');
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '全部可见', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '参数管理', exact: true })).toBeVisible();
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('API scopes: add a rule under a menu and remove it', async ({ page }) => {
  await page.goto('/authority/apiscope');
  const tree = page.getByRole('tree', { name: '菜单' });
  await expect(tree).toBeVisible();
  await tree.getByRole('treeitem', { name: '参数管理' }).locator('div').first().click();

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await dialog.getByRole('textbox', { name: '权限名称' }).fill('端到端接口权限');
  await dialog.getByRole('textbox', { name: '权限编号' }).fill('e2e_api_scope');
  const path = dialog.getByRole('textbox', { name: '权限路径' });
  await path.fill('blade-e2e/**');
  await path.blur();
  await expect(dialog.getByText('权限路径应以 / 开头')).toBeVisible();
  // A path nothing calls: the scope reserves matching paths for the roles granted it.
  await path.fill('/blade-e2e/nothing/**');
  await press(dialog, '保存');
  await expect(toast(page, '新增成功')).toBeVisible();

  const row = rowWith(page, '端到端接口权限');
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '系统接口', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '/blade-e2e/nothing/**', exact: true })).toBeVisible();
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});
