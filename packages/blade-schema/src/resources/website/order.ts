import { datetime, decimal, defineResource, integer, text } from '../../define';
import { remarkField } from '../remark';
import { visitorMobileField } from './visitor-fields';

/**
 * A shipment booked by a customer on the public site (`makeOrder`) or entered by staff
 * (网站管理 › 订单管理). Regions are codes of the region tree (`blade_region`); the tracking number
 * is given by the server; the status moves only along {@link ORDER_TRANSITIONS}.
 */
export const orderResource = defineResource({
  name: 'order',
  label: '订单',
  en: 'Order',
  path: '/blade-order/order',
  table: 'blade_order',
  ownService: true,
  fields: {
    trackingNo: text(32, {
      label: '运单号',
      en: 'Tracking no.',
      placeholder: { zh: '请输入运单号', en: 'Enter a tracking number' },
      readOnly: true,
      unique: true,
      search: 'equal',
      ui: { width: 170 },
    }),
    customerName: text(64, {
      label: '联系人',
      en: 'Contact',
      placeholder: { zh: '请输入联系人', en: "Enter the contact's name" },
      required: true,
      search: 'like',
      ui: { width: 100 },
    }),
    customerPhone: visitorMobileField,
    company: text(100, { label: '单位', en: 'Company', ui: { hideInTable: true } }),
    pickupRegion: text(12, { label: '发货地区', en: 'Pick-up region', required: true, ui: { width: 160 } }),
    pickupAddress: text(255, {
      label: '发货地址',
      en: 'Pick-up address',
      required: true,
      ui: { span: 24, hideInTable: true },
    }),
    deliveryRegion: text(12, {
      label: '收货地区',
      en: 'Delivery region',
      required: true,
      ui: { width: 160 },
    }),
    deliveryAddress: text(255, {
      label: '收货地址',
      en: 'Delivery address',
      required: true,
      ui: { span: 24, hideInTable: true },
    }),
    receiverName: text(64, {
      label: '收货人',
      en: 'Receiver',
      placeholder: { zh: '请输入收货人', en: "Enter the receiver's name" },
      required: true,
      ui: { hideInTable: true },
    }),
    receiverPhone: text(20, {
      label: '收货人手机',
      en: "Receiver's mobile",
      placeholder: { zh: '请输入收货人手机', en: 'Enter a mobile number' },
      required: true,
      format: 'phone',
      ui: { hideInTable: true },
    }),
    goodsName: text(100, {
      label: '货物名称',
      en: 'Goods',
      placeholder: { zh: '请输入货物名称', en: 'Enter the name of the goods' },
      required: true,
    }),
    goodsType: integer({
      label: '货物类别',
      en: 'Goods category',
      required: true,
      dict: 'goods_type',
      search: 'equal',
      default: 1,
    }),
    quantity: integer({
      label: '件数',
      en: 'Pieces',
      placeholder: { zh: '请输入件数', en: 'Enter the number of pieces' },
      required: true,
      minValue: 1,
      maxValue: 100_000,
      default: 1,
      ui: { width: 70 },
    }),
    weight: decimal({
      label: '重量（千克）',
      en: 'Weight (kg)',
      placeholder: { zh: '请输入重量（千克）', en: 'Enter the weight in kg' },
      required: true,
      minValue: 0.01,
      maxValue: 100_000,
      ui: { width: 100 },
    }),
    volume: decimal({
      label: '体积（立方米）',
      en: 'Volume (m³)',
      placeholder: { zh: '请输入体积（立方米）', en: 'Enter the volume in m³' },
      minValue: 0,
      maxValue: 10_000,
      ui: { hideInTable: true },
    }),
    pickupDate: datetime({ label: '期望取件日期', en: 'Pick-up date', required: true, search: 'range' }),
    orderStatus: integer({
      label: '订单状态',
      en: 'Status',
      required: true,
      dict: 'order_status',
      search: 'equal',
      default: 1,
    }),
    remark: remarkField(500),
  },
  sortable: ['trackingNo', 'customerName', 'goodsName', 'weight', 'pickupDate', 'orderStatus', 'createTime'],
  orderBy: [{ field: 'createTime', desc: true }],
  listCreateTime: true,
  menu: {
    parent: 'website',
    name: '订单管理',
    en: 'Orders',
    path: '/website/order',
    source: 'iconfont iconicon_order',
    sort: 8,
  },
});

/** Keys of dict `order_status`. */
export const ORDER_STATUS = { pending: 1, accepted: 2, inTransit: 3, delivered: 4, cancelled: 5 } as const;

/**
 * Where an order may go from each status: accepted or cancelled while pending, on the road or
 * cancelled once accepted, delivered from the road; delivered and cancelled are final. The server
 * refuses any other change; the console offers only these.
 */
export const ORDER_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [ORDER_STATUS.pending]: [ORDER_STATUS.accepted, ORDER_STATUS.cancelled],
  [ORDER_STATUS.accepted]: [ORDER_STATUS.inTransit, ORDER_STATUS.cancelled],
  [ORDER_STATUS.inTransit]: [ORDER_STATUS.delivered],
  [ORDER_STATUS.delivered]: [],
  [ORDER_STATUS.cancelled]: [],
};

/** Whether an order may move from `from` to `to` (staying put is always allowed). */
export function canMoveOrder(from: number, to: number): boolean {
  return from === to || (ORDER_TRANSITIONS[from] ?? []).includes(to);
}
