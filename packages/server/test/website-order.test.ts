import type { Order } from '@blade-console/blade-client/types';
import { booking, dayFromToday as day } from '@blade-console/blade-schema/resources/website/order.booking';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextId } from '../src/db/ids';
import { bladeOrder, bladeTenant } from '../src/db/schema';
import { authed, dataOf, signInNewUser } from './helpers';
import { publicForm } from './support/public-form';
import { resourceCalls } from './support/resource-calls';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

const base = '/api/blade-order/order';
const { list, submit } = resourceCalls<Order & Record<string, unknown>>(signedIn, base);

const makeOrder = publicForm(() => signedIn.server.app, `${base}/makeOrder`);

async function ordersNamed(customerName: string, as = signedIn.token) {
  return (await list(`?customerName_equal=${encodeURIComponent(customerName)}`, as)).records;
}

describe('POST /blade-order/order/makeOrder (public)', () => {
  it('books an order without a token and answers its tracking number', async () => {
    const response = await makeOrder(booking({ customerName: '下单一' }));
    expect(response.statusCode, response.body).toBe(200);
    const { trackingNo } = response.json<{ data: { trackingNo: string } }>().data;
    expect(trackingNo).toMatch(new RegExp(`^BX${day(0).replaceAll('-', '')}\\d{5}$`));

    const [order] = await ordersNamed('下单一');
    expect(order).toMatchObject({
      trackingNo,
      orderStatus: 1,
      orderStatusName: '待受理',
      goodsTypeName: '电子产品',
      pickupRegion: '320505',
      pickupRegionName: '江苏省 苏州市 虎丘区',
      deliveryRegionName: '北京市 朝阳区',
      weight: 120.5,
      tenantId: '000000',
      createUser: '',
    });
    const detail = await dataOf<Record<string, unknown>>(
      authed(signedIn.server.app, signedIn.token, { url: `${base}/detail?id=${order!.id}` }),
    );
    expect(detail).toMatchObject({ trackingNo, pickupRegionName: '江苏省 苏州市 虎丘区' });
  });

  it('gives every order its own tracking number', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const response = await makeOrder(booking({ customerName: '连号' }));
      numbers.add(response.json().data.trackingNo);
    }
    expect(numbers.size).toBe(4);
  });

  it('ignores the status, tracking number and id a visitor sends: a booking is always new and pending', async () => {
    const [existing] = (await list('?orderStatus_equal=4')).records;
    expect(existing).toBeDefined();
    const response = await makeOrder(
      booking({
        customerName: '想改状态',
        orderStatus: 4,
        trackingNo: 'BX000',
        id: existing!.id,
        tenantId: '999999',
      }),
    );
    expect(response.statusCode).toBe(200);
    const [order] = await ordersNamed('想改状态');
    expect(order).toMatchObject({ orderStatus: 1, tenantId: '000000' });
    expect(order!.trackingNo).not.toBe('BX000');
    expect(order!.id).not.toBe(existing!.id);
    const untouched = await dataOf<Order>(
      authed(signedIn.server.app, signedIn.token, { url: `${base}/detail?id=${existing!.id}` }),
    );
    expect(untouched).toMatchObject({ customerName: existing!.customerName, orderStatus: 4 });
  });

  it('refuses bad input with a message naming the field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pickupRegion: '999999' }, '发货地区不存在，请从地区列表中选择'],
      [{ deliveryRegion: '00' }, '收货地区不存在，请从地区列表中选择'],
      [{ pickupDate: `${day(-1)} 00:00:00` }, '期望取件日期不能早于今天'],
      [{ pickupDate: 'tomorrow' }, '期望取件日期的格式不正确'],
      [{ customerPhone: '' }, '手机号码不能为空'],
      [{ customerPhone: '1381234567' }, '手机号码长度不为11位'],
      [{ customerPhone: '23812345678' }, '手机号码格式不正确'],
      [{ receiverPhone: '139111122' }, '手机号码长度不为11位'],
      [{ customerName: '' }, '联系人不能为空'],
      [{ customerName: undefined }, '联系人不能为空'],
      [
        { goodsType: 9 },
        '货物类别的取值不正确，可选: 普通货物、电子产品、生鲜冷链、大件家具、危险品（需审核）',
      ],
      [{ weight: 0 }, '重量（千克）不能小于 0.01'],
      [{ weight: 1.234 }, '重量（千克）最多两位小数'],
      [{ quantity: 0 }, '件数不能小于 1'],
    ];
    for (const [overrides, message] of cases) {
      const response = await makeOrder(booking({ customerName: '坏单', ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false, msg: message });
    }
    expect(await ordersNamed('坏单')).toEqual([]);
  });

  it('accepts today as the pick-up day', async () => {
    expect((await makeOrder(booking({ customerName: '今天取', pickupDate: day(0) }))).statusCode).toBe(200);
  });

  it('books into the tenant whose site address the request came to, and only there', async () => {
    await signedIn.server.database.db.insert(bladeTenant).values({
      id: nextId(),
      tenantId: '300400',
      tenantName: '华南物流',
      domain: 'https://south.example.com',
    });
    const response = await makeOrder(booking({ customerName: '南方客户' }), {
      headers: { host: 'south.example.com' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await ordersNamed('南方客户')).toEqual([]);

    const south = await signInNewUser(signedIn.server, { tenantId: '300400', roleAlias: 'admin' });
    const theirs = await list('', south);
    expect(theirs.records.map((order) => order.customerName)).toEqual(['南方客户']);
    expect(theirs.records[0]?.tenantId).toBe('300400');
    // Tenant 300400 never sees tenant 000000's orders, nor can it read or move one by id.
    const [ours] = (await list('?orderStatus_equal=1')).records;
    expect(
      (await authed(signedIn.server.app, south, { url: `${base}/detail?id=${ours!.id}` })).json().data,
    ).toEqual({});
    expect((await submit({ id: ours!.id, orderStatus: 2 }, south)).statusCode).toBe(400);
  });

  it('answers 429 with the envelope once a client has booked too often', async () => {
    const from = { remoteAddress: '10.9.9.9' };
    for (let i = 0; i < 5; i++) {
      expect((await makeOrder(booking({ customerName: '限流' }), from)).statusCode).toBe(200);
    }
    const limited = await makeOrder(booking({ customerName: '限流' }), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, success: false, data: null });
    expect(limited.json().msg).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await ordersNamed('限流')).toHaveLength(5);
    // Another client is not affected.
    expect((await makeOrder(booking({ customerName: '限流' }))).statusCode).toBe(200);
  });
});

