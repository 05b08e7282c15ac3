import { expect, type Locator, type Page, test } from '@playwright/test';
import { Api, leaveWith, passwordGrant } from './pages-support';
import { expectAccessible, hydrated } from './site-support';

/**
 * A visitor's two forms against the built server: booking an order (`makeOrder`, answered with
 * the tracking number) and leaving a join-us message (`addMessage`). Each sends once: both
 * endpoints allow a client only a few calls a minute.
 */

/** Today in the browser's clock, as `<input type="date">` takes it. */
const today = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

async function chooseRegion(group: Locator, names: [string, string, string]) {
  const levels = ['省份', '城市', '区县'];
  for (const [i, name] of names.entries()) {
    const select = group.getByRole('combobox', { name: levels[i] });
    await expect(select.getByRole('option', { name, exact: true })).toHaveCount(1);
    await select.selectOption({ label: name });
  }
}

test('a visitor books an order, fixing what the form points out, and gets a tracking number', async ({
  page,
  request,
}) => {
  await page.goto('/order');
  await hydrated(page);
  const phone = page.getByRole('textbox', { name: '手机号码', exact: true });
  await leaveWith(page, phone, '1381234', '手机号码长度不为11位');
  await page.getByRole('button', { name: '提交预约' }).click();
  await expect(page.getByText('请填写联系人')).toBeVisible();
  await expect(page.getByText('请选择发货地区')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '联系人' })).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: '联系人' }).fill('赵六');
  await phone.fill('13812345678');
  await page.getByRole('textbox', { name: '单位名称' }).fill('示例电子有限公司');
  await chooseRegion(page.getByRole('group', { name: '发货地区' }), ['北京市', '市辖区', '东城区']);
  await page.getByRole('textbox', { name: '发货详细地址' }).fill('建国门内大街 1 号');
  await page.getByLabel('期望取件日期').fill(await today(page));
  await chooseRegion(page.getByRole('group', { name: '收货地区' }), ['上海市', '市辖区', '黄浦区']);
  await page.getByRole('textbox', { name: '收货详细地址' }).fill('中山东一路 2 号');
  await page.getByRole('textbox', { name: '收货人', exact: true }).fill('钱七');
  await page.getByRole('textbox', { name: '收货人手机号码' }).fill('13987654321');
  await page.getByRole('textbox', { name: '货物名称' }).fill('电子元件');
  await page.getByRole('combobox', { name: '货物类别' }).selectOption({ label: '电子产品' });
  await page.getByRole('spinbutton', { name: '件数' }).fill('2');
  await page.getByRole('spinbutton', { name: '重量（千克）' }).fill('12.5');
  await page.getByRole('button', { name: '提交预约' }).click();

  await expect(page.getByRole('heading', { name: '预约成功' })).toBeFocused();
  const trackingNo = (await page.getByTestId('tracking-number').textContent())?.trim() ?? '';
  expect(trackingNo).not.toBe('');
  await expectAccessible(page);

  // Staff see it in the console's order list, pending.
  const { access_token: token } = await passwordGrant(request, 'admin', 'admin');
  const api = new Api(request, token!);
  const { records } = await api.get<{
    records: { trackingNo: string; customerName: string; orderStatus: number }[];
  }>('/blade-order/order/list', { trackingNo, current: 1, size: 10 });
  expect(records).toEqual([expect.objectContaining({ trackingNo, customerName: '赵六', orderStatus: 1 })]);
});

test('a visitor leaves a join-us message and is told it was sent', async ({ page, request }) => {
  await page.goto('/product');
  await hydrated(page);
  await page.getByRole('button', { name: '发送留言' }).click();
  await expect(page.getByText('请填写您的姓名')).toBeVisible();
  await expect(page.getByText('手机号码不能为空')).toBeVisible();
  await expectAccessible(page);

  const content = `希望成为华东区城配合作伙伴 ${Date.now()} <img src=x onerror=alert(1)>`;
  await page.getByRole('textbox', { name: '您的姓名' }).fill('孙八');
  await page.getByRole('combobox', { name: '留言类别' }).selectOption({ label: '合作加盟' });
  await page.getByRole('textbox', { name: '手机号码' }).fill('13700001111');
  await page.getByRole('textbox', { name: '电子邮箱' }).fill('sun@example.com');
  await page.getByRole('textbox', { name: '留言内容' }).fill(content);
  await page.getByRole('button', { name: '发送留言' }).click();
  await expect(page.getByRole('heading', { name: '留言已发送' })).toBeFocused();
  await expectAccessible(page);

  const { access_token: token } = await passwordGrant(request, 'admin', 'admin');
  const api = new Api(request, token!);
  const { records } = await api.get<{ records: { name: string; content: string }[] }>(
    '/blade-cooperation/cooperationmessage/list',
    { current: 1, size: 50 },
  );
  expect(records.find((row) => row.name === '孙八')?.content).toBe(content);
});
