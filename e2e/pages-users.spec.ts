import type { Page } from '@playwright/test';
import { expect, test } from './admin-test';
import {
  Api,
  choose,
  chooseInTree,
  closesWith,
  confirm,
  createUser,
  deleteRow,
  openAddSavedEmpty,
  openDialog,
  passwordGrant,
  press,
  rowWith,
  SEED,
  search,
  setNewPassword,
  signInToChangePassword,
  tick,
  toast,
  unique,
} from './pages-support';

/** Users (department tree, roles, password reset, unlock, platform), departments and posts. */

const PASSWORD = 'User#1234';

/** Two users of this test: one in 常州布雷德, one in 苏州布雷德 (role 用户). */
async function twoUsers(page: Page) {
  const api = await Api.of(page);
  const prefix = `e2eu${unique()}`;
  const a = { account: `${prefix}a`, id: '' };
  const b = { account: `${prefix}b`, id: '' };
  a.id = await createUser(api, { account: a.account, password: PASSWORD, realName: '常州用户' });
  b.id = await createUser(api, {
    account: b.account,
    password: PASSWORD,
    realName: '苏州用户',
    deptId: SEED.suzhouDept,
  });
  return { api, prefix, a, b };
}

/** Opens the user page showing only this test's users. */
async function openUsers(page: Page, prefix: string) {
  await page.goto('/system/user');
  await search(page, '登录账号', prefix);
}

const table = (page: Page) => page.getByRole('table', { name: '用户管理' });
const select = (page: Page, account: string) => rowWith(table(page), account).getByRole('checkbox').check();

test('users: the department tree narrows the table to the department and those below it', async ({
  page,
}) => {
  const { prefix, a, b } = await twoUsers(page);
  await openUsers(page, prefix);
  await expect(rowWith(table(page), a.account)).toBeVisible();
  await expect(rowWith(table(page), b.account)).toBeVisible();

  const tree = page.getByRole('tree', { name: '部门' });
  const pick = async (dept: string, deptId: string) => {
    const loaded = page.waitForResponse(
      (r) => r.url().includes('/blade-user/page') && r.url().includes(`deptId=${deptId}`),
    );
    await tree.getByRole('treeitem', { name: dept }).locator('div').first().click();
    await loaded;
  };
  await pick('常州布雷德', SEED.changzhouDept);
  await expect(rowWith(table(page), a.account)).toBeVisible();
  await expect(rowWith(table(page), b.account)).toHaveCount(0);

  await pick('苏州布雷德', SEED.suzhouDept);
  await expect(rowWith(table(page), b.account)).toBeVisible();
  await expect(rowWith(table(page), a.account)).toHaveCount(0);
  await expect(rowWith(table(page), b.account).getByRole('cell', { name: '苏州布雷德' })).toBeVisible();

  // The parent holds both children's users; the account search still applies (admin, of the
  // parent itself, is not listed).
  await pick('布雷德科技', SEED.rootDept);
  await expect(rowWith(table(page), a.account)).toBeVisible();
  await expect(rowWith(table(page), b.account)).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(3);
});

/**
 * Presses one of the page's toolbar actions: on the bar, or in its "更多" menu when the bar had no
 * room for it on its one line (the user page's table beside the department tree, issue 39).
 */
