import type { Locator, Page } from '@playwright/test';
import { expect, test } from './admin-test';
import { Api, createUser, SEED, search, unique } from './pages-support';

/**
 * Sorting by a table's headers against the real server (issue 36): a click sorts ascending, the
 * next descending, the third not at all; the header says so (`aria-sort`), the rows come back in
 * that order from `ascs`/`descs`, and a reload of the page keeps the order (it is in the address).
 */

// Each test sorts, reloads and sorts again: several round trips more than one page visit.
test.describe.configure({ timeout: 90_000 });

/** The texts of the table's cells that start with `prefix`, top to bottom: the rows' order. */
async function orderOf(table: Locator, prefix: string): Promise<string[]> {
  const texts = await table.getByRole('cell').allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => text.startsWith(prefix));
}

/** Clicks a header's sort button and waits for the list it asks for. */
async function sortBy(page: Page, table: Locator, header: string, expectQuery: RegExp | null) {
  const loaded = page.waitForResponse(
    (r) =>
      /\/(list|page)\?/.test(r.url()) &&
      (expectQuery ? expectQuery.test(r.url()) : !/[?&](ascs|descs)=/.test(r.url())),
  );
  await table.getByRole('columnheader', { name: header }).getByRole('button').click();
  const response = await loaded;
  expect((await response.json()).code).toBe(200);
}

/**
 * After a reload: the table still sorted descending by `header` and its rows `c, b, a`. A reload
 * loads the console anew: on a busy machine that takes longer than one assertion's wait.
 */
async function expectStillDescending(table: Locator, header: string, prefix: string) {
  await expect(table.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', 'descending', {
    timeout: 30_000,
  });
  await expect.poll(() => orderOf(table, prefix)).toEqual([`${prefix}c`, `${prefix}b`, `${prefix}a`]);
}

test('参数管理: headers sort the parameters on the server, and a reload keeps the order', async ({
  page,
}) => {
  const api = await Api.of(page);
  const prefix = `e2e.sort${unique()}.`;
  // Names in another order than keys: a sort by one is not the other's by accident.
  for (const [key, name] of [
    ['b', '排序乙'],
    ['c', '排序甲'],
    ['a', '排序丙'],
  ]) {
    await api.post('/blade-system/param/submit', {
      data: { paramKey: `${prefix}${key}`, paramName: `${name}${prefix}`, paramValue: key },
    });
  }
  await page.goto('/system/param');
  await search(page, '参数键名', prefix);
  const table = page.getByRole('table', { name: '参数管理' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const keyHeader = table.getByRole('columnheader', { name: '参数键名' });
  await expect(keyHeader).toHaveAttribute('aria-sort', 'none');
  // A long text the server does not sort by has no sort button.
  await expect(table.getByRole('columnheader', { name: '参数键值' }).getByRole('button')).toHaveCount(0);

  await sortBy(page, table, '参数键名', /ascs=param_key/);
  await expect(keyHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => orderOf(table, prefix)).toEqual([`${prefix}a`, `${prefix}b`, `${prefix}c`]);

  await sortBy(page, table, '参数键名', /descs=param_key/);
  await expect(keyHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => orderOf(table, prefix)).toEqual([`${prefix}c`, `${prefix}b`, `${prefix}a`]);
  await expect(page).toHaveURL(/descs=param_key/);

  // A reload shows the same view: the search and the order.
  await page.reload();
  const reloaded = page.getByRole('table', { name: '参数管理' });
  await expectStillDescending(reloaded, '参数键名', prefix);

  // Another column replaces the order; by name 甲 乙 丙 (code points: 丙 < 乙 < 甲).
  await sortBy(page, reloaded, '参数名称', /ascs=param_name/);
  await expect(reloaded.getByRole('columnheader', { name: '参数键名' })).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => orderOf(reloaded, prefix)).toEqual([`${prefix}a`, `${prefix}b`, `${prefix}c`]);
  await sortBy(page, reloaded, '参数名称', /descs=param_name/);
  // The third click: no order asked for, the address without one.
  await sortBy(page, reloaded, '参数名称', null);
  await expect(reloaded.getByRole('columnheader', { name: '参数名称' })).toHaveAttribute('aria-sort', 'none');
  await expect(page).not.toHaveURL(/ascs|descs/);
});

test('用户管理: the user list sorts by name and by account on the server, and a reload keeps the view', async ({
  page,
}) => {
  const api = await Api.of(page);
  const prefix = `e2es${unique()}`;
  // Accounts a < b < c, names the other way round.
  for (const [suffix, realName] of [
    ['b', 'Sort Beta'],
    ['a', 'Sort Gamma'],
    ['c', 'Sort Alpha'],
  ]) {
    await createUser(api, {
      account: `${prefix}${suffix}`,
      password: 'User#1234',
      realName: realName as string,
    });
  }
  await page.goto('/system/user');
  await search(page, '登录账号', prefix);
  const table = page.getByRole('table', { name: '用户管理' });
  await expect(table.getByRole('row')).toHaveCount(4);

  await sortBy(page, table, '用户姓名', /ascs=real_name/);
  await expect(table.getByRole('columnheader', { name: '用户姓名' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => orderOf(table, prefix)).toEqual([`${prefix}c`, `${prefix}b`, `${prefix}a`]);

  await sortBy(page, table, '登录账号', /ascs=account/);
  await sortBy(page, table, '登录账号', /descs=account/);
  await expect(table.getByRole('columnheader', { name: '登录账号' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(table.getByRole('columnheader', { name: '用户姓名' })).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => orderOf(table, prefix)).toEqual([`${prefix}c`, `${prefix}b`, `${prefix}a`]);

  // The department chosen in the tree beside the table narrows it; a reload keeps the department,
  // the search and the order (all three are in the address).
  const narrowed = page.waitForResponse(
    (r) => r.url().includes('/blade-user/page') && r.url().includes(`deptId=${SEED.changzhouDept}`),
  );
  await page
    .getByRole('tree', { name: '部门' })
    .getByRole('treeitem', { name: '常州布雷德' })
    .locator('div')
    .first()
    .click();
  const narrowedList = await narrowed;
  expect(narrowedList.url()).toMatch(/descs=account/);
  await expect(page).toHaveURL(new RegExp(`deptId=${SEED.changzhouDept}`));
  await expect.poll(() => orderOf(table, prefix)).toEqual([`${prefix}c`, `${prefix}b`, `${prefix}a`]);

  const reloadedList = page.waitForResponse(
    (r) =>
      r.url().includes('/blade-user/page') &&
      r.url().includes(`deptId=${SEED.changzhouDept}`) &&
      r.url().includes('descs=account') &&
      r.url().includes(`account=${prefix}`),
  );
  await page.reload();
  await reloadedList;
  const reloaded = page.getByRole('table', { name: '用户管理' });
  await expectStillDescending(reloaded, '登录账号', prefix);
  await expect(
    page.getByRole('search', { name: '搜索条件' }).getByRole('textbox', { name: '登录账号', exact: true }),
  ).toHaveValue(prefix);
  await expect(page.getByRole('treeitem', { name: '常州布雷德' })).toHaveAttribute('aria-selected', 'true');
});
