import { expect, test } from '@playwright/test';
import { deleteRow, openDialog, press, pressRowAction, rowWith, signIn, tick, unique } from './pages-support';

/** Signs in with the demo account (the e2e server runs with BLADE_CAPTCHA=false). */
test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('tenant packages: view disabled, the two rules, add and delete', async ({ page }) => {
  await page.goto('/system/tenant-package');
  const dialog = await openDialog(page, '新增');
  await expect(dialog).toBeVisible();
  await press(dialog, '保存');
  await expect(dialog.getByText('请输入套餐名称', { exact: true })).toBeVisible();
  await expect(dialog.getByText('请选择菜单', { exact: true })).toBeVisible();

  const packageName = `e2e 套餐 ${unique()}`;
  await dialog.getByRole('textbox', { name: '套餐名称' }).fill(packageName);
  await dialog.getByRole('combobox', { name: '菜单列表' }).click();
  await page.getByRole('treeitem', { name: '工作台' }).locator('div').first().click();
  await dialog.getByRole('heading', { name: '新增' }).click({ force: true });
  await expect(dialog.getByText('请选择菜单', { exact: true })).toBeHidden();
  await press(dialog, '保存');
  await expect(page.getByText('新增成功')).toBeVisible();

  const row = rowWith(page, packageName);
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: '查看' })).toBeDisabled();
  await expect(row.getByRole('button', { name: '编辑' })).toBeEnabled();
  await deleteRow(page, row);
});

test('dictionaries: a parent and a child with the SPEC §5 messages', async ({ page }) => {
  await page.goto('/system/dict');
  const parents = page.getByRole('region', { name: '字典列表' });
  let dialog = await openDialog(page, '新增', parents);
  await expect(dialog.getByRole('textbox', { name: '字典编号' })).toBeFocused();
  await press(dialog, '保存');
  await expect(dialog.getByText('请输入字典编号')).toBeVisible();
  await expect(dialog.getByText('请输入字典名称')).toBeVisible();
  const code = `e2e_dict_${unique()}`;
  await dialog.getByRole('textbox', { name: '字典编号' }).fill(code);
  await dialog.getByRole('textbox', { name: '字典名称' }).fill('端到端字典');
  await press(dialog, '保存');
  await expect(page.getByText('新增成功')).toBeVisible();

  await parents.getByRole('textbox', { name: '字典编号' }).fill(code);
  await parents.getByRole('button', { name: '搜索' }).click();
  const parent = rowWith(page, code);
  await expect(parent).toBeVisible();
  await pressRowAction(parent, '字典配置');

  const children = page.getByRole('region', { name: '字典项' });
  await expect(children.getByText(`端到端字典（${code}）的字典项`)).toBeVisible();
  dialog = await openDialog(page, '新增', children);
  await expect(dialog.getByRole('textbox', { name: '字典名称' })).toBeFocused();
  // Code comes from the parent and cannot be edited.
  await expect(dialog.getByRole('textbox', { name: '字典编号' })).toHaveValue(code);
  await expect(dialog.getByRole('textbox', { name: '字典编号' })).toBeDisabled();
  await press(dialog, '保存');
  await expect(dialog.getByText('请输入字典键值')).toBeVisible();
  await dialog.getByRole('textbox', { name: '字典名称' }).fill('第一项');
  await dialog.getByRole('textbox', { name: '字典键值' }).fill('1');
  await press(dialog, '保存');
  await expect(page.getByText('新增成功').first()).toBeVisible();
  await expect(children.getByRole('cell', { name: '第一项', exact: true })).toBeVisible();
});

