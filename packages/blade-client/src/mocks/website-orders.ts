import {
  canMoveOrder,
  cooperationMessageResource,
  DICTS,
  newsResource,
  ORDER_STATUS,
  ORDER_TRANSITIONS,
  orderResource,
  PUBLISHED,
  parseWireDate,
  reportResource,
} from '@blade-console/blade-schema';
import { formatBladeDate } from '../core/query';
import type { ReportPoint } from '../types/website';
import { fail, type MockRow, ok } from './respond';
import { type MockRoutes, readJson } from './routes';
import { type Refusal, validateSubmit } from './say';
import type { MockStore } from './store';
import {
  defaults,
  dictError,
  dictLabel,
  readHandlers,
  readSubmit,
  regionFullName,
  withDictNames,
  writable,
} from './website-rules';

const fields = orderResource.fields;
const ORDER_VISITOR_FIELDS = Object.keys(fields).filter((name) => name !== 'orderStatus');

const startOfToday = () => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate());
};

/** The order rules of services/website/order-rules.ts, on a body (and the stored row of an update). */
function orderError(store: MockStore, body: Record<string, unknown>, stored?: MockRow): Refusal | undefined {
  const basic = validateSubmit(orderResource, body) ?? dictError(orderResource, body);
  if (basic) return basic;
  const changed = (field: string) =>
    field in body && (!stored || String(body[field]) !== String(stored[field]));
  if (
    stored &&
    'orderStatus' in body &&
    !canMoveOrder(Number(stored.orderStatus), Number(body.orderStatus))
  ) {
    const from = Number(stored.orderStatus);
    const name = (status: number) => `「${dictLabel('order_status', status)}」`;
    const allowed = ORDER_TRANSITIONS[from] ?? [];
    const hint = allowed.length
      ? `，只能改为${allowed.map(name).join('或')}`
      : `，${name(from)}的订单不能再改状态`;
    return `${fields.orderStatus.label}不能从${name(from)}改为${name(Number(body.orderStatus))}${hint}`;
  }
  for (const field of ['pickupRegion', 'deliveryRegion'] as const) {
    if (changed(field) && !regionFullName(store, body[field]))
      return `${fields[field].label}不存在，请从地区列表中选择`;
  }
  const pickup = changed('pickupDate') ? parseWireDate(String(body.pickupDate)) : undefined;
  if (pickup && pickup < startOfToday()) return `${fields.pickupDate.label}不能早于今天`;
  return undefined;
}

