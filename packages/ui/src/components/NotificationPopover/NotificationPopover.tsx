import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Bell, ClipboardList, Megaphone } from '../../icons';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Empty } from '../Empty';
import { Popover } from '../Popover';
import { Spinner } from '../Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { ToolButton } from '../TopBar/ToolButton';
import {
  Entry,
  EntryButton,
  EntryIcon,
  EntryTag,
  EntryText,
  Footer,
  Items,
} from './NotificationPopover.styles';

/** The bell's two lists: unread notices and the person's workflow tasks. */
export type NotificationKind = 'notice' | 'task';

/** One line of the bell: a notice or a task, opened by `onSelect`. */
export interface NotificationItem {
  id: string;
  title: string;
  /** When it was published or created, as the server says it. */
  time?: string;
  /** A short tag before the title (a task's state: to claim, to do). */
  tag?: string;
}

/** Where a list stands: on its way, there, or failed (the caller's toast says why). */
export type NotificationStatus = 'loading' | 'ready' | 'error';

export interface NotificationPopoverProps {
  /** The person's unread notices (default none). */
  notices?: readonly NotificationItem[];
  /** How many unread notices there are in all (default the length of `notices`). */
  noticeTotal?: number;
  /** The person's tasks: to claim, then to do (default none). */
  tasks?: readonly NotificationItem[];
  /** How many tasks there are in all (default the length of `tasks`). */
  taskTotal?: number;
  status?: NotificationStatus;
  /** An item was chosen: open its page (the popover closes). */
  onSelect?: (kind: NotificationKind, item: NotificationItem) => void;
  /** Marks every notice read (the button shows only with unread notices). */
  onMarkAllRead?: () => void;
  /** Opens the full list of a kind (the notices page, the task lists). */
  onViewAll?: (kind: NotificationKind) => void;
  defaultTab?: NotificationKind;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const kinds: readonly NotificationKind[] = ['notice', 'task'];
const kindIcons: Record<NotificationKind, ReactNode> = {
  notice: <Megaphone aria-hidden="true" />,
  task: <ClipboardList aria-hidden="true" />,
};
const NONE: readonly NotificationItem[] = [];

/**
 * The bell of the top bar: a popover with the person's unread notices and their workflow tasks,
 * both given by the caller (the console reads them from the server). The bell carries the count of
 * both; choosing an item opens it, "mark all read" clears the notices.
 */
export function NotificationPopover({
  notices = NONE,
  noticeTotal = notices.length,
  tasks = NONE,
  taskTotal = tasks.length,
  status = 'ready',
  onSelect,
  onMarkAllRead,
  onViewAll,
  defaultTab = 'notice',
  open,
  onOpenChange,
}: NotificationPopoverProps) {
  const { t } = useUiTranslation('ui');
  const items: Record<NotificationKind, readonly NotificationItem[]> = { notice: notices, task: tasks };
  const totals: Record<NotificationKind, number> = { notice: noticeTotal, task: taskTotal };
  const count = noticeTotal + taskTotal;
  const label = count
    ? t('notification.withUnread', {
        label: t('notification.label'),
        unread: t('notification.unreadCount', { count }),
      })
    : t('notification.label');
  const close = () => onOpenChange?.(false);

  return (
    <Popover
      aria-label={t('notification.label')}
      width="340px"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <ToolButton type="button" aria-label={label}>
          <Badge count={count}>
            <Bell aria-hidden="true" />
          </Badge>
        </ToolButton>
      }
    >
      <Tabs defaultValue={defaultTab}>
        <TabsList stretch aria-label={t('notification.label')}>
          {kinds.map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {t(`notification.tabs.${kind}`)}
              {totals[kind] ? ` (${totals[kind]})` : ''}
            </TabsTrigger>
          ))}
        </TabsList>
        {kinds.map((kind) => (
          <TabsContent key={kind} value={kind}>
            {status === 'loading' && !items[kind].length ? (
              <Spinner />
            ) : items[kind].length ? (
              <Items>
                {items[kind].map((item) => (
                  <Entry key={item.id}>
                    <EntryButton
                      type="button"
                      onClick={() => {
                        onSelect?.(kind, item);
                        close();
                      }}
                    >
                      <EntryIcon>{kindIcons[kind]}</EntryIcon>
                      <EntryText>
                        <p>
                          {item.tag ? <EntryTag>{item.tag}</EntryTag> : null}
                          {item.title}
                        </p>
                        {item.time ? <p>{item.time}</p> : null}
                      </EntryText>
                    </EntryButton>
                  </Entry>
                ))}
              </Items>
            ) : (
              <Empty
                compact
                description={t(status === 'error' ? 'notification.failed' : `notification.empty.${kind}`)}
              />
            )}
            <Footer>
              {kind === 'notice' && onMarkAllRead && notices.length ? (
                <Button variant="text" size="small" onClick={onMarkAllRead}>
                  {t('notification.markAllRead')}
                </Button>
              ) : null}
              {onViewAll ? (
                <Button
                  variant="text"
                  size="small"
                  onClick={() => {
                    onViewAll(kind);
                    close();
                  }}
                >
                  {t(`notification.viewAll.${kind}`)}
                </Button>
              ) : null}
            </Footer>
          </TabsContent>
        ))}
      </Tabs>
    </Popover>
  );
}
