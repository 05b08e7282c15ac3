import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.mjs';
const base = 'http://127.0.0.1:4871';
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ locale: 'zh-CN' });
await page.goto(base + '/login');
await page.getByRole('textbox', { name: '账号', exact: true }).fill('admin');
await page.getByRole('textbox', { name: '密码', exact: true }).fill('admin');
await page.getByRole('textbox', { name: '验证码', exact: true }).fill('abcd');
await page.getByRole('button', { name: '登录' }).click();
await page.waitForURL(/wel\/index/);
await page.waitForTimeout(1500);
console.log(await page.locator('body').ariaSnapshot());
for (const p of process.argv.slice(2)) {
  await page.goto(base + p);
  await page.waitForTimeout(2000);
  console.log('=====', p, page.url());
  console.log(await page.locator('main').ariaSnapshot().catch(e => String(e)));
}
await page.context().storageState({ path: '/tmp/me/state.json' });
await browser.close();
