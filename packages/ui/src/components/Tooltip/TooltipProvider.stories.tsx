import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, TooltipProvider } from '.';

/** Neighbouring tips share one provider: once one has shown, the next shows without the delay. */
function Toolbar() {
  return (
    <TooltipProvider delayDuration={200} skipDelayDuration={1000}>
      <div style={{ display: 'flex', gap: 8, padding: 48 }}>
        <Tooltip content="刷新">
          <Button aria-label="刷新">R</Button>
        </Tooltip>
        <Tooltip content="导出">
          <Button aria-label="导出">E</Button>
        </Tooltip>
      </div>
    </TooltipProvider>
  );
}

export default {
  title: 'Components/Tooltip/TooltipProvider',
  component: Toolbar,
} satisfies Meta<typeof Toolbar>;
type Story = StoryObj<typeof Toolbar>;

export const SharedBetweenNeighbours: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: '刷新' }));
    await expect(await screen.findByRole('tooltip', { name: '刷新' })).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('button', { name: '刷新' }));
    await userEvent.hover(canvas.getByRole('button', { name: '导出' }));
    await expect(await screen.findByRole('tooltip', { name: '导出' })).toBeInTheDocument();
  },
};
