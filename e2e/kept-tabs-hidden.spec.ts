import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, ensureAdminState, tabsBar } from './pages-support';

/**
 * How a kept tab is hidden (issue 43): by `content-visibility: hidden` on its `<kept-page>`, which
 * keeps its styles and layout for the next switch, and hides it as completely as `display: none`
 * did — out of sight, out of the accessibility tree, out of the tab order.
 */
test.beforeAll(({ browser }) => ensureAdminState(browser));
test.use({ storageState: ADMIN_STATE });

const tab = (page: Page, name: string) => tabsBar(page).getByRole('button', { name, exact: true });

/** Each kept page's hiding, and whether its table can be seen. */
const keptPages = (page: Page) =>
  page.locator('kept-page').evaluateAll((pages) =>
    pages.map((kept) => ({
      contentVisibility: getComputedStyle(kept).contentVisibility,
      display: getComputedStyle(kept).display,
      tableSeen: kept.querySelector('table')?.checkVisibility() ?? null,
    })),
  );

test('a hidden tab keeps its drawing, out of sight, of the accessibility tree and of the tab order', async ({
  page,
}) => {
  await page.goto('/system/param');
  const params = page.getByRole('table', { name: '参数管理' });
  await expect(params).toBeVisible();
  await page.getByRole('link', { name: '岗位管理', exact: true }).click();
  await expect(page.getByRole('table', { name: '岗位管理' })).toBeVisible();

  expect(await keptPages(page)).toEqual([
    { contentVisibility: 'hidden', display: 'block', tableSeen: false },
    { contentVisibility: 'visible', display: 'block', tableSeen: true },
  ]);
  await expect(params).toHaveCount(0);
  // Tabbing through the whole page never lands in the hidden one.
  const hidden = page.locator('kept-page').first();
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    expect(await hidden.evaluate((kept) => kept.contains(document.activeElement))).toBe(false);
  }

  await tab(page, '参数管理').click();
  await expect(params).toBeVisible();
  expect(await keptPages(page)).toEqual([
    { contentVisibility: 'visible', display: 'block', tableSeen: true },
    { contentVisibility: 'hidden', display: 'block', tableSeen: false },
  ]);
});
