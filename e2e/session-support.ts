import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';

/** Signing in from the e2e tests, and the storage states that spare each test file a sign-in. */

export async function signIn(page: Page, account = 'admin', password = 'admin') {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '账号', exact: true }).fill(account);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
  // BLADE_CAPTCHA=false on the e2e server: any code passes.
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('abcd');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  // The address changes when the console's router starts, while the menu is still on its way: the
  // sign-in is over when the console has taken the form's place.
  await expect(page.getByRole('textbox', { name: '账号', exact: true })).toHaveCount(0);
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
