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

/**
 * Whether the user's roles (the token's CSV of aliases) may read the administrators' lists: the
 * server answers 401 to anyone else there, and a 401 signs the user out (SPEC §8).
 */
export function isAdministrator(roleNames: string | undefined): boolean {
  return (roleNames ?? '').split(',').some((alias) => alias === 'administrator' || alias === 'admin');
}

const skip = Promise.resolve(undefined);

/**
 * Real figures from the server: page totals, tree sizes, the latest API calls and notices. Users,
 * roles, departments, parameters and logs are administrators' lists: other users get the notices.
 */
export async function loadFigures(admin = true): Promise<DashboardFigures> {
  const [users, roles, depts, params, notices, logs] = await Promise.all([
    admin ? settle(client.user.list(one)) : skip,
    admin ? settle(client.system.role.list()) : skip,
    admin ? settle(client.system.dept.list()) : skip,
    admin ? settle(client.system.param.list(one)) : skip,
    settle(client.desk.notice.list({ current: 1, size: 5, descs: 'release_time' })),
    admin ? settle(client.log.api.list(one)) : skip,
  ]);
  const recentLogs = admin ? await loadRecentLogs(logs?.total) : [];
  const counts: DashboardFigures['counts'] = [
    { key: 'users', value: users?.total },
    { key: 'roles', value: roles ? countTree(roles) : undefined },
    { key: 'depts', value: depts ? countTree(depts) : undefined },
    { key: 'params', value: params?.total },
    { key: 'notices', value: notices?.total },
  ];
  return {
    counts: admin ? counts : counts.filter((count) => count.key === 'notices'),
    apiLogs: logs?.total,
    recentLogs,
    recentNotices: notices?.records ?? [],
  };
}

/** The latest API calls, newest first. Log lists are oldest-first (Blade): they are on the last page. */
async function loadRecentLogs(total: number | undefined): Promise<LogApi[]> {
  const last = total ? Math.ceil(total / RECENT) : 1;
  const recent = await settle(client.log.api.list({ current: last, size: RECENT }));
  const previous =
    last > 1 && (recent?.records.length ?? 0) < RECENT
      ? await settle(client.log.api.list({ current: last - 1, size: RECENT }))
      : undefined;
  return [...(previous?.records ?? []), ...(recent?.records ?? [])].slice(-RECENT).reverse();
}
