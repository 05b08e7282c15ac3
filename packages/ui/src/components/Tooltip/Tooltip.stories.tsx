import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../../stories/support/play';
import { Button } from '../Button';
import { Tooltip } from '.';

export default {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: '系统设置',
    children: <Button icon={<Settings />} aria-label="设置" />,
  },
} satisfies Meta<typeof Tooltip>;
type Story = StoryObj<typeof Tooltip>;

export const Default: Story = {};

export const ShowsOnFocusAndHidesOnEscape: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '设置' });
    await tabTo(button);
    const body = within(document.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('系统设置');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Sides: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 48, padding: 48 }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} {...args} side={side} content={side} open>
          <Button>{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: '设置' }));
    await new Promise((r) => setTimeout(r, 500));
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};
