/**
 * One valid order as the website's /order form sends it to `makeOrder`: the tests of the mock
 * (blade-client) and of the server book it alike, as both answer the same call. Not seeded.
 */

/** The date `offset` days from today (local time) as the form sends a day: `yyyy-MM-dd`. */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The order, picked up tomorrow; `overrides` replace or add fields. */
export const booking = (overrides: Record<string, unknown> = {}) => ({
  customerName: '周敏',
  customerPhone: '13812345678',
  company: '苏州物流客户',
  pickupRegion: '320505',
  pickupAddress: '苏州高新区长江路 1 号',
  deliveryRegion: '110105',
  deliveryAddress: '北京市朝阳区建国路 1 号',
  receiverName: '钱进',
  receiverPhone: '13911112222',
  goodsName: '精密仪器',
  goodsType: 2,
  quantity: 3,
  weight: 120.5,
  volume: 1.25,
  pickupDate: `${dayFromToday(1)} 00:00:00`,
  remark: '',
  ...overrides,
});
