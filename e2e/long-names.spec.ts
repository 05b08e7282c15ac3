import type { Locator, Page } from '@playwright/test';
import { expect, test } from './admin-test';

/**
 * Long English menu names are read whole at 1440 px (a walk-through found "Cooperation messa…" in
 * the sidebar and four of the home page's eight quick links cut): they take two lines. Chinese
 * names keep one.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** Pages with the menu's longest English names: opened, they rank first among the quick links. */
const LONG_NAMED = [
  '/website/cooperation',
  '/system/dict-biz',
  '/website/productService',
  '/website/employeeActivity',
];

async function inLanguage(page: Page, language: 'zh' | 'en') {
  await page.goto('/wel/index');
  await page.evaluate((content) => {
    localStorage.setItem('saber-language', JSON.stringify({ dataType: 'string', content }));
  }, language);
}

/** Opens the long-named pages, then home: the quick links are those pages. */
async function homeAfterLongNamedPages(page: Page) {
  for (const path of LONG_NAMED) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  }
  await page.goto('/wel/index');
}

/** How a name's box shows it: cut (wider or taller than the box) and on how many lines. */
const shown = (name: Locator) =>
  name.evaluate((box) => ({
    text: box.textContent,
    cut: box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight,
    lines: Math.round(box.clientHeight / Number.parseFloat(getComputedStyle(box).lineHeight)),
  }));

const quickLinkNames = (page: Page) =>
  page.getByRole('region', { name: /^(Quick links|快捷入口)$/ }).locator('li a span');

test('in English, the quick links and the sidebar show long names whole, on two lines', async ({ page }) => {
  await inLanguage(page, 'en');
  await homeAfterLongNamedPages(page);
  const names = quickLinkNames(page);
  await expect(names.filter({ hasText: 'Cooperation messages' })).toBeVisible();
  const all = await Promise.all((await names.all()).map(shown));
  expect(all.filter((name) => name.cut)).toEqual([]);
  expect(all.find((name) => name.text === 'Cooperation messages')?.lines).toBe(2);

  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  const website = sidebar.getByRole('button', { name: 'Website', exact: true });
  if ((await website.getAttribute('aria-expanded')) !== 'true') await website.click();
  const label = sidebar.getByRole('link', { name: 'Cooperation messages' }).locator('span').first();
  expect(await shown(label)).toMatchObject({ cut: false, lines: 2 });
});

test('in Chinese, the quick links keep one line each', async ({ page }) => {
  await inLanguage(page, 'zh');
  await homeAfterLongNamedPages(page);
  const names = quickLinkNames(page);
  await expect(names.filter({ hasText: '合作留言' })).toBeVisible();
  const all = await Promise.all((await names.all()).map(shown));
  expect(all.filter((name) => name.cut || name.lines !== 1)).toEqual([]);
});