async function pressToolbarAction(page: Page, name: string) {
  const toolbar = page.getByRole('toolbar', { name: '表格操作' });
  const button = toolbar.getByRole('button', { name, exact: true });
  if (await button.isVisible()) return button.click();
  await toolbar.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

test('users: grant roles to a user; the list and the server show them', async ({ page }) => {
  const { api, prefix, a } = await twoUsers(page);
  await openUsers(page, prefix);
  const row = rowWith(table(page), a.account);
  await expect(row.getByRole('cell', { name: '用户', exact: true })).toBeVisible();

  // Nothing selected: told so.
  await pressToolbarAction(page, '角色配置');
  await expect(toast(page, '请选择至少一条数据')).toBeVisible();

  await select(page, a.account);
  await pressToolbarAction(page, '角色配置');
  const dialog = page.getByRole('dialog', { name: '角色配置' });
  const roles = dialog.getByRole('tree', { name: '所属角色' });
  await expect(roles.getByRole('treeitem', { name: '用户' })).toHaveAttribute('aria-checked', 'true');
  const admin = roles.getByRole('treeitem', { name: '超级管理员' });
  await tick(admin);
  const granted = page.waitForResponse((r) => r.url().includes('/blade-user/grant'));
  await dialog.getByRole('button', { name: '确定' }).click();
  const query = new URL((await granted).url()).searchParams;
  expect(query.get('userIds')).toBe(a.id);
  expect(query.get('roleIds')?.split(',').sort()).toEqual([SEED.administratorRole, SEED.userRole].sort());
  await closesWith(page, dialog, '操作成功');

  // The list shows the new roles without a reload.
  await expect(row.getByRole('cell', { name: /^(超级管理员,用户|用户,超级管理员)$/ })).toBeVisible();
  const detail = await api.get<{ roleId: string }>('/blade-user/detail', { id: a.id });
  expect(detail.roleId.split(',').sort()).toEqual([SEED.administratorRole, SEED.userRole].sort());
});

test('users: reset a password, then the user signs in with account.initPassword', async ({
  page,
  browser,
}) => {
  const { api, prefix, a } = await twoUsers(page);
  const params = await api.get<{ records: { paramKey: string; paramValue: string }[] }>(
    '/blade-system/param/list',
    { paramKey: 'account.initPassword', current: 1, size: 10 },
  );
  const initial = params.records.find((p) => p.paramKey === 'account.initPassword')?.paramValue;
  expect(initial).toBe('123456');

  await openUsers(page, prefix);
  await select(page, a.account);
  await pressToolbarAction(page, '密码重置');
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '提示' }));
  await expect(question).toContainText('确定将选择账号密码重置为默认密码?');
  const reset = page.waitForResponse((r) => r.url().includes('/blade-user/reset-password'));
  await confirm(page);
  expect(new URL((await reset).url()).searchParams.get('userIds')).toBe(a.id);
  await expect(toast(page, '操作成功')).toBeVisible();

  const fresh = await browser.newContext({ storageState: undefined });
  try {
    const other = await fresh.newPage();
    await signInToChangePassword(other, a.account, initial!);
    // A reset password is the initial one: the user sets their own before the console opens.
    await setNewPassword(other, `${PASSWORD}-2`);
    await expect(other.getByRole('heading', { name: '你好，常州用户' })).toBeVisible();
  } finally {
    await fresh.close();
  }
  expect((await passwordGrant(page.request, a.account, PASSWORD)).error_description).toBe('用户名或密码错误');
  expect((await passwordGrant(page.request, a.account, `${PASSWORD}-2`)).access_token).toBeTruthy();
});

test('users: unlock a user locked out by failed sign-ins', async ({ page }) => {
  const { prefix, b } = await twoUsers(page);
  for (let i = 0; i < 5; i++) await passwordGrant(page.request, b.account, 'wrong');
  expect((await passwordGrant(page.request, b.account, PASSWORD)).error_description).toBe(
    '用户登录失败次数过多，请30分钟后再试',
  );

  await openUsers(page, prefix);
  await select(page, b.account);
  await pressToolbarAction(page, '账号解封');
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '提示' }));
  await expect(question).toContainText('确定将选择账号解封?');
  await confirm(page);
  await expect(toast(page, '操作成功')).toBeVisible();

  expect((await passwordGrant(page.request, b.account, PASSWORD)).access_token).toBeTruthy();
});

test('users: the platform dialog saves the user type and extension and reads them back', async ({ page }) => {
  const { api, prefix, a } = await twoUsers(page);
  await openUsers(page, prefix);
  await select(page, a.account);
  await pressToolbarAction(page, '平台配置');
  let dialog = page.getByRole('dialog', { name: '平台配置' });
  const type = dialog.getByRole('combobox', { name: '用户平台' });
  await expect(type).toHaveText('Web');
  await choose(page, type, 'App');
  const ext = '{"e2e":"platform"}';
  await dialog.getByRole('textbox', { name: '用户拓展' }).fill(ext);
  await press(dialog, '保存');
  await closesWith(page, dialog, '操作成功');
  expect(await api.get('/blade-user/platform-detail', { id: a.id })).toMatchObject({
    userType: 2,
    userExt: ext,
  });

  await pressToolbarAction(page, '平台配置');
  dialog = page.getByRole('dialog', { name: '平台配置' });
  await expect(dialog.getByRole('combobox', { name: '用户平台' })).toHaveText('App');
  await expect(dialog.getByRole('textbox', { name: '用户拓展' })).toHaveValue(ext);
});

