import { formatBladeDate } from '../core/query';
import type { ReportData, ReportPoint } from '../types/website';
import type { MockRow } from './respond';
import type { MockStore } from './store';

const DAY = 24 * 60 * 60 * 1000;

/** Which table and field each dataset counts, and the dictionary naming its keys. */
const DATASETS: Record<string, { table: string; field: string; dict?: string }> = {
  orders_by_status: { table: 'order', field: 'orderStatus', dict: 'order_status' },
  orders_by_route: { table: 'order', field: 'pickupRegion' },
  messages_by_type: { table: 'cooperationMessage', field: 'type', dict: 'cooperation_type' },
  news_by_category: { table: 'news', field: 'category', dict: 'news_category' },
};

function dictLabels(store: MockStore, code: string): Map<string, string> {
  return new Map(
    store
      .table('dict')
      .filter((row) => row.code === code && row.parentId !== '0')
      .map((row) => [String(row.dictKey), String(row.dictValue)]),
  );
}

function countBy(rows: MockRow[], keyOf: (row: MockRow) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1);
  return counts;
}

/**
 * A report's figures from the mock store, shaped as the server answers `report/rest/data`: rows
 * counted by the dataset's field, or the orders created on each of the last `rangeDays` days.
 */
export function reportData(store: MockStore, report: MockRow, today = new Date()): ReportData {
  const rangeDays = Number(report.rangeDays) || 30;
  const start = new Date(today.getTime() - (rangeDays - 1) * DAY);
  start.setHours(0, 0, 0, 0);
  const from = formatBladeDate(start);
  const to = formatBladeDate(today);
  const within = (row: MockRow) => {
    const created = String(row.createTime ?? to);
    return created >= from && created <= to;
  };
  const dataset = String(report.dataset);
  let points: ReportPoint[];
  if (dataset === 'orders_by_day') {
    const counts = countBy(store.table('order').filter(within), (row) =>
      String(row.createTime ?? to).slice(0, 10),
    );
    points = Array.from({ length: rangeDays }, (_, i) => {
      const day = formatBladeDate(new Date(start.getTime() + i * DAY)).slice(0, 10);
      return { key: day, label: day.slice(5), value: counts.get(day) ?? 0 };
    });
  } else {
    const source = DATASETS[dataset] ?? { table: 'order', field: 'orderStatus', dict: 'order_status' };
    // The demo rows carry a fixed, old creation time: the mock counts them all.
    const rows = store.table(source.table);
    if (source.field === 'pickupRegion') {
      const provinces = new Map(store.table('region').map((row) => [String(row.code), String(row.name)]));
      const counts = countBy(rows, (row) => String(row[source.field] ?? '').slice(0, 2));
      points = [...counts].map(([key, value]) => ({ key, label: provinces.get(key) ?? key, value }));
    } else {
      const labels = dictLabels(store, source.dict ?? '');
      const counts = countBy(rows, (row) => String(row[source.field] ?? ''));
      points = [...labels].map(([key, label]) => ({ key, label, value: counts.get(key) ?? 0 }));
    }
  }
  return {
    id: report.id,
    name: String(report.name),
    dataset,
    chartType: String(report.chartType),
    rangeDays,
    from,
    to,
    points,
  };
}
