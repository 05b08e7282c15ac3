import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openFromMenuSearch, signIn, tabsBar } from './pages-support';

/**
 * Routing rules of SPEC §2 against the built product: a top-level menu item without children, the
 * guard's 'target', 'src', 'name' and 'menu' queries. The menu items the tests need are added
 * through the API as an administrator would, granted to the admin's role, and removed afterwards.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** The API as the signed-in admin of `page`: the Basic client header and the Blade-Auth token. */
async function adminApi(page: Page) {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'saber-access-token')?.value ?? '';
  const roleId = await page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('saber-userInfo') ?? '{}') as {
      content?: { role_id?: string };
    };
    return record.content?.role_id ?? '';
  });
  const headers = {
    Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
    'Blade-Auth': `bearer ${decodeURIComponent(token)}`,
  };
  const call = async <T>(request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown) => {
    const response = await request[method](url, { headers, ...(data === undefined ? {} : { data }) });
    const body = (await response.json()) as { code: number; data: T; msg: string };
    expect(body.code, `${url}: ${body.msg}`).toBe(200);
    return body.data;
  };
  const request = page.request;
  return {
    roleId,
    get: <T>(url: string) => call<T>(request, 'get', url),
    post: <T>(url: string, data?: unknown) => call<T>(request, 'post', url, data),
  };
}

interface MenuNode {
  id: string;
  code: string;
  children?: MenuNode[];
}

/**
 * Adds top-level menu items without children, grants them to the admin's role, runs `body`, then
 * puts the role's grants back and removes the items.
 */
async function withTopLevelItems(
  page: Page,
  items: ReadonlyArray<{ code: string; name: string; path: string }>,
  body: () => Promise<void>,
) {
  const api = await adminApi(page);
  for (const item of items) {
    await api.post('/api/blade-system/menu/submit', {
      parentId: '0',
      category: 1,
      alias: 'menu',
      action: 0,
      isOpen: 1,
      sort: 0,
      source: '',
      ...item,
    });
  }
  const all = await api.get<MenuNode[]>('/api/blade-system/menu/list');
  const ids = items.map((item) => all.find((node) => node.code === item.code)?.id ?? '');
  expect(ids.every(Boolean)).toBe(true);
  const keys = await api.get<{ menu: string[]; dataScope: string[]; apiScope: string[] }>(
    `/api/blade-system/menu/role-tree-keys?roleIds=${api.roleId}`,
  );
  const grant = (menuIds: string[]) =>
    api.post('/api/blade-system/role/grant', {
      roleIds: [api.roleId],
      menuIds,
      dataScopeIds: keys.dataScope,
      apiScopeIds: keys.apiScope,
    });
  await grant([...keys.menu, ...ids]);
  try {
    await body();
  } finally {
    await grant(keys.menu);
    await api.post(`/api/blade-system/menu/remove?ids=${ids.join(',')}`);
  }
}

// Each test signs in, sets up through the API and opens several pages: more than 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a top-level item without children opens its page at path/index, from the sidebar and the search', async ({
  page,
}) => {
  await withTopLevelItems(
    page,
    [{ code: 'e2e_param_top', name: 'E2E参数直达', path: '/system/param' }],
    async () => {
      await page.goto('/wel/index');
      const item = sidebar(page).getByRole('link', { name: 'E2E参数直达', exact: true });
      await item.click();
      await expect(page).toHaveURL(/\/system\/param\/index$/);
      await expect(page.getByRole('table', { name: '参数管理' })).toBeVisible();
      await expect(item).toHaveAttribute('aria-current', 'page');

      await tabsBar(page).getByRole('button', { name: '首页', exact: true }).click();
      await expect(page).toHaveURL(/\/wel\/index$/);
      await openFromMenuSearch(page, 'E2E参数');
      await expect(page).toHaveURL(/\/system\/param\/index$/);
      await expect(page.getByRole('table', { name: '参数管理' })).toBeVisible();

      // The address itself, loaded afresh.
      await page.goto('/system/param/index');
      await expect(page.getByRole('table', { name: '参数管理' })).toBeVisible();
    },
  );
});

test("a 'target' opens a new window and the user stays where they were", async ({ page, context }) => {
  await withTopLevelItems(
    page,
    [{ code: 'e2e_target', name: 'E2E新窗口', path: '/system/param?target=_blank&src=/api/health' }],
    async () => {
      await page.goto('/wel/index');
      const opened = context.waitForEvent('page');
      await sidebar(page).getByRole('link', { name: 'E2E新窗口', exact: true }).click();
      const popup = await opened;
      await expect.poll(() => popup.url()).toMatch(/\/api\/health$/);
      await expect(page).toHaveURL(/\/wel\/index$/);
      await expect(page.getByRole('table', { name: '参数管理' })).toHaveCount(0);
      await popup.close();
    },
  );
});

test("'src' and 'name' override the tab's address and label; the tab leads back", async ({ page }) => {
  await page.goto('/wel/index');
  // The API docs menu item is a framed page: /myiframe/urlPath?src=<its path>&name=<its name>.
  await sidebar(page).getByRole('button', { name: '系统监控', exact: true }).click();
  const docs = sidebar(page).getByRole('link', { name: '接口文档', exact: true });
  await docs.click();
  await expect(page).toHaveURL(/\/myiframe\/urlPath\?src=%2Fapi%2Fdocs%2Fstatic%2Findex\.html&name=/);
  const framed = page.url();
  await expect(page).toHaveTitle('接口文档');
  // The page's address is the framed one: its menu item is the current one.
  await expect(docs).toHaveAttribute('aria-current', 'page');

  const tab = tabsBar(page).getByRole('button', { name: '接口文档', exact: true });
  await expect(tab).toBeVisible();
  await tabsBar(page).getByRole('button', { name: '首页', exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await tab.click();
  await expect(page).toHaveURL(framed);

  // 'name' alone labels the tab and the title.
  await page.goto('/system/param?name=E2E参数页');
  await expect(page.getByRole('table', { name: '参数管理' })).toBeVisible();
  await expect(tabsBar(page).getByRole('button', { name: 'E2E参数页', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('E2E参数页');
});

test("each navigation records whether the page is a menu page: 'menu=false' shows no sidebar", async ({
  page,
}) => {
  await page.goto('/system/param?menu=false');
  await expect(page.getByRole('table', { name: '参数管理' })).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);

  await page.goto('/system/param');
  await expect(page.getByRole('table', { name: '参数管理' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: '参数管理', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
