import type { Meta, StoryObj } from '@storybook/react-vite';
import { Maximize } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { ToolButton } from '.';

/**
 * The top bar's square icon button, for an app's own tools beside the bar's. It takes the bar's
 * colour (`currentColor`), so the story gives it one.
 */
export default {
  title: 'Shell/TopBar/ToolButton',
  component: ToolButton,
  args: {
    type: 'button',
    'aria-label': '全屏',
    'aria-pressed': false,
    onClick: fn(),
    children: <Maximize />,
  },
  decorators: [
    (Story) => (
      <div style={{ color: '#1f2937', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToolButton>;
type Story = StoryObj<typeof ToolButton>;

export const PressedLooksDifferent: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '全屏' });
    // A target of at least 36 px square, the bar's height rhythm.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
    const idle = getComputedStyle(button).backgroundColor;
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.setAttribute('aria-pressed', 'true');
    await expect(getComputedStyle(button).backgroundColor).not.toBe(idle);
  },
};
