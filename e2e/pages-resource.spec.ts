import type { Page } from '@playwright/test';
import { expect, test } from './admin-test';
import {
  Api,
  alert,
  deleteRow,
  press,
  pressAndWatch,
  pressRowAction,
  rowActionControl,
  rowWith,
  search,
  toast,
  unique,
} from './pages-support';
import { enableProvider, type ProviderKind, saveProviders } from './resource-support';

/** Object storage and SMS configurations (enable, send), and attachments (upload, list, delete). */

/** Two configurations of one kind made through the API; answers their codes and a cleanup. */
async function twoProviders(page: Page, kind: ProviderKind) {
  const prefix = `e2e${kind}${unique()}`;
  const codes = [`${prefix}a`, `${prefix}b`];
  const rows = codes.map((code) =>
    kind === 'oss'
      ? {
          ossCode: code,
          category: 1,
          endpoint: 'http://127.0.0.1:9000',
          accessKey: 'ak',
          secretKey: 'sk',
          bucketName: 'e2e',
        }
      : {
          smsCode: code,
          category: 3,
          templateId: 'SMS_100001',
          // The keys of the gateway fake Playwright starts (packages/server/test/support/sms-fakes.ts).
          accessKey: 'sms-ak',
          secretKey: 'sms-secret-value',
          signName: '布雷德',
        },
  );
  return { ...(await saveProviders(page, kind, prefix, rows)), prefix, codes };
}

test('OSS: enabling a configuration disables the one enabled before', async ({ page }) => {
  const { codes, prefix, statuses, cleanup } = await twoProviders(page, 'oss');
  const [a, b] = codes as [string, string];
  try {
    await page.goto('/resource/oss');
    await search(page, '资源编号', prefix);
    const table = page.getByRole('table', { name: '对象存储' });
    await expect(rowWith(table, a).getByRole('cell', { name: '关闭', exact: true })).toBeVisible();
    await expect(rowWith(table, b).getByRole('cell', { name: '关闭', exact: true })).toBeVisible();

    await enableProvider(page, '对象存储', a);
    expect(await statuses()).toEqual({ [a]: 2, [b]: 1 });
    await enableProvider(page, '对象存储', b);
    await expect(rowWith(table, a).getByRole('cell', { name: '关闭', exact: true })).toBeVisible();
    await expect(await rowActionControl(rowWith(table, a), '启用')).toBeEnabled();
    await page.keyboard.press('Escape');
    expect(await statuses()).toEqual({ [a]: 1, [b]: 2 });
  } finally {
    await cleanup();
  }
});

test('SMS: enable a configuration, then send a message (the server checks the phones and the code)', async ({
  page,
}) => {
  const { api, codes, prefix, statuses, cleanup } = await twoProviders(page, 'sms');
  const [a, b] = codes as [string, string];
  try {
    await page.goto('/resource/sms');
    await search(page, '资源编号', prefix);
    await enableProvider(page, '短信配置', b);
    expect(await statuses()).toEqual({ [a]: 1, [b]: 2 });

    const row = rowWith(page.getByRole('table', { name: '短信配置' }), b);
    await pressRowAction(row, '发送短信');
    const dialog = page.getByRole('dialog', { name: '发送短信' });
    await expect(dialog.getByRole('textbox', { name: '资源编号' })).toHaveValue(b);
    const phones = dialog.getByRole('textbox', { name: '手机号' });
    await phones.fill('13800138000,1390013900');
    await phones.blur();
    await expect(phones).toHaveAccessibleDescription(/手机号码长度不为11位/);
    await phones.fill('13800138000,13900139000');
    await dialog.getByRole('textbox', { name: '短信参数' }).fill('[1]');
    await press(dialog, '发送短信');
    await expect(dialog.getByRole('textbox', { name: '短信参数' })).toHaveAccessibleDescription(
      /短信参数须为 JSON 对象/,
    );
    await dialog.getByRole('textbox', { name: '短信参数' }).fill('{"code":"1234"}');

    // The server refuses a code it does not know, with its own message.
    await dialog.getByRole('textbox', { name: '资源编号' }).fill(`${prefix}x`);
    await press(dialog, '发送短信');
    await expect(alert(page, `短信配置 ${prefix}x 不存在，请先在短信配置中新增`)).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('textbox', { name: '资源编号' }).fill(b);
    const { response, query } = await pressAndWatch(
      page,
      dialog,
      '发送短信',
      '/blade-resource/sms/endpoint/send-message',
    );
    expect(query).toEqual({
      code: b,
      phones: '13800138000,13900139000',
      params: '{"code":"1234"}',
    });
    expect(await response.json()).toMatchObject({ code: 200, msg: '发送成功' });
    await expect(toast(page, '发送成功')).toBeVisible();
    // The gateway's answer per phone stays in the dialog.
    const results = dialog.getByRole('list', { name: '发送结果' });
    await expect(results.getByRole('listitem')).toHaveText(['13800138000: 已发送', '13900139000: 已发送']);

    // A phone that just got a text is refused for a minute (the rate limit), with the server's words.
    await press(dialog, '发送短信');
    await expect(alert(page, '手机号 13800138000 一分钟内已发送过短信，请稍后再试')).toBeVisible();

    // Without a code, the enabled configuration is the one used.
    expect(
      (await api.raw('POST', '/blade-resource/sms/endpoint/send-message', { phones: '13700137000' })).msg,
    ).toBe('发送成功');
  } finally {
    await cleanup();
  }
});

test('attachments: an uploaded file is listed with its size, served back, and deleted', async ({ page }) => {
  const stamp = unique();
  const name = `e2e-${stamp}.txt`;
  const content = `端到端附件 ${stamp}\n`;
  await page.goto('/resource/attach');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传附件' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  await expect(toast(page, '上传成功')).toBeVisible();

  await search(page, '附件原名', stamp);
  const row = rowWith(page.getByRole('table', { name: '附件管理' }), name);
  await expect(row.getByRole('cell', { name: 'txt', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: `${Buffer.byteLength(content)} B`, exact: true })).toBeVisible();
  const link = await row.getByRole('link').getAttribute('href');
  expect(link).toMatch(/^\/api\/blade-resource\/oss\/endpoint\/file\/[0-9a-f-]+\.txt$/);
  const file = await page.request.get(link!);
  expect(await file.text()).toBe(content);

  await deleteRow(page, row);
  const api = await Api.of(page);
  const left = await api.get<{ total: number }>('/blade-resource/attach/list', { originalName: stamp });
  expect(left.total).toBe(0);
});

test('attachments: 上传附件 is the toolbar’s first button, with its icon, on a phone before 更多', async ({
  page,
}) => {
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/resource/attach');
    const toolbar = page.getByRole('toolbar');
    const first = toolbar.getByRole('button').first();
    await expect(first).toHaveAccessibleName('上传附件');
    await expect(first.locator('svg')).toHaveCount(1);
  }
  // On the phone delete and export are in 更多, after the upload (it came after them: "⋯ 上传附件").
  const names = await page
    .getByRole('toolbar')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') || b.textContent?.trim()));
  expect(names.slice(0, 2)).toEqual(['上传附件', '更多']);
});
