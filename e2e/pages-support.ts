import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * Helpers of the page tests (`pages-*.spec.ts`): one sign-in per worker saved as a storage state
 * (admin-test.ts makes the administrator's the default of a file), the signed-in token for calling
 * the API directly (to prepare data and to check what a page shows against what the server says),
 * and the locators every CRUD page shares.
 */

/**
 * A view dialog's value of the field labelled `label`: CrudView writes a record as `dt`/`dd` pairs
 * (the `dd` is named by its `dt` through aria-labelledby, a name Playwright's role engine does not
 * compute for the definition role).
 */
export function viewValue(dialog: Locator, label: string): Locator {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return dialog.locator('dt').filter({ hasText: exact }).locator('xpath=following-sibling::dd[1]');
}

/** A suffix that makes names unique across runs and tests (the e2e database lives for one run). */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The console sends md5(password) to the token endpoint and the user APIs. */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Seeded ids (packages/server/src/db/seed): roles and departments the tests put users in. */
export const SEED = {
  adminUser: '1123598821738675201',
  administratorRole: '1123598816738675201',
  userRole: '1123598816738675202',
  rootDept: '1123598813738675201',
  changzhouDept: '1123598813738675202',
  suzhouDept: '1123598813738675203',
} as const;

export async function signIn(page: Page, account = 'admin', password = 'admin') {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '账号', exact: true }).fill(account);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
  // BLADE_CAPTCHA=false on the e2e server: any code passes.
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('abcd');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
}

/**
 * Signs in an account that still has the initial password: the console keeps it on "set a new
 * password" instead of the shell (issue 17).
 */
export async function signInToChangePassword(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '账号', exact: true }).fill(account);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('abcd');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { name: '设置新密码' })).toBeVisible();
}

/**
 * Sets `password` on the "set a new password" page; the console then opens on its landing page.
 * `oldPassword` when the page asks for it (after a full page load, which forgets the one typed).
 */
