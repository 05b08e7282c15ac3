import { expect, test } from '@playwright/test';

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ code: 200, success: true, data: { status: 'ok' } });
});

test('a protected API path without a token gets the 401 envelope', async ({ request }) => {
  const response = await request.get('/api/blade-system/param/list');
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ code: 401, success: false, data: null });
});

test('the public home page needs no sign-in', async ({ page }) => {
  await page.goto('/Home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('布雷德物流');
});

// SPEC §2 "With no token, routes flagged as not needing authentication pass and all others go to
// /Home": issue 36 sends a console address to sign-in and back instead (console.spec.ts); the
// public routes still pass.
test('"With no token, routes flagged as not needing authentication pass"; a console address asks to sign in', async ({
  page,
}) => {
  await page.goto('/news');
  await expect(page).toHaveURL(/\/news$/);
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fwel%2Findex$/);
});

test('"Any unknown path redirects to /404"', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('signs in with the demo account and reaches the welcome page', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('登录');
  await page.getByRole('textbox', { name: '账号', exact: true }).fill('admin');
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('admin');
  // The e2e server runs with BLADE_CAPTCHA=false: any code passes, but the form still asks for one.
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('abcd');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole('heading', { name: '你好，管理员' })).toBeVisible();
});

test("a wrong password shows the server's message, moves no field and stays on /login", async ({ page }) => {
  await page.goto('/login');
  const account = page.getByRole('textbox', { name: '账号', exact: true });
  await account.fill('admin');
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('wrong-password');
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('abcd');
  const before = await account.boundingBox();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
  await expect(page).toHaveURL(/\/login$/);
  // The message has a place kept for it (issue 16, point 8): the form does not jump under the pointer.
  expect(await account.boundingBox()).toEqual(before);
});

test('the sign-in form names each empty required field', async ({ page }) => {
  await page.goto('/login');
  // The app's form (its fields have labels; the pre-painted copy's do not): a press on the copy
  // before the app runs is not sent (login-first-paint), and on a slow machine the click came first.
  await expect(page.getByRole('textbox', { name: '账号', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
  await expect(page.getByText('请输入验证码')).toBeVisible();
});
