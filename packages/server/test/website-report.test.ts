import type { Page, Report } from '@blade-console/blade-client/types';
import { dayFromToday as day } from '@blade-console/blade-schema/resources/website/order.booking';
import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../src/db/ids';
import { bladeOrder, bladeTenant } from '../src/db/schema';
import { authed, dataOf, signInNewUser, startSignedIn, type TestServer } from './helpers';
import { publicForm } from './support/public-form';

/**
 * Reports are computed from live data, so they are checked in a tenant of their own whose orders,
 * messages and news this file writes: the counts are exact, and tenant 000000's demo data (and
 * whatever other tests add there) must not leak into them.
 */
let server: TestServer;
let platform: string;
let token: string;
const HOST = 'north.example.com';
const fromSite = { headers: { host: HOST } };
const makeOrder = publicForm(() => server.app, '/api/blade-order/order/makeOrder');
const addMessage = publicForm(() => server.app, '/api/blade-cooperation/cooperationmessage/addMessage');

const order = (pickupRegion: string) => ({
  customerName: '报表客户',
  customerPhone: '13812345678',
  pickupRegion,
  pickupAddress: '地址 1 号',
  deliveryRegion: '320102',
  deliveryAddress: '地址 2 号',
  receiverName: '收货人',
  receiverPhone: '13912345678',
  goodsName: '样品',
  weight: 5,
  pickupDate: day(2),
});

const base = '/api/blade-report/report/rest';
const post = (path: string, payload?: Record<string, unknown>, as = token) =>
  authed(server.app, as, { method: 'POST', url: path, ...(payload ? { payload } : {}) });
const list = (query = '', as = token) =>
  dataOf<Page<Report>>(authed(server.app, as, { url: `${base}/list${query}` }));

async function reportId(name: string, as = token): Promise<string> {
  const [row] = (await list(`?name_equal=${encodeURIComponent(name)}`, as)).records;
  if (!row?.id) throw new Error(`no report ${name}`);
  return row.id;
}

interface Point {
  key: string;
  label: string;
  value: number;
}
const data = (id: string, as = token) =>
  dataOf<{
    dataset: string;
    chartType: string;
    rangeDays: number;
    from: string;
    to: string;
    points: Point[];
  }>(authed(server.app, as, { url: `${base}/data?id=${id}` }));

