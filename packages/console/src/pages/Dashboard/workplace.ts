import type { Notice } from '@blade-console/blade-client';
import type { ChartPoint } from '@blade-console/ui';
import { client } from '../../session/client';

/** Only the total of a list is wanted: one row is asked for. */
const TOTAL_ONLY = { current: 1, size: 1 } as const;

/** Days the orders chart covers, today included. */
export const CHART_DAYS = 7;

/** Notices the dashboard lists. */
export const RECENT_NOTICES = 5;

/** `yyyy-MM-dd` of `date` in the browser's time zone (the day a person calls today). */
export function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `days` days, oldest first, ending with the day of `now`. */
export function lastDays(days: number, now: Date = new Date()): string[] {
  return Array.from({ length: days }, (_, index) =>
    dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - index))),
  );
}

/** Orders created on `day` (a whole day: the server's `dateequal` on a bare date). */
function ordersOn(day: string): Promise<number> {
  return client.order.list({ ...TOTAL_ONLY, createTime_dateequal: day }).then((page) => page.total);
}

/** Each figure and list of the dashboard, from the server's own routes. */
export const workplace = {
  /** The signed-in user's open tasks (待办事务). */
  todo: () => client.flow.work.todoList(TOTAL_ONLY).then((page) => page.total),
  /** Website orders created today. */
  todayOrders: () => ordersOn(dayOf(new Date())),
  /** Cooperation messages no one has read yet. */
  unreadMessages: () =>
    client.cooperation.cooperationMessage
      .list({ ...TOTAL_ONLY, readStatus_equal: 0 })
      .then((page) => page.total),
  /** The latest notices, newest first, and how many there are. */
  notices: () =>
    client.desk.notice
      .list({ current: 1, size: RECENT_NOTICES, descs: 'release_time' })
      .then((page) => ({ total: page.total, records: page.records as Notice[] })),
  /** Orders per day over the last {@link CHART_DAYS} days, every day present (labels `MM-dd`). */
  ordersByDay: (): Promise<ChartPoint[]> =>
    Promise.all(
      lastDays(CHART_DAYS).map(async (day) => ({
        key: day,
        label: day.slice(5),
        value: await ordersOn(day),
      })),
    ),
};

export type WorkplaceFigure = keyof typeof workplace;
