// Over 300 lines: it groups the end-to-end journeys of the system pages.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './admin-test';
import {
  Api,
  alert,
  choose,
  chooseInTree,
  closesWith,
  confirm,
  deleteRow,
  md5,
  openAddSavedEmpty,
  openDialog,
  press,
  pressAndWatch,
  pressRowAction,
  rowWith,
  search,
  tick,
  toast,
  unique,
} from './pages-support';

/** Tenants, menus, top menus, business dictionaries, OAuth clients and notices. */

type Tenant = {
  id: string;
  tenantId: string;
  tenantName: string;
  accountNumber: number;
  expireTime: string;
  packageId: string;
  updateTime: string;
};

/** A tenant and a package of this test, made through the API (and removed after). */
async function tenantAndPackage(page: Page) {
  const api = await Api.of(page);
  const stamp = unique();
  const tenantName = `端到端租户${stamp}`;
  const packageName = `端到端套餐${stamp}`;
  await api.post('/blade-system/tenant/submit', { data: { tenantName, linkman: '端到端' } });
  const [tenant] = (await api.get<{ records: Tenant[] }>('/blade-system/tenant/list', { tenantName }))
    .records;
  const [menu] = await api.get<{ id: string }[]>('/blade-system/menu/tree');
  await api.post('/blade-system/tenant-package/submit', { data: { packageName, menuId: menu!.id } });
  const [pack] = (
    await api.get<{ records: { id: string }[] }>('/blade-system/tenant-package/list', { packageName })
  ).records;
  return {
    api,
    tenant: tenant!,
    tenantName,
    packageName,
    pack: pack!,
    cleanup: async () => {
      await api.post('/blade-system/tenant/remove', { params: { ids: tenant!.id } });
      await api.post('/blade-system/tenant-package/remove', { params: { ids: pack!.id } });
    },
  };
}

async function openTenant(page: Page, tenantName: string) {
  await page.goto('/system/tenant');
  await search(page, '租户名称', tenantName);
  const row = rowWith(page.getByRole('table', { name: '租户管理' }), tenantName);
  await row.getByRole('checkbox').check();
  return row;
}

/**
 * Opens the tenant's one-choice dialog `name` (套餐配置, 数据源配置): it loads without an error, and
 * saving it with nothing chosen asks for a choice (`required`).
 */
async function openChoiceDialog(page: Page, tenantName: string, name: string, required: string) {
  await openTenant(page, tenantName);
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(alert(page, '请求的资源不存在')).toHaveCount(0);
  await press(dialog, '保存');
  await expect(dialog.getByRole('combobox', { name })).toHaveAccessibleDescription(required);
  return dialog;
}

/**
 * Saves the choice dialog: the request names the tenant, the choice and the version the dialog was
 * opened with (issue 25: a tenant changed since is refused), and the dialog closes saying so.
 */
async function saveChoice(
  page: Page,
  dialog: Locator,
  path: string,
  tenant: Tenant,
  choice: Record<string, string>,
) {
  const { query } = await pressAndWatch(page, dialog, '保存', path);
  expect(query).toEqual({ tenantId: tenant.tenantId, ...choice, updateTime: tenant.updateTime });
  await closesWith(page, dialog, '操作成功');
}

/** Saving reloads the list (and clears the selection): the tenant's dialog `name` reopened shows `chosen`. */
async function expectChosenOnReopen(page: Page, tenantName: string, name: string, chosen: string) {
  await rowWith(page.getByRole('table', { name: '租户管理' }), tenantName)
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('dialog', { name }).getByRole('combobox', { name })).toHaveText(chosen);
}

test('tenants: the settings dialog saves the account limit and the expiry; the list shows them', async ({
  page,
}) => {
  const { api, tenant, tenantName, cleanup } = await tenantAndPackage(page);
  try {
    const row = await openTenant(page, tenantName);
    await expect(row.getByRole('cell', { name: '∞' })).toBeVisible();
    await page.getByRole('button', { name: '授权配置' }).click();
    const dialog = page.getByRole('dialog', { name: '授权配置' });
    const accounts = dialog.getByRole('spinbutton', { name: '账号额度' });
    await expect(accounts).toHaveValue('-1');
    await accounts.fill('20');
    const expiry = dialog.getByRole('textbox', { name: '过期时间' });
    await expiry.fill('2030-12-31 23:59:59');
    await expiry.blur();
    const { query } = await pressAndWatch(page, dialog, '保存', '/blade-system/tenant/setting');
    expect(query).toMatchObject({
      ids: tenant.id,
      accountNumber: '20',
      expireTime: '2030-12-31 23:59:59',
      // Each selected tenant's version, in the order of the ids (issue 25).
      updateTimes: tenant.updateTime,
    });
    await closesWith(page, dialog, '操作成功');

    await expect(row.getByRole('cell', { name: '20', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '2030-12-31 23:59:59' })).toBeVisible();
    expect(await api.get<Tenant>('/blade-system/tenant/detail', { id: tenant.id })).toMatchObject({
      accountNumber: 20,
      expireTime: '2030-12-31 23:59:59',
    });
  } finally {
    await cleanup();
  }
});

