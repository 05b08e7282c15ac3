import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { openDialog } from '../../stories/support/play';
import { type NotificationItem, NotificationPopover, type NotificationPopoverProps } from '.';

const notices: NotificationItem[] = [
  { id: 'n1', title: '物流调度系统例行维护', time: '2026-03-01 08:00:00' },
  { id: 'n2', title: '季度运输安全自查', time: '2026-02-27 09:30:00' },
];
const tasks: NotificationItem[] = [
  { id: 't1', title: '请假流程 · 部门经理审批', tag: '待签', time: '2026-03-01 10:00:00' },
  { id: 't2', title: '请假流程 · 人事审批', tag: '待办', time: '2026-03-01 11:00:00' },
];

/** The bell as the console drives it: marking all read empties the notices. */
function Live(props: NotificationPopoverProps) {
  const [unread, setUnread] = useState(props.notices ?? []);
  return (
    <NotificationPopover
      {...props}
      notices={unread}
      onMarkAllRead={() => {
        props.onMarkAllRead?.();
        setUnread([]);
      }}
    />
  );
}

export default {
  title: 'Shell/NotificationPopover',
  component: NotificationPopover,
  decorators: [(Story) => <div style={{ paddingLeft: 300 }}>{Story()}</div>],
  args: { notices, tasks, onSelect: fn(), onMarkAllRead: fn(), onViewAll: fn() },
  render: (args) => <Live {...args} />,
} satisfies Meta<typeof NotificationPopover>;
type Story = StoryObj<typeof NotificationPopover>;

export const Default: Story = {};

export const CountsNoticesAndTasks: Story = {
  play: async ({ canvas, args }) => {
    const bell = canvas.getByRole('button', { name: '通知，4 条未读' });
    await expect(bell).toHaveTextContent('4');
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: '通知' });
    const tabs = within(panel).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['通知公告 (2)', '待办 (2)']);
    await expect(within(panel).getByRole('tabpanel')).toHaveTextContent('物流调度系统例行维护');
    await userEvent.click(within(panel).getByRole('tab', { name: /待办/ }));
    const taskPanel = within(panel).getByRole('tabpanel');
    await expect(taskPanel).toHaveTextContent('待签请假流程 · 部门经理审批');
    await userEvent.click(within(taskPanel).getByRole('button', { name: /人事审批/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('task', tasks[1]);
  },
};

export const MarkAllRead: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openDialog(canvas, /^通知/, '通知');
    await userEvent.click(within(panel).getByRole('button', { name: '全部已读' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await expect(within(panel).getByRole('tabpanel')).toHaveTextContent('没有未读的通知公告');
    await expect(within(panel).queryByRole('button', { name: '全部已读' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '通知，2 条未读' })).toBeInTheDocument();
  },
};

export const ViewAll: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openDialog(canvas, /^通知/, '通知');
    await userEvent.click(within(panel).getByRole('button', { name: '查看全部通知' }));
    await expect(args.onViewAll).toHaveBeenCalledWith('notice');
  },
};

export const NothingUnread: Story = {
  args: { notices: [], tasks: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '通知' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-badge]')).toBeNull();
    const panel = await openDialog(canvas, '通知', '通知');
    await expect(within(panel).getByRole('tabpanel')).toHaveTextContent('没有未读的通知公告');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { open: true },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).getByRole('tab', { name: 'Notices (2)' })).toBeInTheDocument());
    await expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeInTheDocument();
    // The bell's name in English punctuation (it read "Notifications，4 unread").
    await expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  },
};
