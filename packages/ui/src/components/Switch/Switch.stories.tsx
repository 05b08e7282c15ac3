import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { toggleByKeyboard } from '../../stories/support/play';
import { FormField } from '../FormField';
import { Switch } from '.';

export default {
  title: 'Components/Switch',
  component: Switch,
  args: { 'aria-label': '封存', onChange: fn() },
} satisfies Meta<typeof Switch>;
type Story = StoryObj<typeof Switch>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const sw = canvas.getByRole('switch', { name: '封存' });
    await expect(sw).not.toBeChecked();
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await toggleByKeyboard(canvas.getByRole('switch', { name: '封存' }), [' ', '{Enter}']);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <Switch aria-label="关" />
      <Switch aria-label="开" defaultChecked />
      <Switch aria-label="文字" defaultChecked checkedChildren="是" uncheckedChildren="否" />
      <Switch aria-label="文字关" checkedChildren="是" uncheckedChildren="否" />
      <Switch aria-label="加载" loading defaultChecked />
      <Switch aria-label="禁用" disabled />
      <Switch aria-label="禁用开" disabled defaultChecked />
      <Switch aria-label="小" size="small" defaultChecked />
    </div>
  ),
  play: async ({ canvas }) => {
    const loading = canvas.getByRole('switch', { name: '加载' });
    await userEvent.click(loading);
    await expect(loading).toBeChecked();
    await expect(canvas.getByRole('switch', { name: '禁用' })).toBeDisabled();
  },
};

export const InFormField: Story = {
  render: () => (
    <FormField label="是否封存" required>
      <Switch />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '是否封存' })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Sealed', checkedChildren: 'Yes', uncheckedChildren: 'No' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch', { name: 'Sealed' })).toHaveTextContent('No');
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' }, render: States.render };