test('tenants: the package dialog saves the package and reads it back', async ({ page }) => {
  const { api, tenant, tenantName, packageName, pack, cleanup } = await tenantAndPackage(page);
  try {
    const dialog = await openChoiceDialog(page, tenantName, '套餐配置', '请选择套餐');
    await choose(page, dialog.getByRole('combobox', { name: '套餐配置' }), packageName);
    await saveChoice(page, dialog, '/blade-system/tenant/package-setting', tenant, { packageId: pack.id });
    expect(await api.get('/blade-system/tenant/package-detail', { tenantId: tenant.tenantId })).toMatchObject(
      {
        id: pack.id,
        packageName,
      },
    );
    await expectChosenOnReopen(page, tenantName, '套餐配置', packageName);
  } finally {
    await cleanup();
  }
});

/** A data source of this test, made through the API (and removed after). */
async function datasourceOf(api: Api, name: string) {
  await api.post('/blade-develop/datasource/submit', {
    data: {
      name,
      driverClass: 'org.postgresql.Driver',
      url: 'jdbc:postgresql://127.0.0.1:5432/e2e',
      username: 'e2e',
      password: 'e2e',
    },
  });
  const [row] = (
    await api.get<{ records: { id: string }[] }>('/blade-develop/datasource/list', { name_equal: name })
  ).records;
  return row!;
}

test('tenants: the datasource dialog saves the datasource and reads it back', async ({ page }) => {
  const { api, tenant, tenantName, cleanup } = await tenantAndPackage(page);
  const datasourceName = `端到端数据源${unique()}`;
  const datasource = await datasourceOf(api, datasourceName);
  try {
    const dialog = await openChoiceDialog(page, tenantName, '数据源配置', '请选择数据源');
    // The seeded MySQL data source is offered beside this test's.
    await dialog.getByRole('combobox', { name: '数据源配置' }).click();
    await expect(page.getByRole('option', { name: 'mysql', exact: true })).toBeVisible();
    await page.getByRole('option', { name: datasourceName, exact: true }).click();
    await saveChoice(page, dialog, '/blade-system/tenant/datasource', tenant, {
      datasourceId: datasource.id,
    });
    expect(await api.get('/blade-system/tenant/detail', { id: tenant.id })).toMatchObject({
      datasourceId: datasource.id,
    });
    await expectChosenOnReopen(page, tenantName, '数据源配置', datasourceName);
  } finally {
    await cleanup();
    await api.post('/blade-develop/datasource/remove', { params: { ids: datasource.id } });
  }
});

