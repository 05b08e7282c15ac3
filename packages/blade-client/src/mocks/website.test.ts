import { booking, dayFromToday as day } from '@blade-console/blade-schema/resources/website/order.booking';
import { describe, expect, it } from 'vitest';
import { mockTestBed } from './testBed';

const { client } = mockTestBed();

describe('website mocks (as services/website answers)', () => {
  it('books a pending order with a tracking number, whatever status the visitor sends', async () => {
    const { trackingNo } = await client.order.makeOrder({ ...booking(), orderStatus: 4 });
    expect(trackingNo).toMatch(new RegExp(`^BX${day(0).replaceAll('-', '')}\\d{5}$`));
    const [order] = (await client.order.list({ trackingNo_equal: trackingNo })).records;
    expect(order).toMatchObject({
      orderStatus: 1,
      orderStatusName: '待受理',
      pickupRegionName: '江苏省 苏州市 虎丘区',
      deliveryRegionName: '北京市 朝阳区',
    });
    await expect(client.order.makeOrder(booking({ pickupRegion: '999999' }))).rejects.toThrow(
      '发货地区不存在，请从地区列表中选择',
    );
    await expect(client.order.makeOrder(booking({ pickupDate: day(-1) }))).rejects.toThrow(
      '期望取件日期不能早于今天',
    );
    await expect(client.order.makeOrder(booking({ customerPhone: '1381234567' }))).rejects.toThrow(
      '手机号码长度不为11位',
    );
  });

  it('moves orders only along their transitions', async () => {
    const pending = (await client.order.list({ orderStatus_equal: 1 })).records[0]!;
    await expect(client.order.submit({ id: pending.id, orderStatus: 4 })).rejects.toThrow(
      '订单状态不能从「待受理」改为「已签收」，只能改为「已受理」或「已取消」',
    );
    await client.order.submit({ id: pending.id, orderStatus: 2 });
    expect((await client.order.detail(pending.id!)).orderStatus).toBe(2);
  });

  it('takes messages unread, marks them read and unread, and lets staff edit only the note', async () => {
    await client.cooperation.cooperationMessage.addMessage({
      name: '访客',
      type: 1,
      phone: '13812340000',
      content: '你好',
      readStatus: 1,
    });
    const [message] = (await client.cooperation.cooperationMessage.list({ name_equal: '访客' })).records;
    expect(message).toMatchObject({ readStatus: 0, readStatusName: '未读' });
    await client.cooperation.cooperationMessage.markRead([message!.id!], true);
    expect(await client.cooperation.cooperationMessage.detail(message!.id!)).toMatchObject({ readStatus: 1 });
    await client.cooperation.cooperationMessage.markRead(message!.id!, false);
    expect(await client.cooperation.cooperationMessage.detail(message!.id!)).toMatchObject({
      readStatus: 0,
      readTime: '',
    });
    await client.cooperation.cooperationMessage.submit({ id: message!.id, reply: '已回电' });
    expect(await client.cooperation.cooperationMessage.detail(message!.id!)).toMatchObject({
      reply: '已回电',
      content: '你好',
    });
    await expect(
      client.cooperation.cooperationMessage.addMessage({
        name: 'x',
        type: 1,
        phone: '12812340000',
        content: 'c',
      }),
    ).rejects.toThrow('手机号码格式不正确');
  });

  it('publishes news now when published without a time', async () => {
    const { id } = await client.news.addNews({ title: '发布', content: '<p>x</p>', publishStatus: 2 });
    const news = await client.news.detail(id);
    expect(news).toMatchObject({ publishStatus: 2, publishStatusName: '已发布', category: 1, lang: 'zh' });
    expect(news.publishTime?.slice(0, 10)).toBe(day(0));
    await expect(client.news.addNews({ title: '无正文', category: 1 })).rejects.toThrow('正文不能为空');
  });

  it('counts the orders of each of the last days, today last, and refuses a span out of 1–31', async () => {
    const week = await client.order.daily();
    expect(week.map((point) => point.key)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));
    expect(week.every((point) => point.value === 1)).toBe(true);
    await client.order.makeOrder(booking());
    expect((await client.order.daily(2)).map((point) => point.value)).toEqual([1, 2]);
    await expect(client.order.daily(0)).rejects.toThrow('统计天数不能小于 1');
    await expect(client.order.daily(32)).rejects.toThrow('统计天数不能大于 31');
  });

  it("opens a report: today's orders counted per day", async () => {
    const [report] = (await client.report.list({ dataset_equal: 'orders_by_day' })).records;
    const data = await client.report.data(report!.id!);
    expect(data.points).toHaveLength(report!.rangeDays);
    expect(data.points.at(-1)).toMatchObject({ key: day(0), value: 1 });
    expect(data.points.reduce((sum, point) => sum + point.value, 0)).toBeGreaterThan(1);
    const status = (await client.report.list({ dataset_equal: 'orders_by_status' })).records[0]!;
    expect((await client.report.data(status.id!)).points.map((point) => point.label)).toEqual([
      '待受理',
      '已受理',
      '运输中',
      '已签收',
      '已取消',
    ]);
  });

  it('keeps a valid mail in the outbox and refuses a bad one', async () => {
    await expect(client.sendMail({ to: 'a@example.com', subject: 's', content: 'c' })).resolves.toEqual({
      delivery: 'outbox',
    });
    await expect(
      client.sendMail({ to: 'a@example.com,b@example.com', subject: 's', content: 'c' }),
    ).rejects.toThrow('收件人格式不正确');
    await expect(client.sendMail({ to: 'a@example.com', subject: 'a\nb', content: 'c' })).rejects.toThrow(
      '主题不能换行',
    );
  });
});
