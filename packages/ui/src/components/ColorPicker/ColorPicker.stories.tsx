import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test';
import { openDialog } from '../../stories/support/play';
import { DEFAULT_ACCENT } from '../../theme/accent';
import { applyAccent } from '../../theme/runtime';
import { Button } from '../Button';
import { ColorPicker } from '.';

export default {
  title: 'Shell/ColorPicker',
  component: ColorPicker,
  args: { onChange: fn() },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <ColorPicker {...args} />
      <Button variant="primary">主按钮</Button>
    </div>
  ),
  // Stories change <html>'s accent: put the default back for the next story.
  beforeEach: () => () => {
    applyAccent(DEFAULT_ACCENT);
  },
} satisfies Meta<typeof ColorPicker>;
type Story = StoryObj<typeof ColorPicker>;

const accentVar = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--bc-color-accent').trim();

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /#409eff/i })).toBeInTheDocument();
  },
};

export const PresetApplies: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openDialog(canvas, /主题色/, '主题色');
    const group = within(panel).getByRole('radiogroup', { name: '预设颜色' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(8);
    await expect(within(group).getByRole('radio', { name: '#409EFF' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '#f5222d' }));
    await expect(args.onChange).toHaveBeenCalledWith('#f5222d');
    await expect(accentVar()).toBe('#f5222d');
    // Red as the danger buttons: said in the panel (issue 16, point 5), gone with a colour apart.
    await expect(within(panel).getByRole('status')).toHaveTextContent('危险操作的红色相近');
    // Arrow keys move through the swatches and choose (native radio group).
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#6959cd');
    await expect(accentVar()).toBe('#6959cd');
    await expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const CustomColour: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Primary colour/ }));
    const panel = await screen.findByRole('dialog', { name: 'Primary colour' });
    const input = within(panel).getByLabelText('Custom colour');
    fireEvent.input(input, { target: { value: '#11a983' } });
    await expect(args.onChange).toHaveBeenCalledWith('#11a983');
    await expect(accentVar()).toBe('#11a983');
    await expect(within(panel).getByRole('radio', { name: '#11a983' })).toBeChecked();
  },
};