describe('/blade-order/order (staff)', () => {
  async function newOrder(customerName: string): Promise<Order & Record<string, unknown>> {
    expect((await makeOrder(booking({ customerName }))).statusCode).toBe(200);
    const [order] = await ordersNamed(customerName);
    return order!;
  }

  it('moves an order along its states and refuses any other move, naming both states', async () => {
    const order = await newOrder('状态流转');
    expect((await submit({ id: order.id, orderStatus: 2 })).statusCode).toBe(200);
    const skip = await submit({ id: order.id, orderStatus: 4 });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().msg).toBe('订单状态不能从「已受理」改为「已签收」，只能改为「运输中」或「已取消」');
    expect((await submit({ id: order.id, orderStatus: 3 })).statusCode).toBe(200);
    expect((await submit({ id: order.id, orderStatus: 4 })).statusCode).toBe(200);
    const back = await submit({ id: order.id, orderStatus: 1 });
    expect(back.json().msg).toBe('订单状态不能从「已签收」改为「待受理」，「已签收」的订单不能再改状态');
    const unknown = await submit({ id: order.id, orderStatus: 9 });
    expect(unknown.json().msg).toBe('订单状态的取值不正确，可选: 待受理、已受理、运输中、已签收、已取消');
    expect((await ordersNamed('状态流转'))[0]).toMatchObject({ orderStatus: 4, orderStatusName: '已签收' });
    // An English reader gets the states' English names (the dictionary's definition), not the stored Chinese.
    const english = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url: `${base}/submit`,
      payload: { id: order.id, orderStatus: 1 },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().msg).toBe(
      'Status cannot change from "Delivered" to "Pending": an order that is "Delivered" cannot change status any more',
    );
  });

  it('judges two simultaneous moves one after the other: a cancelled order is never accepted after', async () => {
    const order = await newOrder('同时改状态');
    const [cancel, accept] = await Promise.all([
      submit({ id: order.id, orderStatus: 5 }),
      submit({ id: order.id, orderStatus: 2 }),
    ]);
    expect(cancel.statusCode).toBe(200);
    // Accepted first then cancelled, or cancelled first and the acceptance refused: cancelled either way.
    expect([200, 400]).toContain(accept.statusCode);
    expect((await ordersNamed('同时改状态'))[0]).toMatchObject({ orderStatus: 5 });
  });

  it('keeps the server-given tracking number and leaves a whole refused edit unwritten', async () => {
    const order = await newOrder('员工编辑');
    const edit = await submit({ id: order.id, trackingNo: 'BX1', goodsName: '改了名', orderStatus: 4 });
    expect(edit.statusCode).toBe(400);
    const [after] = await ordersNamed('员工编辑');
    expect(after).toMatchObject({ trackingNo: order.trackingNo, goodsName: '精密仪器', orderStatus: 1 });
    expect((await submit({ id: order.id, trackingNo: 'BX1', goodsName: '改了名' })).statusCode).toBe(200);
    expect((await ordersNamed('员工编辑'))[0]).toMatchObject({
      trackingNo: order.trackingNo,
      goodsName: '改了名',
    });
  });

  it('adds an order entered by staff with a new tracking number', async () => {
    const response = await submit({
      ...booking({ customerName: '电话下单' }),
      orderStatus: 2,
      trackingNo: 'BX2',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await ordersNamed('电话下单');
    expect(order).toMatchObject({ orderStatus: 2 });
    expect(order!.trackingNo).toMatch(/^BX\d{13}$/);
  });

  it('judges an old pick-up day or region only when the edit changes it', async () => {
    const order = await newOrder('旧订单');
    await signedIn.server.database.db
      .update(bladeOrder)
      .set({ pickupDate: new Date(2020, 0, 1) })
      .where(eq(bladeOrder.id!, BigInt(order.id!)));
    const [stored] = await ordersNamed('旧订单');
    expect((await submit({ ...stored, orderStatus: 2 })).statusCode).toBe(200);
    const moved = await submit({ id: order.id, pickupDate: '2020-01-02 00:00:00' });
    expect(moved.json().msg).toBe('期望取件日期不能早于今天');
    const region = await submit({ id: order.id, deliveryRegion: '999999' });
    expect(region.json().msg).toBe('收货地区不存在，请从地区列表中选择');
  });

  it("takes back Blade's -1 for a volume left empty, as a client that saves what it loaded sends it", async () => {
    const order = await newOrder('没有体积');
    await signedIn.server.database.db
      .update(bladeOrder)
      .set({ volume: null })
      .where(eq(bladeOrder.id!, BigInt(order.id!)));
    // blade-api.md §2: "null-to-empty: … Number → -1".
    const [stored] = await ordersNamed('没有体积');
    expect(stored).toMatchObject({ volume: -1 });
    const saved = await submit({ ...stored, remark: '原样保存' });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await signedIn.server.database.db
      .select({ volume: bladeOrder.volume!, remark: bladeOrder.remark! })
      .from(bladeOrder)
      .where(eq(bladeOrder.id!, BigInt(order.id!)));
    expect(row).toEqual({ volume: null, remark: '原样保存' });
    // Anything else below the volume's least value is still a mistake, named by its label.
    const negative = await submit({ id: order.id, volume: -2 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().msg).toMatch(/体积/);
  });

  it('is closed to non-administrators', async () => {
    const staff = await signInNewUser(signedIn.server, { roleAlias: 'user' });
    expect((await authed(signedIn.server.app, staff, { url: `${base}/list` })).statusCode).toBe(401);
    expect((await submit({ ...booking() }, staff)).statusCode).toBe(401);
    expect((await signedIn.server.app.inject({ url: `${base}/list` })).statusCode).toBe(401);
    expect((await authed(signedIn.server.app, staff, { url: `${base}/daily` })).statusCode).toBe(401);
    expect((await signedIn.server.app.inject({ url: `${base}/daily` })).statusCode).toBe(401);
  });
});

describe('GET /blade-order/order/daily (the dashboard chart)', () => {
  type Point = { key: string; label: string; value: number };
  const daily = (query = '') =>
    dataOf<Point[]>(authed(signedIn.server.app, signedIn.token, { url: `${base}/daily${query}` }));
  const listedOn = async (key: string) => (await list(`?size=1&createTime_dateequal=${key}`)).total;

  it('counts the orders of each of the last days, today last, as the list finds them', async () => {
    const week = await daily();
    expect(week.map((point) => point.key)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    for (const point of week) expect(point.value).toBe(await listedOn(point.key));

    expect((await makeOrder(booking({ customerName: '日计一' }))).statusCode).toBe(200);
    const after = await daily('?days=2');
    expect(after.map((point) => point.key)).toEqual([day(-1), day(0)]);
    expect(after[1]!.value).toBe(week[6]!.value + 1);
  });

  it('refuses a span it does not count, naming it', async () => {
    for (const days of ['0', '32', 'abc']) {
      const response = await authed(signedIn.server.app, signedIn.token, {
        url: `${base}/daily?days=${days}`,
      });
      expect(response.statusCode, days).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false });
      expect(response.json().msg, days).toContain('统计天数');
    }
  });
});
