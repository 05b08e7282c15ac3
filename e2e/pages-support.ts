// Over 300 lines for a reason: the steps every page test shares (sign in, open a menu page, fill a
// form, read a table); topic-specific helpers live in their own *-support.ts files.
import { expect, type Locator, type Page } from '@playwright/test';

export * from './api-support';
export * from './session-support';

/**
 * Helpers of the page tests (`pages-*.spec.ts`): one sign-in per worker saved as a storage state
 * (./session-support; admin-test.ts makes the administrator's the default of a file), the signed-in
 * token for calling the API directly (./api-support: to prepare data and to check what a page shows
 * against what the server says), and, here, the locators every CRUD page shares.
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
 * Types `value` into `field` and leaves it, where a form checks a field, then expects `message` in
 * `scope` (the form's dialog, panel or page).
 */
export async function leaveWith(scope: Page | Locator, field: Locator, value: string, message: string) {
  await field.fill(value);
  await field.blur();
  await expect(scope.getByText(message)).toBeVisible();
}

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
  // In a row the action may be under its "更多" menu (a row shows two actions as buttons). A page's
  // or a table's (its toolbar's) is a button, which may be drawn after the search bar, once the
  // user's grants are in: waited for, not counted at once as a row's are.
  if (scope !== page && (await isRow(scope as Locator))) await pressRowAction(scope as Locator, name);
  else await scope.getByRole('button', { name, exact: true }).click();
  return page.getByRole('dialog', { name });
}

/**
 * Whether `scope` is a table row (a `<tr>` or an element with the row role). Its first match: a
 * table's region holds its scrolling region of the same name.
 */
function isRow(scope: Locator): Promise<boolean> {
  return scope.first().evaluate((element) => element.matches('tr, [role="row"]'));
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

/** Waits until no table shown on the page is loading (its region says aria-busy while it is). */
export async function tablesLoaded(page: Page) {
  await expect(page.locator('[role="region"][aria-busy="true"]:visible')).toHaveCount(0);
}

/** The search form with every field shown: on a phone it folds all but two behind 更多条件. */
export async function searchForm(page: Page): Promise<Locator> {
  const form = page.getByRole('search', { name: '搜索条件' });
  const more = form.getByRole('button', { name: '更多条件' });
  if (await more.isVisible()) await more.click();
  return form;
}

/** Searches a CRUD table by one text filter of its search bar; answers once the searched list shows. */
export async function search(page: Page, label: string, value: string) {
  const form = await searchForm(page);
  await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  // Until the searched list answers, the rows shown are the old query's, and a row ticked among
  // them is unticked when the new list arrives (a slow machine let a test tick one there).
  const listed = page.waitForResponse(
    (response) => response.request().method() === 'GET' && decodeURIComponent(response.url()).includes(value),
  );
  await form.getByRole('button', { name: '搜索', exact: true }).click();
  await listed;
  await tablesLoaded(page);
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
