import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './admin-test';
import { deliverOrder, pressRowAction, rowWith, viewValue } from './pages-support';
import { hydrated } from './site-support';

/**
 * Issue 13's "done when", end to end across the two sides: a visitor with no session books an
 * order on /order and leaves a message on the join-us page; staff in the console find that very
 * order by its tracking number and move it to delivered, and find the message unread in the inbox.
 */

/** A browser context of its own: the visitor shares nothing with the signed-in staff. */
async function asVisitor<T>(browser: Browser, visit: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

async function chooseRegion(group: Locator, names: readonly [string, string, string]) {
  for (const [i, name] of names.entries()) {
    const select = group.getByRole('combobox', { name: ['省份', '城市', '区县'][i] });
    await expect(select.getByRole('option', { name, exact: true })).toHaveCount(1);
    await select.selectOption({ label: name });
  }
}

test('a visitor books an order; staff move that order through its states', async ({ browser, page }) => {
  const customer = `周${Date.now() % 100000}`;
  const trackingNo = await asVisitor(browser, async (visitor) => {
    await visitor.goto('/order');
    await hydrated(visitor);
    await visitor.getByRole('textbox', { name: '联系人' }).fill(customer);
    await visitor.getByRole('textbox', { name: '手机号码', exact: true }).fill('13612345678');
    await chooseRegion(visitor.getByRole('group', { name: '发货地区' }), ['江苏省', '南京市', '玄武区']);
    await visitor.getByRole('textbox', { name: '发货详细地址' }).fill('中山路 18 号');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await visitor.getByLabel('期望取件日期').fill(tomorrow);
    await chooseRegion(visitor.getByRole('group', { name: '收货地区' }), ['北京市', '市辖区', '海淀区']);
    await visitor.getByRole('textbox', { name: '收货详细地址' }).fill('中关村大街 1 号');
    await visitor.getByRole('textbox', { name: '收货人', exact: true }).fill('吴九');
    await visitor.getByRole('textbox', { name: '收货人手机号码' }).fill('13512345678');
    await visitor.getByRole('textbox', { name: '货物名称' }).fill('样品');
    await visitor.getByRole('spinbutton', { name: '重量（千克）' }).fill('3');
    await visitor.getByRole('button', { name: '提交预约' }).click();
    await expect(visitor.getByRole('heading', { name: '预约成功' })).toBeVisible();
    return (await visitor.getByTestId('tracking-number').textContent())?.trim() ?? '';
  });
  expect(trackingNo).toMatch(/^BX\d{13}$/);

  await page.goto('/website/order');
  const form = page.getByRole('search', { name: '搜索条件' });
  await form.getByRole('textbox', { name: '运单号', exact: true }).fill(trackingNo);
  await form.getByRole('button', { name: '搜索', exact: true }).click();
  const row = rowWith(page, trackingNo);
  await expect(row.getByText(customer)).toBeVisible();
  await expect(row.getByText('待受理', { exact: true })).toBeVisible();
  await deliverOrder(page, row);
});

test('a message sent on the join-us page reaches the console inbox, unread until opened', async ({
  browser,
  page,
}) => {
  const name = `郑${Date.now() % 100000}`;
  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/product');
    await hydrated(visitor);
    await visitor.getByRole('textbox', { name: '您的姓名' }).fill(name);
    await visitor.getByRole('textbox', { name: '手机号码' }).fill('13712345678');
    await visitor.getByRole('textbox', { name: '留言内容' }).fill('想了解冷链专线的报价。');
    await visitor.getByRole('button', { name: '发送留言' }).click();
    await expect(visitor.getByRole('heading', { name: '留言已发送' })).toBeVisible();
  });

  await page.goto('/website/cooperation');
  const form = page.getByRole('search', { name: '搜索条件' });
  await form.getByRole('textbox', { name: '姓名', exact: true }).fill(name);
  await form.getByRole('button', { name: '搜索', exact: true }).click();
  const row = rowWith(page, `未读: ${name}`);
  await expect(row.locator('[data-unread]')).toBeVisible();
  await pressRowAction(row, '查看');
  const view = page.getByRole('dialog', { name: '查看' });
  await expect(viewValue(view, '留言内容')).toHaveText('想了解冷链专线的报价。');
  await view.getByRole('button', { name: '关闭' }).first().click();
  await expect(rowWith(page, name).locator('[data-unread]')).toHaveCount(0);
});
