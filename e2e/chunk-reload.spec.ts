import { expect, type Page, test } from '@playwright/test';
import { signIn } from './session-support';

/**
 * A deploy replaces the hashed chunks under a console someone has open: the next page or dialog
 * they open asks for a file the server no longer has. SPEC §8 raises 'Loading chunk failed'; the
 * page then says a reload mends it, and reloads when asked, which fetches the new build's files.
 * The browser's own error (Chromium's "Failed to fetch dynamically imported module") is what the
 * console recognises, so this runs in the real browser against the built product.
 */

const errorPage = (page: Page) => page.getByRole('heading', { name: /服务器出错了/ });

async function expectChunkFailurePage(page: Page) {
  await expect(errorPage(page)).toBeVisible();
  await expect(page.getByText(/控制台的一部分没有加载：它可能刚刚更新/)).toBeVisible();
  await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
}

test('a page chunk gone after a deploy: the error page says so and its reload brings the page', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  // The landing page's chart and the menu search are in before the "deploy".
  await expect(page.locator('[role="img"][data-status="ready"]').first()).toBeVisible();
  await page.getByRole('button', { name: '菜单搜索' }).click();
  const search = page.getByRole('dialog', { name: '菜单搜索' });
  await search.getByRole('combobox').fill('参数管理');
  await expect(search.getByRole('option')).toHaveCount(1);
  await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.keyboard.press('Enter');

  await expectChunkFailurePage(page);
  await expect(page.getByText(/错误信息：Loading chunk failed/)).toBeVisible();

  // The reload asks for the page afresh: the files are there again (the new build's, here the same).
  await page.unroute('**/assets/**');
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page).toHaveURL(/\/system\/param$/);
  await expect(page.getByRole('columnheader', { name: '参数名称' })).toBeVisible();
  await expect(errorPage(page)).toHaveCount(0);
});

test('a dialog chunk gone: opening it says so, and the next open fetches it again', async ({ page }) => {
  // The dialogs' shared chunk never arrives in this build's name.
  await page.route('**/assets/DialogParts-*.js', (route) =>
    route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await signIn(page);
  await page.getByRole('button', { name: '菜单搜索' }).click();
  // Before, the click did nothing, and no dialog of the console opened again until a reload.
  await expectChunkFailurePage(page);
  // A ui component's chunk fails with the browser's words; the page says SPEC §8's.
  await expect(page.getByText(/错误信息：Loading chunk failed/)).toBeVisible();

  await page.unroute('**/assets/DialogParts-*.js');
  await page.getByRole('link', { name: '首页' }).click();
  await expect(errorPage(page)).toHaveCount(0);
  await page.getByRole('button', { name: '菜单搜索' }).click();
  await expect(page.getByRole('dialog', { name: '菜单搜索' })).toBeVisible();
});
