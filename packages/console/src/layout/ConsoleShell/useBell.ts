import type { FlowTask, Notice, Page } from '@blade-console/blade-client';
import { useBladeEvents } from '@blade-console/blade-client/swr';
import {
  type NotificationItem,
  type NotificationKind,
  type NotificationPopoverProps,
  useStableCallback,
} from '@blade-console/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { BELL_KEY, useWorkflowChanged } from '../../data/workflowChanges';
import { findMenuByPath } from '../../menu/routing';
import { flowPath, routeOf, useFlowDictionary } from '../../pages/flow/common/flowRoutes';
import { client } from '../../session/client';
import { useSession } from '../../session/session';
import { useMenu } from '../../stores/menu';

/** Items each list of the bell shows (its total is on the tab; "view all" opens the page). */
const BELL_SIZE = 5;
/**
 * The bell asks again this often besides the event stream's word (a task someone else handed on, a
 * claim elsewhere: changes the stream does not carry).
 */
const BELL_REFRESH_MS = 60_000;

/** The pages the bell opens, as the menu has them (a list the user has no page for is not asked for). */
const PAGES = { notice: '/desk/notice', claim: '/work/claim', todo: '/work/todo' } as const;
type BellList = keyof typeof PAGES;

const loaders: Record<BellList, () => Promise<Page<Notice> | Page<FlowTask>>> = {
  notice: () => client.desk.notice.unreadList({ current: 1, size: BELL_SIZE }),
  claim: () => client.flow.work.claimList({ current: 1, size: BELL_SIZE }),
  todo: () => client.flow.work.todoList({ current: 1, size: BELL_SIZE }),
};

/** One list of the bell, cached as `['bell', list, userId]` (workflow actions refetch it). */
function useBellList<T>(list: BellList, userId: string, enabled: boolean) {
  return useSWR<Page<T>>(
    enabled && userId ? [BELL_KEY, list, userId] : null,
    () => loaders[list]() as Promise<Page<T>>,
    { refreshInterval: BELL_REFRESH_MS },
  );
}

/**
 * The bell follows the event stream (issue 42): a task that now waits for the person refetches the
 * task lists (the bell's, the dashboard's, the open task tables), a notice published, changed or
 * removed refetches the unread notices; a `reload` refetches both.
 */
function useLiveBell(userId: string, refetchNotices: () => unknown): void {
  const workflowChanged = useWorkflowChanged();
  useBladeEvents(
    (event) => event.type === 'task' || (event.type === 'record' && event.resource === 'notice'),
    (message) => {
      if (message.type !== 'record') workflowChanged();
      if (message.type !== 'task') void refetchNotices();
    },
    Boolean(userId),
  );
}

/**
 * The top bar's bell: the person's unread published notices and their tasks to claim and to do,
 * read from the server. Choosing a notice marks it read and opens the notice list at it; a task to
 * claim opens 待签事务, a task to do opens its form (or 待办事务 when its category has none).
 * `navigate` goes there: the shell's, stable (react-router's own hook would render the bell again
 * on every navigation, the route's context being new each time).
 */
export function useBell(navigate: (to: string) => void): NotificationPopoverProps {
  const { t } = useTranslation('console');
  const userId = useSession().user?.user_id ?? '';
  const menuAll = useMenu((state) => state.menuAll);
  const has = (list: BellList) => Boolean(findMenuByPath(menuAll, PAGES[list]));
  const notices = useBellList<Notice>('notice', userId, has('notice'));
  const claim = useBellList<FlowTask>('claim', userId, has('claim'));
  const todo = useBellList<FlowTask>('todo', userId, has('todo'));
  const { routes } = useFlowDictionary();
  useLiveBell(userId, notices.mutate);
  const [open, setOpen] = useState(false);

  const taskItems = useMemo(() => {
    const item = (task: FlowTask, tag: string): NotificationItem => ({
      id: String(task.taskId),
      title: [task.processDefinitionName, task.taskName].filter(Boolean).join(' · '),
      time: task.createTime,
      tag,
    });
    return [
      ...(claim.data?.records ?? []).map((task) => item(task, t('bell.toClaim'))),
      ...(todo.data?.records ?? []).map((task) => item(task, t('bell.toDo'))),
    ];
  }, [claim.data, todo.data, t]);

  const noticeItems = useMemo(
    () =>
      (notices.data?.records ?? []).map(
        (notice): NotificationItem => ({
          id: String(notice.id),
          title: String(notice.title ?? ''),
          time: notice.releaseTime,
        }),
      ),
    [notices.data],
  );

  const select = useStableCallback((kind: NotificationKind, item: NotificationItem) => {
    if (kind === 'notice') {
      // Read once opened: the bell drops it at once, the server keeps the mark for next time.
      markRead(client.desk.notice.read(item.id), (notice) => String(notice.id) !== item.id);
      navigate(`${PAGES.notice}?${new URLSearchParams({ title: item.title })}`);
      return;
    }
    const task = todo.data?.records.find((row) => String(row.taskId) === item.id);
    const route = task && routeOf(routes, task.category);
    if (task && route)
      navigate(flowPath(route, 'handle', task.taskId, task.processInstanceId, task.businessId));
    else navigate(task ? PAGES.todo : PAGES.claim);
  });
  /** Sends a read mark; meanwhile the bell shows only the notices `keep` keeps, then the server's list. */
  const markRead = useStableCallback((call: Promise<unknown>, keep: (notice: Notice) => boolean) => {
    const optimisticData = (page: Page<Notice> | undefined): Page<Notice> => {
      const records = (page?.records ?? []).filter(keep);
      const gone = (page?.records.length ?? 0) - records.length;
      return { current: 1, size: BELL_SIZE, pages: 1, ...page, records, total: (page?.total ?? 0) - gone };
    };
    void notices.mutate(
      call.then(() => loaders.notice() as Promise<Page<Notice>>),
      { optimisticData, rollbackOnError: true },
    );
  });
  const markAllRead = useStableCallback(() => markRead(client.desk.notice.readAll(), () => false));
  const viewAll = useStableCallback((kind: NotificationKind) =>
    navigate(kind === 'notice' ? PAGES.notice : claim.data?.total ? PAGES.claim : PAGES.todo),
  );

  const status = [notices, claim, todo].some((list) => list.error)
    ? 'error'
    : [notices, claim, todo].some((list) => list.isLoading)
      ? 'loading'
      : 'ready';

  const noticeTotal = notices.data?.total ?? 0;
  const taskTotal = (claim.data?.total ?? 0) + (todo.data?.total ?? 0);
  // One object while nothing changed: the top bar is memoised.
  return useMemo(
    () => ({
      open,
      onOpenChange: setOpen,
      status,
      notices: noticeItems,
      noticeTotal,
      tasks: taskItems,
      taskTotal,
      onSelect: select,
      onMarkAllRead: markAllRead,
      onViewAll: viewAll,
    }),
    [open, status, noticeItems, noticeTotal, taskItems, taskTotal, select, markAllRead, viewAll],
  );
}
