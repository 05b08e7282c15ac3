import type { ReportData, ReportPoint } from '@blade-console/blade-client/types';
import { PUBLISHED } from '@blade-console/blade-schema';
import { and, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessClaims } from '../../auth/jwt';
import type { CrudModel } from '../../crud/model';
import type { DbOrTx } from '../../db/connection';
import { badRequest } from '../../http/envelope';
import { formatDateTime } from '../../http/wire-format';
import { msg } from '../../i18n';
import { dictionaryItems } from '../system/dict/lookup';
import { cooperationMessageModel } from './cooperation';
import { newsModel } from './news';
import { orderModel } from './order';
import { regionFullNames } from './regions';

interface Range {
  from: Date;
  to: Date;
}

/** The last `days` days, today included, from the first day's midnight (server local time) to now. */
export function reportRange(days: number, now: Date = new Date()): Range {
  return { from: new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1)), to: now };
}

const dayKey = (date: Date) => formatDateTime(date).slice(0, 10);

function within(column: PgColumn, range: Range): SQL | undefined {
  return and(gte(column, range.from), lte(column, range.to));
}

/** Counts of rows per value of `key` (a column or an expression). */
async function countBy(
  db: DbOrTx,
  table: PgTable,
  key: PgColumn | SQL,
  where: SQL | undefined,
): Promise<Map<string, number>> {
  const rows = await db.select({ key, value: count() }).from(table).where(where).groupBy(key);
  return new Map(rows.map((row) => [String(row.key), Number(row.value)]));
}

/** Counts of a model's visible rows per value of `field`, for rows whose `timeField` is in the range. */
function countByField(
  db: DbOrTx,
  user: AccessClaims,
  model: CrudModel,
  field: string,
  range: Range,
  timeField = 'createTime',
  extra?: SQL,
): Promise<Map<string, number>> {
  const where = and(model.visible(user), within(model.column(timeField), range), extra);
  return countBy(db, model.table, model.column(field), where);
}

/** One point per item of a dictionary, in its order, zeros included (a pie or bar shows them all). */
async function perDictItem(db: DbOrTx, code: string, counts: Map<string, number>): Promise<ReportPoint[]> {
  const items = await dictionaryItems(db, code);
  return items.map((item) => ({
    key: item.dictKey,
    label: item.dictValue,
    value: counts.get(item.dictKey) ?? 0,
  }));
}

/** Orders per day of the range, every day present. Days are grouped here, in the server's time zone. */
async function ordersByDay(db: DbOrTx, user: AccessClaims, range: Range): Promise<ReportPoint[]> {
  const rows = await db
    .select({ createTime: orderModel.column('createTime') })
    .from(orderModel.table)
    .where(and(orderModel.visible(user), within(orderModel.column('createTime'), range)));
  const counts = new Map<string, number>();
  for (const { createTime } of rows) {
    if (createTime instanceof Date) counts.set(dayKey(createTime), (counts.get(dayKey(createTime)) ?? 0) + 1);
  }
  const points: ReportPoint[] = [];
  for (let day = new Date(range.from); day <= range.to; day.setDate(day.getDate() + 1)) {
    const key = dayKey(day);
    points.push({ key, label: key, value: counts.get(key) ?? 0 });
  }
  return points;
}

/** Orders per pick-up province, busiest first, named from the region tree. */
async function ordersByRoute(db: DbOrTx, user: AccessClaims, range: Range): Promise<ReportPoint[]> {
  const province = sql<string>`substr(${orderModel.column('pickupRegion')}, 1, 2)`;
  const counts = await countBy(
    db,
    orderModel.table,
    province,
    and(orderModel.visible(user), within(orderModel.column('createTime'), range)),
  );
  const names = await regionFullNames(db, [...counts.keys()]);
  return [...counts]
    .map(([key, value]) => ({ key, label: names.get(key) ?? key, value }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}

/** The figures of `dataset` for the caller's tenant over `range`. */
export async function datasetPoints(
  db: DbOrTx,
  user: AccessClaims,
  dataset: string,
  range: Range,
): Promise<ReportPoint[]> {
  switch (dataset) {
    case 'orders_by_status': {
      const counts = await countByField(db, user, orderModel, 'orderStatus', range);
      return perDictItem(db, 'order_status', counts);
    }
    case 'orders_by_day':
      return ordersByDay(db, user, range);
    case 'orders_by_route':
      return ordersByRoute(db, user, range);
    case 'messages_by_type': {
      const counts = await countByField(db, user, cooperationMessageModel, 'type', range);
      return perDictItem(db, 'cooperation_type', counts);
    }
    case 'news_by_category': {
      // Articles published in the range (drafts and withdrawn ones are not news yet, or any more).
      const published = eq(newsModel.column('publishStatus'), PUBLISHED);
      const counts = await countByField(db, user, newsModel, 'category', range, 'publishTime', published);
      return perDictItem(db, 'news_category', counts);
    }
    default:
      throw badRequest(msg('website.datasetUnknown', { name: String(dataset) }));
  }
}

/** A saved report (a row as stored) with its figures computed from the live data. */
export async function reportData(
  db: DbOrTx,
  user: AccessClaims,
  report: Record<string, unknown>,
  now: Date = new Date(),
): Promise<ReportData> {
  const rangeDays = Number(report.rangeDays);
  const range = reportRange(rangeDays, now);
  const dataset = String(report.dataset);
  return {
    id: String(report.id),
    name: String(report.name),
    dataset,
    chartType: String(report.chartType),
    rangeDays,
    from: formatDateTime(range.from),
    to: formatDateTime(range.to),
    points: await datasetPoints(db, user, dataset, range),
  };
}
