import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '.';

export default {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['small', 'default', 'large'] } },
} satisfies Meta<typeof Spinner>;
type Story = StoryObj<typeof Spinner>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="small" />
      <Spinner />
      <Spinner size="large" />
      <Spinner size={48} label="正在同步" />
    </div>
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading')).toBeInTheDocument();
  },
};
