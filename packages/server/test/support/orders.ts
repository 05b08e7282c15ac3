import { formatDateTime } from '../../src/http/wire-format';

/** The date `offset` days from today, as the order form sends it (`yyyy-MM-dd`, server local time). */
export const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return formatDateTime(date).slice(0, 10);
};

/** A valid order as the website's /order form sends it to `makeOrder`, picked up tomorrow. */
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
  pickupDate: `${day(1)} 00:00:00`,
  remark: '',
  ...overrides,
});