beforeAll(async () => {
  ({ server, token: platform } = await startSignedIn());
  await server.database.db
    .insert(bladeTenant)
    .values({ id: nextId(), tenantId: '500600', tenantName: '华北物流', domain: HOST });
  token = await signInNewUser(server, { tenantId: '500600', roleAlias: 'admin' });

  for (const region of ['320505', '320102', '110105']) {
    expect((await makeOrder(order(region), fromSite)).statusCode).toBe(200);
  }
  const orders = (
    await dataOf<Page<{ id: string; pickupRegion: string }>>(
      authed(server.app, token, { url: '/api/blade-order/order/list' }),
    )
  ).records;
  const beijing = orders.find((row) => row.pickupRegion === '110105')!;
  expect((await post('/api/blade-order/order/submit', { id: beijing.id, orderStatus: 2 })).statusCode).toBe(
    200,
  );
  // One order booked three days ago.
  const nanjing = orders.find((row) => row.pickupRegion === '320102')!;
  const threeDaysAgo = new Date();
  threeDaysAgo.setDate(threeDaysAgo.getDate() - 3);
  await server.database.db
    .update(bladeOrder)
    .set({ createTime: threeDaysAgo })
    .where(eq(bladeOrder.id!, BigInt(nanjing.id)));

  const message = (type: number) => ({ name: '报表访客', type, phone: '13812345678', content: '你好' });
  for (const type of [1, 1, 3]) {
    expect((await addMessage(message(type), fromSite)).statusCode).toBe(200);
  }

  const news = (category: number, publishStatus: number, publishTime?: string) =>
    post('/api/blade-news/news/addNews', {
      title: '报表新闻',
      content: '<p>x</p>',
      category,
      publishStatus,
      publishTime,
    });
  for (const response of await Promise.all([
    news(1, 2),
    news(1, 2),
    news(2, 1),
    news(3, 2, '2020-01-01 00:00:00'),
  ])) {
    expect(response.statusCode).toBe(200);
  }

  const datasets = [
    'orders_by_status',
    'orders_by_day',
    'orders_by_route',
    'messages_by_type',
    'news_by_category',
  ];
  for (const dataset of datasets) {
    const response = await post(`${base}/submit`, { name: dataset, dataset, chartType: 'bar', rangeDays: 7 });
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(async () => {
  await server?.close();
});

describe('/blade-report/report/rest data', () => {
  it('counts orders by status over every state of the dictionary', async () => {
    const report = await data(await reportId('orders_by_status'));
    expect(report).toMatchObject({ dataset: 'orders_by_status', chartType: 'bar', rangeDays: 7 });
    expect(report.points).toEqual([
      { key: '1', label: '待受理', value: 2 },
      { key: '2', label: '已受理', value: 1 },
      { key: '3', label: '运输中', value: 0 },
      { key: '4', label: '已签收', value: 0 },
      { key: '5', label: '已取消', value: 0 },
    ]);
  });

  it('counts orders per day, every day of the range present', async () => {
    const report = await data(await reportId('orders_by_day'));
    expect(report.from).toBe(`${day(-6)} 00:00:00`);
    expect(report.to.slice(0, 10)).toBe(day(0));
    expect(report.points.map((point) => point.key)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    expect(report.points.map((point) => point.value)).toEqual([0, 0, 0, 1, 0, 0, 2]);
    expect(report.points[6]).toEqual({ key: day(0), label: day(0), value: 2 });
  });

  it('counts orders by pick-up province, busiest first, named from the region tree', async () => {
    expect((await data(await reportId('orders_by_route'))).points).toEqual([
      { key: '32', label: '江苏省', value: 2 },
      { key: '11', label: '北京市', value: 1 },
    ]);
  });

  it('counts messages by type and news published in the range by category', async () => {
    expect((await data(await reportId('messages_by_type'))).points).toEqual([
      { key: '1', label: '合作加盟', value: 2 },
      { key: '2', label: '求职应聘', value: 0 },
      { key: '3', label: '客户建议', value: 1 },
      { key: '4', label: '其他', value: 0 },
    ]);
    expect((await data(await reportId('news_by_category'))).points).toEqual([
      { key: '1', label: '公司新闻', value: 2 },
      { key: '2', label: '行业动态', value: 0 },
      { key: '3', label: '媒体报道', value: 0 },
    ]);
  });

  it('follows the range: a longer one takes in the older order', async () => {
    const id = await reportId('orders_by_day');
    expect((await post(`${base}/submit`, { id, rangeDays: 2 })).statusCode).toBe(200);
    const report = await data(id);
    expect(report.points).toEqual([
      { key: day(-1), label: day(-1), value: 0 },
      { key: day(0), label: day(0), value: 2 },
    ]);
    expect((await post(`${base}/submit`, { id, rangeDays: 7 })).statusCode).toBe(200);
  });

  it("computes each tenant's figures from its own data only", async () => {
    const [demo] = (await list('?dataset_equal=orders_by_status', platform)).records;
    expect(demo?.name).toBe('订单状态分布');
    const theirs = await data(demo!.id!, platform);
    const total = theirs.points.reduce((sum, point) => sum + point.value, 0);
    const from = new Date(`${theirs.from.replace(' ', 'T')}`);
    const [own] = await server.database.db
      .select({ n: count() })
      .from(bladeOrder)
      .where(
        and(
          eq(bladeOrder.tenantId!, '000000'),
          eq(bladeOrder.isDeleted!, 0),
          gte(bladeOrder.createTime!, from),
        ),
      );
    expect(total).toBe(own?.n);
    expect((await list('', platform)).records.map((row) => row.name)).not.toContain('orders_by_day');
    expect(
      (await authed(server.app, platform, { url: `${base}/data?id=${await reportId('orders_by_day')}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('/blade-report/report/rest CRUD', () => {
  it('lists, shows, edits and removes saved reports', async () => {
    expect((await list()).total).toBe(5);
    const id = await reportId('news_by_category');
    const row = await dataOf<Report & Record<string, unknown>>(
      authed(server.app, token, { url: `${base}/detail?id=${id}` }),
    );
    expect(row).toMatchObject({
      dataset: 'news_by_category',
      datasetName: '新闻发布数量',
      chartTypeName: '柱状图',
    });
    expect((await post(`${base}/submit`, { id, chartType: 'pie', remark: '按类别' })).statusCode).toBe(200);
    expect((await data(id)).chartType).toBe('pie');
    expect((await post(`${base}/remove?ids=${id}`)).statusCode).toBe(200);
    expect((await authed(server.app, token, { url: `${base}/data?id=${id}` })).json()).toMatchObject({
      code: 404,
      msg: '报表不存在或已被删除',
    });
  });

  it('refuses what a report cannot be, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { name: '新报表', dataset: 'orders_by_weather', chartType: 'bar', rangeDays: 7 },
        '数据集的取值不正确，可选: 订单状态分布、每日订单量、热门线路（按发货省份）、合作留言类别、新闻发布数量',
      ],
      [
        { name: '新报表', dataset: 'orders_by_day', chartType: 'radar', rangeDays: 7 },
        '图表类型的取值不正确，可选: 柱状图、折线图、饼图、表格',
      ],
      [{ name: '新报表', dataset: 'orders_by_day', chartType: 'bar', rangeDays: 0 }, '统计天数不能小于 1'],
      [
        { name: '新报表', dataset: 'orders_by_day', chartType: 'bar', rangeDays: 367 },
        '统计天数不能大于 366',
      ],
      [
        { name: 'orders_by_day', dataset: 'orders_by_day', chartType: 'bar', rangeDays: 7 },
        '当前报表名称「orders_by_day」已存在',
      ],
      [{ dataset: 'orders_by_day', chartType: 'bar', rangeDays: 7 }, '报表名称不能为空'],
    ];
    for (const [payload, msg] of cases) {
      const response = await post(`${base}/submit`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().msg).toBe(msg);
    }
    expect((await list('?name_equal=新报表')).total).toBe(0);
  });

  it('is closed to non-administrators', async () => {
    const staff = await signInNewUser(server, { tenantId: '500600', roleAlias: 'user' });
    const id = await reportId('orders_by_status');
    expect((await authed(server.app, staff, { url: `${base}/list` })).statusCode).toBe(401);
    expect((await authed(server.app, staff, { url: `${base}/data?id=${id}` })).statusCode).toBe(401);
    expect((await server.app.inject({ url: `${base}/data?id=${id}` })).statusCode).toBe(401);
  });
});