export async function setNewPassword(page: Page, password: string, oldPassword?: string) {
  if (oldPassword !== undefined) {
    await page.getByRole('textbox', { name: '原密码', exact: true }).fill(oldPassword);
  }
  await page.getByRole('textbox', { name: '新密码', exact: true }).fill(password);
  await page.getByRole('textbox', { name: '确认新密码', exact: true }).fill(password);
  await page.getByRole('button', { name: '保存并进入系统' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
}

/**
 * Signs in through the form once and saves the state (cookies + local storage) for a file's tests.
 * `baseURL` is for a caller outside a test or hook (a worker fixture), where Playwright gives a new
 * context none of the configured options.
 */
export async function saveSignedInState(
  browser: Browser,
  file: string,
  account = 'admin',
  password = 'admin',
  baseURL?: string,
) {
  const context = await browser.newContext({ storageState: undefined, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  await signIn(page, account, password);
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('button').first()).toBeVisible();
  await context.storageState({ path: file });
  await context.close();
}

export const stateFile = (name: string) => path.join(tmpdir(), `blade-e2e-${name}-${process.pid}.json`);

/** The administrator's storage state, shared by the page test files of a worker. */
export const ADMIN_STATE = stateFile('pages-admin');
let adminSignedIn: Promise<void> | undefined;

/**
 * Signs the administrator in once per worker (the files run one after another in the same worker,
 * and none of them signs the administrator out); a restarted worker signs in again.
 */
export function ensureAdminState(browser: Browser, baseURL?: string): Promise<void> {
  adminSignedIn ??= saveSignedInState(browser, ADMIN_STATE, 'admin', 'admin', baseURL).catch(
    (error: unknown) => {
      adminSignedIn = undefined;
      throw error;
    },
  );
  return adminSignedIn;
}

/** The access token of a signed-in context (the console keeps it in a cookie). */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((item) => item.name === 'saber-access-token');
  if (!cookie?.value) throw new Error('not signed in: no access-token cookie');
  return decodeURIComponent(cookie.value);
}

type Params = Record<string, string | number | boolean>;

/** The Blade API with a token: answers `data` of the envelope and fails on any code but 200. */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async of(page: Page): Promise<Api> {
    return new Api(page.request, await tokenOf(page.context()));
  }

  private headers() {
    return { 'Blade-Auth': `bearer ${this.token}` };
  }

  async get<T = unknown>(url: string, params?: Params): Promise<T> {
    return this.read<T>(url, await this.request.get(`/api${url}`, { params, headers: this.headers() }));
  }

  async post<T = unknown>(url: string, options: { params?: Params; data?: unknown } = {}): Promise<T> {
    const response = await this.request.post(`/api${url}`, {
      params: options.params,
      data: options.data,
      headers: this.headers(),
    });
    return this.read<T>(url, response);
  }

  /** The whole envelope, whatever its code (to check a refusal). */
  async raw(method: 'GET' | 'POST', url: string, params?: Params) {
    const response = await this.request.fetch(`/api${url}`, { method, params, headers: this.headers() });
    return (await response.json()) as { code: number; success: boolean; msg: string; data: unknown };
  }

  private async read<T>(url: string, response: Awaited<ReturnType<APIRequestContext['get']>>) {
    const body = (await response.json()) as { code: number; msg: string; data: T };
    if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
    return body.data;
  }
}

/** The password grant as the console sends it (md5 password, Basic client header). */
export async function passwordGrant(
  request: APIRequestContext,
  account: string,
  password: string,
  tenantId = '000000',
) {
  const response = await request.post('/api/blade-auth/oauth/token', {
    params: { grant_type: 'password', username: account, password: md5(password), tenantId, scope: 'all' },
    headers: { Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
  });
  return (await response.json()) as { access_token?: string; error_description?: string };
}

/** Creates a user of tenant 000000 through the API; answers its id. */
export async function createUser(
  api: Api,
  fields: { account: string; password: string; realName: string; roleId?: string; deptId?: string },
): Promise<string> {
  await api.post('/blade-user/submit', {
    data: {
      tenantId: '000000',
      name: fields.realName,
      roleId: SEED.userRole,
      deptId: SEED.changzhouDept,
      ...fields,
      password: md5(fields.password),
    },
  });
  const page = await api.get<{ records: { id: string; account: string }[] }>('/blade-user/page', {
    account: fields.account,
    current: 1,
    size: 10,
  });
  const user = page.records.find((record) => record.account === fields.account);
  if (!user) throw new Error(`user ${fields.account} was not created`);
  return String(user.id);
}

// Toasts are status lines and errors alerts; a modal dialog hides them from the accessibility tree,
// so they are found by their role attribute and text.
export const toast = (page: Page, text: string) => page.locator('[role="status"]', { hasText: text });
export const alert = (page: Page, text: string) => page.locator('[role="alert"]', { hasText: text });

/** The bar of open pages (tabs) above the content. */
export const tabsBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });

/** Opens the one page whose menu matches `text` from the menu search (icon, type, Enter); answers the search dialog. */
export async function openFromMenuSearch(page: Page, text: string) {
  await page.getByRole('button', { name: '菜单搜索' }).click();
  const search = page.getByRole('dialog', { name: '菜单搜索' });
  await search.getByRole('combobox').fill(text);
  await expect(search.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  return search;
}

/** A table row holding a cell with exactly this text. */
export const rowWith = (scope: Page | Locator, text: string) => {
  // The inner locator of `has` is matched inside each row: it must start from the page.
  const page = 'goto' in scope ? scope : scope.page();
  return scope.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
};

/**
 * Presses a dialog button. Focus goes first: the blur check of the focused field shows its message
 * and grows the centred dialog, which would otherwise move the button under the click.
 */
export async function press(dialog: Locator, name: string) {
  const button = dialog.getByRole('button', { name, exact: true });
  await button.focus();
  await button.click();
}

/** Presses the button `name` in `scope` (the page, a table or a row) and answers the dialog of that name it opens. */
export async function openDialog(page: Page, name: string, scope: Page | Locator = page) {
  // In a row the action may be under its "更多" menu (a row shows two actions as buttons).
  if (scope === page) await page.getByRole('button', { name, exact: true }).click();
  else await (await rowActionControl(scope as Locator, name)).click();
  return page.getByRole('dialog', { name });
}

/** Confirms the "确定将选择数据删除?" (or any) confirmation. */
export async function confirm(page: Page) {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '提示' }));
  await dialog.getByRole('button', { name: '确定' }).click();
}

