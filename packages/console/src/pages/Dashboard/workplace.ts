import type { Notice } from '@blade-console/blade-client';
import type { ChartPoint } from '@blade-console/ui/charts';
import { client } from '../../session/client';

/** Only the total of a list is wanted: one row is asked for. */
const TOTAL_ONLY = { current: 1, size: 1 } as const;

/** Days the orders chart covers, today included. */
export const CHART_DAYS = 7;

/** Notices the dashboard lists. */
export const RECENT_NOTICES = 5;

/** Each figure and list of the dashboard, from the server's own routes. */
export const workplace = {
  /** The signed-in user's open tasks (待办事务). */
  todo: () => client.flow.work.todoList(TOTAL_ONLY).then((page) => page.total),
  /** Tasks waiting for the user (or one of their roles) to claim them (待签事务). */
  claim: () => client.flow.work.claimList(TOTAL_ONLY).then((page) => page.total),
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
  /**
   * Orders per day over the last {@link CHART_DAYS} days, today last (the server's days): the
   * chart, and today's orders. Labelled `MM-dd`, short enough for a phone's axis.
   */
  ordersByDay: (): Promise<ChartPoint[]> =>
    client.order
      .daily(CHART_DAYS)
      .then((points) => points.map((point) => ({ ...point, label: point.key.slice(5) }))),
};

export type WorkplaceFigure = keyof typeof workplace;