test('users: the phone rule says empty, length, then format', async ({ page }) => {
  await page.goto('/system/user');
  await expect(page.getByRole('tree', { name: '部门' })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  const phone = dialog.getByRole('textbox', { name: '手机号码' });
  await phone.focus();
  await phone.blur();
  await expect(dialog.getByText('手机号码不能为空')).toBeVisible();
  await phone.fill('1380013800');
  await phone.blur();
  await expect(dialog.getByText('手机号码长度不为11位')).toBeVisible();
  await phone.fill('12345678901');
  await phone.blur();
  await expect(dialog.getByText('手机号码格式不正确')).toBeVisible();
  await phone.fill('13800138000');
  await phone.blur();
  await expect(dialog.getByText('手机号码格式不正确')).toBeHidden();
});

test('roles: grant a menu and read it back', async ({ page }) => {
  await page.goto('/authority/role');
  const row = rowWith(page, '用户');
  await row.getByRole('checkbox').check();
  const grantedKeys = page.waitForResponse((r) => r.url().includes('/blade-system/menu/role-tree-keys'));
  await page.getByRole('button', { name: '权限设置' }).click();
  let dialog = page.getByRole('dialog', { name: '权限设置' });
  await expect(dialog.getByRole('tab', { name: '菜单权限' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '数据权限' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '接口权限' })).toBeVisible();
  const item = dialog.getByRole('treeitem', { name: '系统管理' });
  await grantedKeys;
  await expect(item).toBeVisible();
  // An earlier run against the same database may have granted it already: start from unchecked.
  if ((await item.getAttribute('aria-checked')) === 'true') {
    await item.locator('div').first().click();
  }
  await tick(item);
  const saved = page.waitForResponse((r) => r.url().includes('/blade-system/role/grant'));
  await dialog.getByRole('button', { name: '确定' }).click();
  const body = (await saved).request().postDataJSON();
  expect(Object.keys(body).sort()).toEqual(['apiScopeIds', 'dataScopeIds', 'menuIds', 'roleIds', 'versions']);
  // The role's version as the dialog loaded it (issue 25: a role changed since is refused).
  expect(Object.keys(body.versions)).toEqual(body.roleIds);
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await rowWith(page, '用户').getByRole('checkbox').check();
  await page.getByRole('button', { name: '权限设置' }).click();
  dialog = page.getByRole('dialog', { name: '权限设置' });
  await expect(dialog.getByRole('treeitem', { name: '系统管理' })).toHaveAttribute('aria-checked', 'true');
  // What the role had is kept: the workflow demo's pages, granted without their buttons (a save that
  // dropped them took 我的事务 from every account of the role).
  await expect(dialog.getByRole('treeitem', { name: '我的事务' })).toHaveAttribute('aria-checked', 'true');
});

test('the two dictionary layouts open without a menu entry; the vertical one hides sort', async ({
  page,
}) => {
  await page.goto('/dict-horizontal/index');
  await expect(
    page.getByRole('region', { name: '字典列表' }).getByRole('columnheader', { name: '字典排序' }),
  ).toBeVisible();
  await page.goto('/dict-vertical/index');
  await expect(
    page.getByRole('region', { name: '字典列表' }).getByRole('cell', { name: 'sex', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '字典排序' })).toHaveCount(0);
});

/** Cells of a region whose text is cut (an ellipsis): their text, none expected. */
function cutCells(region: import('@playwright/test').Locator): Promise<string[]> {
  return region.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('td [title]')]
      .filter((text) => text.scrollWidth > text.clientWidth)
      .map((text) => text.textContent ?? ''),
  );
}

test('dictionaries at 1440 px: side by side in Chinese with every code whole; stacked in English, where 字典配置 brings the items into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The scopes' two dictionaries, searched from the address: the test above leaves a long
  // e2e_dict_… code, and the page keeps the widest its table has needed, which may well stack it.
  await page.goto('/system/dict?code=scope');
  let parents = page.locator('section[aria-label="字典列表"]');
  let items = page.locator('section[aria-label="字典项"]');
  await expect(parents.getByRole('row')).toHaveCount(3);
  await expect(parents.getByRole('cell', { name: 'data_scope_type', exact: true })).toBeVisible();
  // Side by side, the dictionaries as wide as their codes and names need (data_scope_type was cut).
  await expect.poll(() => cutCells(parents)).toEqual([]);
  const [parentsBox, itemsBox] = [await parents.boundingBox(), await items.boundingBox()];
  expect(itemsBox!.x).toBeGreaterThan(parentsBox!.x + parentsBox!.width);
  expect(itemsBox!.width).toBeGreaterThanOrEqual(420);

  // In English, all of them: they need ~100 px more, the items go below, and the codes stay whole.
  await page.evaluate(() =>
    localStorage.setItem('saber-language', JSON.stringify({ dataType: 'string', content: 'en' })),
  );
  await page.goto('/system/dict');
  parents = page.locator('section[aria-label="Dictionaries"]');
  items = page.locator('section[aria-label="Items"]');
  await expect(parents.getByRole('cell', { name: 'menu_category', exact: true })).toBeVisible();
  await expect.poll(() => cutCells(parents)).toEqual([]);
  await expect
    .poll(async () => (await items.boundingBox())!.y)
    .toBeGreaterThanOrEqual((await parents.boundingBox())!.y + (await parents.boundingBox())!.height);
  const addItem = items.getByRole('button', { name: 'Add', exact: true });
  await expect(addItem).not.toBeInViewport();
  const row = parents.getByRole('row').filter({ hasText: 'menu_category' });
  await row.getByRole('button', { name: 'Items', exact: true }).click();
  await expect(items.getByRole('heading', { name: 'Items of 菜单类型 (menu_category)' })).toBeInViewport();
  await expect(addItem).toBeInViewport();
});
