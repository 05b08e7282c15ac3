import type { LogApi, Notice } from '@blade-console/blade-client';
import { client } from '../../session/client';

/** What the dashboard shows; a figure is undefined when its call failed. */
export interface DashboardFigures {
  counts: { key: CountKey; value: number | undefined }[];
  apiLogs: number | undefined;
  recentLogs: LogApi[];
  recentNotices: Notice[];
}

export type CountKey = 'users' | 'roles' | 'depts' | 'params' | 'notices';

/** Nodes of a tree answer (roles and departments come as trees). */
export function countTree(nodes: unknown): number {
  if (!Array.isArray(nodes)) return 0;
  return nodes.reduce<number>(
    (sum, node) => sum + 1 + countTree((node as { children?: unknown }).children),
    0,
  );
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => value,
    () => undefined,
  );
const one = { current: 1, size: 1 };
const RECENT = 6;

/** Real figures from the server: page totals, tree sizes, the latest API calls and notices. */
export async function loadFigures(): Promise<DashboardFigures> {
  const [users, roles, depts, params, notices, logs] = await Promise.all([
    settle(client.user.list(one)),
    settle(client.system.role.list()),
    settle(client.system.dept.list()),
    settle(client.system.param.list(one)),
    settle(client.desk.notice.list({ current: 1, size: 5, descs: 'release_time' })),
    settle(client.log.api.list(one)),
  ]);
  // Log lists are oldest-first (Blade): the newest calls are on the last page.
  const last = logs?.total ? Math.ceil(logs.total / RECENT) : 1;
  const recent = await settle(client.log.api.list({ current: last, size: RECENT }));
  const previous =
    last > 1 && (recent?.records.length ?? 0) < RECENT
      ? await settle(client.log.api.list({ current: last - 1, size: RECENT }))
      : undefined;
  const recentLogs = [...(previous?.records ?? []), ...(recent?.records ?? [])].slice(-RECENT).reverse();
  return {
    counts: [
      { key: 'users', value: users?.total },
      { key: 'roles', value: roles ? countTree(roles) : undefined },
      { key: 'depts', value: depts ? countTree(depts) : undefined },
      { key: 'params', value: params?.total },
      { key: 'notices', value: notices?.total },
    ],
    apiLogs: logs?.total,
    recentLogs,
    recentNotices: notices?.records ?? [],
  };
}
