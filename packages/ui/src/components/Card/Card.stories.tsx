import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '.';

export default {
  title: 'Components/Card',
  component: Card,
  args: {
    title: '运单概览',
    children: '今日新增运单 128 单，在途 342 单，已签收 96 单。',
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
type Story = StoryObj<typeof Card>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '运单概览' })).toBeInTheDocument();
  },
};

export const WithExtraAndFooter: Story = {
  args: {
    extra: (
      <Button size="small" variant="text">
        更多
      </Button>
    ),
    footer: (
      <>
        <Button>取消</Button>
        <Button variant="primary">保存</Button>
      </>
    ),
    shadow: 'always',
  },
};

export const Untitled: Story = { args: { title: undefined, shadow: 'hover' } };

export const DarkTheme: Story = { ...WithExtraAndFooter, globals: { theme: 'theme-dark' } };
