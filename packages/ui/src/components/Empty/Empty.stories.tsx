import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { tabTo } from '../../stories/support/play';
import { Button } from '../Button';
import { Empty } from '.';

export default { title: 'Components/Empty', component: Empty } satisfies Meta<typeof Empty>;
type Story = StoryObj<typeof Empty>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { description: '还没有参数，先新增一个吧' },
  render: (args) => {
    const onAdd = fn();
    return (
      <Empty {...args}>
        <Button variant="primary" icon={<Plus />} onClick={onAdd}>
          新增
        </Button>
      </Empty>
    );
  },
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('button', { name: '新增' }));
  },
};

export const Compact: Story = { args: { compact: true } };
export const NoImage: Story = { args: { image: null, description: '无匹配结果' } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No data')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' } };
