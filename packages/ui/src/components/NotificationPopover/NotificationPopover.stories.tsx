import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotificationPopover } from '.';

export default {
  title: 'Shell/NotificationPopover',
  component: NotificationPopover,
  decorators: [(Story) => <div style={{ paddingLeft: 300 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationPopover>;
type Story = StoryObj<typeof NotificationPopover>;

export const Default: Story = {};

export const TabsAndDot: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bell = canvas.getByRole('button', { name: '通知，有未读通知' });
    await expect(canvasElement.querySelector('[data-badge]')).toBeInTheDocument();
    await userEvent.click(bell);
    const panel = await within(document.body).findByRole('dialog', { name: '通知' });
    const tabs = within(panel).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['邮件', '消息', '通知']);
    await expect(within(panel).getByRole('tabpanel')).toHaveTextContent('你收到了 14 份新周报');
    await userEvent.click(within(panel).getByRole('tab', { name: '消息' }));
    await expect(within(panel).getByRole('tabpanel')).toHaveTextContent('曲丽丽');
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(panel).getByRole('tabpanel')).toHaveTextContent('仓库盘点');
  },
};

export const LoadMoreAfterOneSecond: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^通知/ }));
    const panel = await within(document.body).findByRole('dialog', { name: '通知' });
    const tabpanel = within(panel).getByRole('tabpanel');
    await expect(within(tabpanel).getAllByRole('listitem')).toHaveLength(3);
    const started = performance.now();
    await userEvent.click(within(panel).getByRole('button', { name: '加载更多' }));
    await expect(within(panel).getByRole('button', { name: '加载更多' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(within(tabpanel).getAllByRole('listitem')).toHaveLength(6), { timeout: 3000 });
    // Not before the 1 s delay (a little slack for timer granularity).
    await expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    await expect(within(panel).getByRole('status')).toHaveTextContent('没有更多了');
  },
};

export const NoDot: Story = {
  args: { dot: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '通知' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-badge]')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { open: true },
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).getByRole('tab', { name: 'Mail' })).toBeInTheDocument());
    await expect(within(panel).getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  },
};
