import { expect, test } from '@playwright/test';
import { holdScripts } from './network-support';

/**
 * The sign-in page's language switch (中文 | English): a reader chooses it before signing in, in the
 * app's form or in the pre-painted copy before the app has started, and the console keeps it.
 */
test('English chosen on the sign-in page is the console’s language once signed in, and the next visit’s', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Account', exact: true }).fill('admin');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('admin');
  // BLADE_CAPTCHA=false on the e2e server: any code passes.
  await page.getByRole('textbox', { name: 'Captcha', exact: true }).fill('abcd');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The shell's language menu names English as the current one.
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  // A reload (the boot script reads the stored choice) stays in English.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('English pressed in the pre-painted copy shows its English copy at once, and the app keeps the choice', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('[data-prerender] button:visible', { hasText: /^English$/ }).click();
  // No script of the app has run: the copy in the other language shows.
  await expect(page.locator('[data-prerender] h2:visible')).toHaveText('Welcome back');
  release();
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  // Kept as the console's language preference (the next visit's boot script reads it).
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('saber-language') ?? 'null')?.content))
    .toBe('en');
});
