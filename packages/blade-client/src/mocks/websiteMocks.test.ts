import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBladeClient } from '../client';
import { createMemoryCookieJar } from '../storage/cookies';
import { createMemoryStorage } from '../storage/memory';
import { createBladeStorage } from '../storage/storage';
import { createHandlers } from './handlers';
import { createMockStore } from './store';

const baseUrl = 'http://localhost/api';
const store = createMockStore();
const server = setupServer(...createHandlers({ baseUrl, store }));
const client = createBladeClient({
  baseUrl,
  storage: createBladeStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
  }),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => store.reset());
afterAll(() => server.close());

describe('website mocks: the calls the console pages make', () => {
  it('serves the demo rows in the shape of the definitions', async () => {
    const news = await client.news.list({ current: 1, size: 50 });
    expect(news.records[0]).toMatchObject({
      lang: 'zh',
      publishStatus: expect.any(Number),
      content: expect.any(String),
    });
    const orders = await client.order.list({ current: 1, size: 20 });
    expect(orders.total).toBe(11);
    expect(orders.records[0]).toMatchObject({
      trackingNo: expect.stringMatching(/^BX/),
      pickupRegion: expect.any(String),
    });
  });

  it('marks cooperation messages read and unread', async () => {
    const { records } = await client.cooperation.cooperationMessage.list();
    const ids = records.map((row) => String(row.id));
    await client.cooperation.cooperationMessage.markRead(ids, true);
    let after = await client.cooperation.cooperationMessage.list();
    expect(after.records.map((row) => row.readStatus)).toEqual(ids.map(() => 1));
    expect(after.records[0]?.readTime).toMatch(/^\d{4}-/);
    await client.cooperation.cooperationMessage.markRead(ids[0] ?? '', false);
    after = await client.cooperation.cooperationMessage.list();
    expect(after.records.find((row) => row.id === ids[0])?.readStatus).toBe(0);
  });

  it('syncs only published news to the official account, saying why not otherwise', async () => {
    const { records } = await client.news.list({ current: 1, size: 50 });
    const draft = records.find((row) => row.publishStatus !== 2);
    const published = records.find((row) => row.publishStatus === 2);
    await expect(client.news.syncWeixinPublic(draft?.id ?? '')).rejects.toThrow(
      '新闻未发布，不能同步到公众号',
    );
    await client.news.syncWeixinPublic(published?.id ?? '');
    expect(await client.news.detail(published?.id ?? '')).toMatchObject({
      syncStatus: 1,
      syncTime: expect.stringMatching(/^\d{4}-/),
      syncMessage: expect.any(String),
    });
  });

  it("answers a report's figures", async () => {
    const { records } = await client.report.list();
    const byStatus = records.find((row) => row.dataset === 'orders_by_status');
    const data = await client.report.data(byStatus?.id ?? '');
    expect(data).toMatchObject({ id: byStatus?.id, chartType: 'pie', rangeDays: 90 });
    expect(data.points.map((point) => point.label)).toEqual([
      '待受理',
      '已受理',
      '运输中',
      '已签收',
      '已取消',
    ]);
    expect(data.points.reduce((sum, point) => sum + point.value, 0)).toBe(11);
    const byDay = records.find((row) => row.dataset === 'orders_by_day');
    expect((await client.report.data(byDay?.id ?? '')).points).toHaveLength(30);
  });
});
