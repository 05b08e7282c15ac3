import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectAccessible, hydrated } from './site-support';

/**
 * The public website in the visitor's light or dark (issue 39): it follows the system's
 * `prefers-color-scheme` until the visitor chooses 浅色 or 深色 in the header's theme switch, a
 * choice remembered in a cookie that the server renders with.
 */

/** The relative luminance (0 black … 1 white) of the page's background, as painted. */
async function backgroundLuminance(page: Page): Promise<number> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
async function expectDark(page: Page): Promise<void> {
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.1);
}
async function expectLight(page: Page): Promise<void> {
  await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.8);
}

const themeSwitch = (page: Page) => page.getByRole('navigation', { name: '外观' });

test('follows a dark system until the visitor chooses, and remembers the choice', async ({ page }) => {
  // Two axe runs and a handful of loads: more than the default's 30 s on a busy two-core machine.
  test.slow();
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/Home');
  await expect(page.locator('html')).toHaveAttribute('data-theme-mode', 'auto');
  await expectDark(page);
  await hydrated(page);
  const themes = themeSwitch(page);
  await expect(themes.getByRole('link', { name: '跟随系统' })).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);

  // Light, at once, and from the server after a reload and on the next page.
  await themes.getByRole('link', { name: '浅色' }).click();
  await expectLight(page);
  await expect(page).toHaveURL(/\/Home$/);
  await expect(themes.getByRole('link', { name: '浅色' })).toHaveAttribute('aria-current', 'true');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'theme-default');
  await expectLight(page);
  await hydrated(page);
  await expect(themes.getByRole('link', { name: '浅色' })).toHaveAttribute('aria-current', 'true');
  await page.goto('/service');
  await expectLight(page);

  // Dark, whatever the system says.
  await hydrated(page);
  await themes.getByRole('link', { name: '深色' }).click();
  await expectDark(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'theme-dark');
  await expectDark(page);
  await hydrated(page);
  await expect(themes.getByRole('link', { name: '深色' })).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);

  // Back to the system's, which is light now.
  await themes.getByRole('link', { name: '跟随系统' }).click();
  await expectLight(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectDark(page);
  // No hydration mismatch in any of the three.
  expect(errors).toEqual([]);
});

test('chooses through the server without scripts: ?theme= and the cookie', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto('/news');
  await expectLight(page);
  await themeSwitch(page).getByRole('link', { name: '深色' }).click();
  await expect(page).toHaveURL(/\/news\?theme=dark$/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'theme-dark');
  await expectDark(page);
  await page.goto('/goin');
  await expectDark(page);
  expect((await context.cookies()).find((cookie) => cookie.name === 'site_theme')?.value).toBe('dark');
  await context.close();
});

for (const width of [360, 390]) {
  test.describe(`on a phone (${width} px)`, () => {
    test.use({ viewport: { width, height: 780 }, colorScheme: 'dark' });

    test('the theme switch is in the menu, and nothing is wider than the screen', async ({ page }) => {
      for (const lang of ['en', 'zh']) {
        await page.goto(`/Home?lang=${lang}`);
        await hydrated(page);
        await expectDark(page);
        const menu = page.locator('button[aria-controls="site-nav-panel"]');
        await menu.click();
        const themes = page.getByRole('navigation', { name: lang === 'en' ? 'Appearance' : '外观' });
        await expect(themes).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, lang).toBeLessThanOrEqual(0);
        // Every part of the opened panel is on the screen.
        const boxes = await page
          .locator('#site-nav-panel a, #site-nav-panel button')
          .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
        for (const right of boxes) expect(right, lang).toBeLessThanOrEqual(width);
        await themes.getByRole('link', { name: lang === 'en' ? 'Light' : '浅色' }).click();
        await expectLight(page);
        await themes.getByRole('link', { name: lang === 'en' ? 'Auto' : '跟随系统' }).click();
        await expectDark(page);
      }
    });
  });
}

test.describe('just wide enough for the links in the header (1151 px)', () => {
  test.use({ viewport: { width: 1151, height: 780 } });

  test('the English header with both switches fits in one row', async ({ page }) => {
    await page.goto('/news?lang=en');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Appearance' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const rights = await page
      .locator('header a')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
    // Inside the header's padding on the right.
    for (const right of rights) expect(right).toBeLessThanOrEqual(1151 - 16);
  });
});