test('data sources: add, edit and delete', async ({ page }) => {
  const api = await Api.of(page);
  const stamp = unique();
  const name = `端到端数据源${stamp}`;
  await page.goto('/tool/datasource');
  const table = page.getByRole('table', { name: '数据源管理' });
  await expect(rowWith(table, 'mysql')).toBeVisible();

  let dialog = await openAddSavedEmpty(page, '数据源名称', '请输入数据源名称');
  await dialog.getByRole('textbox', { name: '数据源名称' }).fill(name);
  await dialog.getByRole('textbox', { name: '驱动类' }).fill('org.postgresql.Driver');
  await dialog
    .getByRole('textbox', { name: '连接地址' })
    .fill('jdbc:postgresql://db:5432/e2e?ssl=true&amp;a=b');
  await dialog.getByRole('textbox', { name: '用户名' }).fill('e2e_user');
  const password = dialog.getByLabel('密码', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await password.fill('e2e_secret');
  await dialog.getByRole('textbox', { name: '备注' }).fill('端到端备注');
  await press(dialog, '保存');
  await closesWith(page, dialog, '新增成功');

  await search(page, '数据源名称', name);
  const row = rowWith(table, name);
  await expect(row.getByRole('cell', { name: 'org.postgresql.Driver', exact: true })).toBeVisible();
  // `&amp;` is unescaped by the server; the password is not a table column.
  await expect(row.getByRole('cell', { name: 'jdbc:postgresql://db:5432/e2e?ssl=true&a=b' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'e2e_user', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'e2e_secret' })).toHaveCount(0);
  const [saved] = (
    await api.get<{ records: { id: string; password: string }[] }>('/blade-develop/datasource/list', {
      name_equal: name,
    })
  ).records;
  // The password never comes back (issue 37): the mask says one is stored.
  expect(saved).toMatchObject({ password: '******' });

  dialog = await openDialog(page, '编辑', row);
  await expect(dialog.getByRole('textbox', { name: '用户名' })).toHaveValue('e2e_user');
  await expect(dialog.getByLabel('密码', { exact: true })).toHaveValue('******');
  await dialog.getByRole('textbox', { name: '用户名' }).fill('e2e_user2');
  await dialog.getByRole('textbox', { name: '数据源名称' }).fill(`${name}改`);
  await press(dialog, '保存');
  await expect(toast(page, '修改成功')).toBeVisible();
  const edited = rowWith(table, `${name}改`);
  await expect(edited.getByRole('cell', { name: 'e2e_user2', exact: true })).toBeVisible();
  expect(await api.get('/blade-develop/datasource/detail', { id: saved!.id })).toMatchObject({
    name: `${name}改`,
    username: 'e2e_user2',
    // Saved with the mask as it was shown: the stored password stays (an empty one would read "").
    password: '******',
  });

  await deleteRow(page, edited);
  expect(await api.get('/blade-develop/datasource/detail', { id: saved!.id })).toEqual({});
});

test('menus: the tree table shows the buttons of a menu; a button is added under it and removed', async ({
  page,
}) => {
  const api = await Api.of(page);
  const stamp = unique();
  const code = `param_e2e_${stamp}`;
  const name = `端到端按钮${stamp}`;
  await page.goto('/system/menu');
  const menus = page.getByRole('table', { name: '菜单管理' });
  // Code `param` matches the page and its buttons (param_add…): the forest keeps them together.
  await search(page, '菜单编号', 'param');
  const param = rowWith(menus, 'param');
  await expect(param.getByRole('cell', { name: '菜单', exact: true })).toBeVisible();
  await expect(rowWith(menus, 'param_add')).toHaveCount(0);
  await menus.getByRole('button', { name: '展开 参数管理' }).click();
  for (const button of ['param_add', 'param_edit', 'param_delete', 'param_view']) {
    await expect(rowWith(menus, button).getByRole('cell', { name: '按钮', exact: true })).toBeVisible();
  }

  const dialog = await openDialog(page, '新增');
  await dialog.getByRole('textbox', { name: '菜单名称' }).fill(name);
  await dialog.getByRole('textbox', { name: '路由地址' }).fill('/system/param/e2e');
  await chooseInTree(page, dialog.getByRole('combobox', { name: '上级菜单' }), '参数管理');
  await dialog.getByRole('textbox', { name: '菜单编号' }).fill(code);
  await choose(page, dialog.getByRole('combobox', { name: '菜单类型' }), '按钮');
  await dialog.getByRole('textbox', { name: '菜单别名' }).fill('e2e');
  await choose(page, dialog.getByRole('combobox', { name: '按钮功能' }), '工具栏');
  await press(dialog, '保存');
  await closesWith(page, dialog, '新增成功');

  // The list reloads folded; the new button is a child of the page.
  await menus.getByRole('button', { name: '展开 参数管理' }).click();
  const added = rowWith(menus, code);
  await expect(added.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(added.getByRole('cell', { name: '按钮', exact: true })).toBeVisible();
  type MenuNode = { code: string; category: number; action: number; children?: MenuNode[] };
  const [page_] = await api.get<MenuNode[]>('/blade-system/menu/list', { code: 'param' });
  expect(page_?.code).toBe('param');
  expect(page_?.children?.find((child) => child.code === code)).toMatchObject({ category: 2, action: 1 });

  await pressRowAction(added, '删除');
  await confirm(page);
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(rowWith(menus, code)).toHaveCount(0);
  expect(await api.get<unknown[]>('/blade-system/menu/list', { code })).toEqual([]);
});

test('top menus: add one and grant it a menu; it shows in the top bar and narrows the sidebar', async ({
  page,
}) => {
  const api = await Api.of(page);
  const stamp = unique();
  const name = `端到端顶部${stamp}`;
  const code = `e2e_top_${stamp}`;
  await page.goto('/system/topmenu');
  const dialog = await openAddSavedEmpty(page, '菜单名称', '请输入菜单名称');
  await dialog.getByRole('textbox', { name: '菜单名称' }).fill(name);
  await dialog.getByRole('textbox', { name: '菜单编号' }).fill(code);
  await dialog.getByRole('textbox', { name: '菜单图标' }).fill('iconfont iconicon_setting');
  await dialog.getByRole('textbox', { name: '路由地址' }).fill('/system/param');
  await press(dialog, '保存');
  await expect(toast(page, '新增成功')).toBeVisible();

  await search(page, '菜单编号', code);
  const row = rowWith(page.getByRole('table', { name: '顶部菜单' }), code);
  await expect(row.getByRole('cell', { name, exact: true })).toBeVisible();
  const [top] = (await api.get<{ records: { id: string }[] }>('/blade-system/topmenu/list', { code }))
    .records;
  try {
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: '菜单配置' }).click();
    const grant = page.getByRole('dialog', { name: '菜单配置' });
    await grant.getByRole('textbox', { name: '输入关键字进行过滤' }).fill('参数管理');
    const item = grant.getByRole('treeitem', { name: '参数管理' });
    await tick(item);
    const saved = page.waitForResponse((r) => r.url().includes('/blade-system/topmenu/grant'));
    await grant.getByRole('button', { name: '确定' }).click();
    const body = (await saved).request().postDataJSON() as { topMenuIds: string[]; menuIds: string[] };
    expect(body.topMenuIds).toEqual([top!.id]);
    await expect(toast(page, '操作成功')).toBeVisible();
    const keys = await api.get<{ menu: string[] }>('/blade-system/menu/top-tree-keys', {
      topMenuIds: top!.id,
    });
    expect(keys.menu.sort()).toEqual(body.menuIds.sort());

    // The top bar lists it (top menus load with the frame); choosing it shows only its menus.
    await page.goto('/wel/index');
    const topBar = page.getByRole('navigation', { name: '顶部菜单' });
    await topBar.getByRole('button', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/system\/param$/);
    const sidebar = page.getByRole('navigation', { name: '主菜单' });
    await expect(sidebar.getByRole('button', { name: '系统管理', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: '工作台', exact: true })).toHaveCount(0);
    // 首页 shows the whole menu again and leads home (issue 16, point 6).
    await topBar.getByRole('button', { name: '首页', exact: true }).click();
    await expect(sidebar.getByRole('button', { name: '工作台', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/wel\/index$/);
  } finally {
    await api.post('/blade-system/topmenu/remove', { params: { ids: top!.id } });
  }
});

test('business dictionaries: add, edit and delete a dictionary and an item', async ({ page }) => {
  const stamp = unique();
  const code = `e2e_biz_${stamp}`;
  await page.goto('/system/dict-biz');
  const parents = page.getByRole('region', { name: '字典列表' });
  let dialog = await openDialog(page, '新增', parents);
  await dialog.getByRole('textbox', { name: '字典编号' }).fill(code);
  await dialog.getByRole('textbox', { name: '字典名称' }).fill('端到端业务字典');
  await press(dialog, '保存');
  await expect(toast(page, '新增成功')).toBeVisible();

  await parents.getByRole('textbox', { name: '字典编号' }).fill(code);
  await parents.getByRole('button', { name: '搜索', exact: true }).click();
  const parent = rowWith(parents, code);
  await expect(parent.getByRole('cell', { name: '端到端业务字典', exact: true })).toBeVisible();

  dialog = await openDialog(page, '编辑', parent);
  await dialog.getByRole('textbox', { name: '字典名称' }).fill('端到端业务字典改');
  await press(dialog, '保存');
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(parent.getByRole('cell', { name: '端到端业务字典改', exact: true })).toBeVisible();

  await pressRowAction(parent, '字典配置');
  const children = page.getByRole('region', { name: '字典项' });
  await expect(children.getByText(`端到端业务字典改（${code}）的字典项`)).toBeVisible();
  dialog = await openDialog(page, '新增', children);
  await expect(dialog.getByRole('textbox', { name: '字典编号' })).toHaveValue(code);
  await dialog.getByRole('textbox', { name: '字典名称' }).fill('第一项');
  await dialog.getByRole('textbox', { name: '字典键值' }).fill('7');
  await press(dialog, '保存');
  await expect(toast(page, '新增成功').first()).toBeVisible();
  const item = rowWith(children, '第一项');
  await expect(item.getByRole('cell', { name: '7', exact: true })).toBeVisible();
  const api = await Api.of(page);
  const items = await api.get<{ dictKey: string; dictValue: string }[]>('/blade-system/dict-biz/dictionary', {
    code,
  });
  expect(items.map((i) => [String(i.dictKey), i.dictValue])).toEqual([['7', '第一项']]);

  await pressRowAction(item, '删除');
  await confirm(page);
  await expect(item).toHaveCount(0);
  await pressRowAction(parent, '删除');
  await confirm(page);
  await expect(toast(page, '删除成功').first()).toBeVisible();
  await expect(parent).toHaveCount(0);
});

test('clients: add one (it can sign in), edit and delete', async ({ page }) => {
  const stamp = unique();
  const clientId = `e2e_${stamp}`;
  const secret = `secret_${stamp}`;
  await page.goto('/system/client');
  let dialog = await openDialog(page, '新增');
  await expect(dialog.getByRole('textbox', { name: '权限范围' })).toHaveValue('all');
  await dialog.getByRole('textbox', { name: '应用ID' }).fill(clientId);
  await press(dialog, '保存');
  await expect(dialog.getByRole('textbox', { name: '应用密钥' })).toHaveAccessibleDescription(
    '请输入应用密钥',
  );
  await dialog.getByRole('textbox', { name: '应用密钥' }).fill(secret);
  await press(dialog, '保存');
  await expect(toast(page, '新增成功')).toBeVisible();

  await search(page, '应用ID', clientId);
  const row = rowWith(page.getByRole('table', { name: '应用管理' }), clientId);
  await expect(row.getByRole('cell', { name: '3600', exact: true })).toBeVisible();

  // The new client signs in (Basic client header), with its token validity.
  const grant = async () =>
    (await (
      await page.request.post('/api/blade-auth/oauth/token', {
        params: { grant_type: 'password', username: 'admin', password: md5('admin'), tenantId: '000000' },
        headers: { Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
      })
    ).json()) as { access_token?: string; expires_in?: number };
  expect(await grant()).toMatchObject({ expires_in: 3600 });

  // Secrets are never sent back: the form shows the fixed mask, and saving it keeps the current one.
  dialog = await openDialog(page, '编辑', row);
  await expect(dialog.getByRole('textbox', { name: '应用ID' })).toHaveValue(clientId);
  await expect(dialog.getByRole('textbox', { name: '应用密钥' })).toHaveValue('******');
  await dialog.getByRole('spinbutton', { name: '令牌秒数' }).fill('7200');
  await press(dialog, '保存');
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(row.getByRole('cell', { name: '7200', exact: true })).toBeVisible();
  expect(await grant()).toMatchObject({ expires_in: 7200 });

  await deleteRow(page, row);
  expect((await grant()).access_token).toBeUndefined();
});

test('notices: add, edit and delete', async ({ page }) => {
  const stamp = unique();
  const title = `端到端通知${stamp}`;
  await page.goto('/desk/notice');
  let dialog = await openAddSavedEmpty(page, '通知标题', '请输入通知标题');
  await dialog.getByRole('textbox', { name: '通知标题' }).fill(title);
  await choose(page, dialog.getByRole('combobox', { name: '通知类型' }), '发布通知');
  const time = dialog.getByRole('textbox', { name: '通知时间' });
  await time.fill('2030-01-02 10:30:00');
  await time.blur();
  await dialog.getByRole('textbox', { name: '通知内容' }).fill('端到端的通知内容');
  await press(dialog, '保存');
  await closesWith(page, dialog, '新增成功');

  await search(page, '通知标题', title);
  const row = rowWith(page.getByRole('table', { name: '通知公告' }), title);
  await expect(row.getByRole('cell', { name: '发布通知', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2030-01-02 10:30:00' })).toBeVisible();

  dialog = await openDialog(page, '编辑', row);
  await expect(dialog.getByRole('textbox', { name: '通知内容' })).toHaveValue('端到端的通知内容');
  await choose(page, dialog.getByRole('combobox', { name: '通知类型' }), '批转通知');
  await dialog.getByRole('textbox', { name: '通知标题' }).fill(`${title}改`);
  await press(dialog, '保存');
  await expect(toast(page, '修改成功')).toBeVisible();
  const edited = rowWith(page.getByRole('table', { name: '通知公告' }), `${title}改`);
  await expect(edited.getByRole('cell', { name: '批转通知', exact: true })).toBeVisible();

  await deleteRow(page, edited);
});