function newTrackingNo(store: MockStore): string {
  const day = formatBladeDate(new Date()).slice(0, 10).replaceAll('-', '');
  for (;;) {
    const candidate = `BX${day}${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
    if (!store.table('order').some((row) => row.trackingNo === candidate)) return candidate;
  }
}

/** Orders and reports as services/website answers them. */
export function orderHandlers(routes: MockRoutes, store: MockStore): void {
  const { get, post } = routes;
  const orderRow = (row: MockRow): MockRow => ({
    ...withDictNames(orderResource, row),
    pickupRegionName: regionFullName(store, row.pickupRegion) ?? '',
    deliveryRegionName: regionFullName(store, row.deliveryRegion) ?? '',
  });
  readHandlers(routes, store, orderResource, orderRow);

  const insertOrder = (values: Record<string, unknown>) =>
    store.submit('order', {
      ...defaults(orderResource),
      ...values,
      trackingNo: newTrackingNo(store),
      tenantId: '000000',
    });

  post(`${orderResource.path}/submit`, async ({ request }) => {
    const submitted = await readSubmit(
      request,
      store,
      orderResource,
      '订单不存在或已被删除',
      (body, stored) => orderError(store, body, stored),
    );
    if (submitted instanceof Response) return submitted;
    const { body, stored } = submitted;
    const values = writable(orderResource, body);
    if (stored) store.submit('order', { ...values, id: stored.id, updateTime: body.updateTime });
    else insertOrder(values);
    return ok({});
  });
  post(`${orderResource.path}/makeOrder`, async ({ request }) => {
    // Whatever status, tracking number or id the visitor sends: a new, pending order.
    const body = { ...writable(orderResource, await readJson(request), ORDER_VISITOR_FIELDS) };
    const error = orderError(store, body);
    if (error) return fail(error);
    const row = insertOrder({ ...body, orderStatus: ORDER_STATUS.pending });
    return ok({ trackingNo: row.trackingNo });
  });

  get(`${orderResource.path}/daily`, ({ query }) => {
    // As the server's schema words it (services/website/order-daily.ts).
    const days = Number(query.get('days') ?? 7);
    if (!Number.isInteger(days)) return fail('统计天数应为整数');
    if (days < 1) return fail('统计天数不能小于 1');
    if (days > 31) return fail('统计天数不能大于 31');
    const today = startOfToday();
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
    return ok(reportPoints(store, 'orders_by_day', from, new Date()));
  });

  readHandlers(routes, store, reportResource);
  post(`${reportResource.path}/submit`, async ({ request }) => {
    const submitted = await readSubmit(request, store, reportResource, '报表不存在或已被删除');
    if (submitted instanceof Response) return submitted;
    const { body, stored } = submitted;
    const clash = store.table('report').some((row) => row.name === body.name && row.id !== stored?.id);
    if (body.name !== undefined && clash)
      return fail({ msg: `当前${reportResource.fields.name.label}「${body.name}」已存在`, field: 'name' });
    const values = writable(reportResource, body);
    store.submit(
      'report',
      stored
        ? { ...values, id: stored.id, updateTime: body.updateTime }
        : { ...defaults(reportResource), ...values },
    );
    return ok({});
  });
  get(`${reportResource.path}/data`, ({ query }) => {
    const report = store.find('report', query.get('id') ?? '');
    if (!report) return fail('报表不存在或已被删除', 404);
    const days = Number(report.rangeDays) || 30;
    const today = startOfToday();
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
    const to = new Date();
    const points = reportPoints(store, String(report.dataset), from, to);
    if (!points) return fail(`报表的数据集「${String(report.dataset)}」不存在，请编辑报表重新选择`);
    return ok({
      id: report.id,
      name: report.name,
      dataset: report.dataset,
      chartType: report.chartType,
      rangeDays: days,
      from: formatBladeDate(from),
      to: formatBladeDate(to),
      points,
    });
  });
}

/** The figures of a dataset over a range, from the store, as services/website/report-data.ts counts them. */
function reportPoints(store: MockStore, dataset: string, from: Date, to: Date): ReportPoint[] | undefined {
  const inRange = (table: string, timeField = 'createTime') =>
    store.table(table).filter((row) => {
      const time = parseWireDate(String(row[timeField] ?? ''));
      return time !== undefined && time >= from && time <= to;
    });
  const perDictItem = (code: string, rows: MockRow[], field: string): ReportPoint[] =>
    (DICTS.find((dict) => dict.code === code)?.items ?? []).map(([key, label]) => ({
      key,
      label,
      value: rows.filter((row) => String(row[field]) === key).length,
    }));
  switch (dataset) {
    case 'orders_by_status':
      return perDictItem('order_status', inRange('order'), 'orderStatus');
    case 'orders_by_day': {
      const orders = inRange('order');
      const points: ReportPoint[] = [];
      for (const day = new Date(from); day <= to; day.setDate(day.getDate() + 1)) {
        const key = formatBladeDate(day).slice(0, 10);
        points.push({
          key,
          label: key,
          value: orders.filter((row) => String(row.createTime).startsWith(key)).length,
        });
      }
      return points;
    }
    case 'orders_by_route': {
      const counts = new Map<string, number>();
      for (const row of inRange('order')) {
        const province = String(row.pickupRegion ?? '').slice(0, 2);
        counts.set(province, (counts.get(province) ?? 0) + 1);
      }
      return [...counts]
        .map(([key, value]) => ({ key, label: regionFullName(store, key) ?? key, value }))
        .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
    }
    case 'messages_by_type':
      return perDictItem('cooperation_type', inRange(cooperationMessageResource.name), 'type');
    case 'news_by_category': {
      const published = inRange(newsResource.name, 'publishTime').filter(
        (row) => Number(row.publishStatus) === PUBLISHED,
      );
      return perDictItem('news_category', published, 'category');
    }
    default:
      return undefined;
  }
}