/**
 * Opens the page's 新增 dialog and saves it empty: the required field `name` (a textbox, or the
 * `role` given) is described by its message, as a person hears it. Answers the dialog.
 */
export async function openAddSavedEmpty(
  page: Page,
  name: string,
  message: string,
  role: 'textbox' | 'combobox' = 'textbox',
) {
  const dialog = await openDialog(page, '新增');
  await press(dialog, '保存');
  await expect(dialog.getByRole(role, { name })).toHaveAccessibleDescription(message);
  return dialog;
}

/** Ticks an unticked item of a checkable tree (its row, not the caret): it reads unticked, then ticked. */
export async function tick(item: Locator) {
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await item.locator('div').first().click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
}

/** Searches a CRUD table by one text filter of its search bar. */
export async function search(page: Page, label: string, value: string) {
  const form = page.getByRole('search', { name: '搜索条件' });
  await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await form.getByRole('button', { name: '搜索', exact: true }).click();
}

/** Chooses an option of a ui Select (a combobox with a listbox). */
export async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses a node of a ui TreeSelect (typing filters the tree). */
export async function chooseInTree(page: Page, combobox: Locator, node: string) {
  await combobox.click();
  await page.getByRole('textbox', { name: '输入关键字过滤' }).fill(node);
  await page.getByRole('treeitem', { name: node, exact: true }).locator('div').first().click();
}

/** The dialog closed after saving, with `text` in a toast. */
export async function closesWith(page: Page, dialog: Locator, text: string) {
  await expect(toast(page, text)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Presses `name` in `dialog` and waits for the request whose URL holds `path`: its response and
 * the query it was sent with.
 */
export async function pressAndWatch(page: Page, dialog: Locator, name: string, path: string) {
  const watched = page.waitForResponse((r) => r.url().includes(path));
  await press(dialog, name);
  const response = await watched;
  return { response, query: Object.fromEntries(new URL(response.url()).searchParams) };
}

/** Deletes `row` through its 删除 button and the confirmation; the toast says so and the row is gone. */
export async function deleteRow(page: Page, row: Locator) {
  await pressRowAction(row, '删除');
  await confirm(page);
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
}

/** Moves the order of `row` through 受理, 发运 and 签收: each move says so in a toast and on the row. */
export async function deliverOrder(page: Page, row: Locator) {
  for (const [action, status] of [
    ['受理', '已受理'],
    ['发运', '运输中'],
    ['签收', '已签收'],
  ] as const) {
    await pressRowAction(row, action);
    await expect(toast(page, `订单已改为“${status}”`)).toBeVisible();
    await expect(row.getByText(status, { exact: true })).toBeVisible();
  }
}

/**
 * Presses a row action: one of the row's first two is a button, the others are in its "更多" menu
 * (issue 36: the pinned actions column is only as wide as two actions).
 */
export async function pressRowAction(row: Locator, name: string) {
  await (await rowActionControl(row, name)).click();
}

/**
 * The control of a row action: its button, or (opening the row's "更多" menu) its menu item, for
 * a test that checks it rather than presses it (disabled once done, like 已启用).
 */
export async function rowActionControl(row: Locator, name: string): Promise<Locator> {
  // The row's actions are drawn with the row: wait for them before deciding where the action is.
  await expect(row.getByRole('button').first()).toBeVisible();
  const button = row.getByRole('button', { name, exact: true });
  if (await button.count()) return button;
  await row.getByRole('button', { name: /更多|More/ }).click();
  return row.page().getByRole('menuitem', { name, exact: true });
}
