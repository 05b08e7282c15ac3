import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Skeleton, SkeletonBlock } from '.';

export default {
  title: 'Components/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;
type Story = StoryObj<typeof Skeleton>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('加载中');
  },
};

export const WithAvatar: Story = { args: { avatar: true, rows: 4 } };
export const Static: Story = { args: { animated: false, title: false, rows: 2 } };

export const Blocks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <SkeletonBlock circle width={48} height={48} />
      <SkeletonBlock width={120} height={32} />
      <SkeletonBlock width={240} height={120} />
    </div>
  ),
};

function Toggle() {
  const [loading, setLoading] = useState(true);
  return (
    <div>
      <Button onClick={() => setLoading((l) => !l)}>切换</Button>
      <Skeleton loading={loading} avatar>
        <p>张三 · 上海仓 · 调度员</p>
      </Skeleton>
    </div>
  );
}

export const LoadedContent: Story = {
  render: () => <Toggle />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '切换' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByText('张三 · 上海仓 · 调度员')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading')).toBeInTheDocument();
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' }, args: { avatar: true } };