test('departments: add under a parent, edit and delete', async ({ page }) => {
  const api = await Api.of(page);
  const stamp = unique();
  const name = `端到端机构${stamp}`;
  await page.goto('/system/dept');
  const depts = page.getByRole('table', { name: '机构管理' });
  await expect(rowWith(depts, '常州布雷德')).toBeVisible();

  let dialog = await openDialog(page, '新增');
  await press(dialog, '保存');
  await expect(dialog.getByText('请输入机构名称')).toBeVisible();
  await expect(dialog.getByText('请输入机构全称')).toBeVisible();
  await dialog.getByRole('textbox', { name: '机构名称' }).fill(name);
  await dialog.getByRole('textbox', { name: '机构全称' }).fill(`${name}全称`);
  await chooseInTree(page, dialog.getByRole('combobox', { name: '上级机构' }), '常州布雷德');
  await press(dialog, '保存');
  await closesWith(page, dialog, '新增成功');

  const row = rowWith(depts, `${name}全称`);
  await expect(row).toBeVisible();
  // It sits under its parent: the parent can fold it away.
  await depts.getByRole('button', { name: '收起 常州布雷德' }).click();
  await expect(row).toHaveCount(0);
  await depts.getByRole('button', { name: '展开 常州布雷德' }).click();
  await expect(row).toBeVisible();
  const [created] = await api.get<{ id: string; parentId: string }[]>('/blade-system/dept/list', {
    deptName: name,
  });
  expect(created?.parentId).toBe(SEED.changzhouDept);

  dialog = await openDialog(page, '编辑', row);
  await expect(dialog.getByRole('textbox', { name: '机构名称' })).toHaveValue(name);
  await dialog.getByRole('textbox', { name: '机构全称' }).fill(`${name}新全称`);
  await press(dialog, '保存');
  await expect(toast(page, '修改成功')).toBeVisible();
  const edited = rowWith(depts, `${name}新全称`);
  await expect(edited).toBeVisible();

  await deleteRow(page, edited);
  expect(await api.get<unknown[]>('/blade-system/dept/list', { deptName: name })).toEqual([]);
});

test('posts: add, edit and delete', async ({ page }) => {
  const stamp = unique();
  const code = `e2e${stamp.slice(-8)}`;
  const name = `端到端岗位${stamp}`;
  await page.goto('/system/post');
  const posts = page.getByRole('table', { name: '岗位管理' });
  await expect(rowWith(posts, 'ceo')).toBeVisible();

  let dialog = await openAddSavedEmpty(page, '岗位类型', '请选择岗位类型', 'combobox');
  await expect(dialog.getByRole('textbox', { name: '岗位编号' })).toHaveAccessibleDescription(
    '请输入岗位编号',
  );
  await choose(page, dialog.getByRole('combobox', { name: '岗位类型' }), '基层');
  await dialog.getByRole('textbox', { name: '岗位编号' }).fill(code);
  await dialog.getByRole('textbox', { name: '岗位名称' }).fill(name);
  await press(dialog, '保存');
  await closesWith(page, dialog, '新增成功');

  await search(page, '岗位编号', code);
  const row = rowWith(posts, code);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '基层', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name, exact: true })).toBeVisible();

  dialog = await openDialog(page, '编辑', row);
  await expect(dialog.getByRole('textbox', { name: '岗位编号' })).toHaveValue(code);
  await choose(page, dialog.getByRole('combobox', { name: '岗位类型' }), '中层');
  await dialog.getByRole('textbox', { name: '岗位名称' }).fill(`${name}改`);
  await press(dialog, '保存');
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(row.getByRole('cell', { name: `${name}改`, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '中层', exact: true })).toBeVisible();

  await deleteRow(page, row);
});
