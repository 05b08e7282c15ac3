import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldErrorStory } from '../../stories/support/fieldErrorStory';
import { tabTo } from '../../stories/support/play';
import { NumberInput } from '.';

export default {
  title: 'Components/NumberInput',
  component: NumberInput,
  args: { 'aria-label': '排序', onChange: fn(), min: 0, max: 100 },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberInput>;
type Story = StoryObj<typeof NumberInput>;

export const Default: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: '排序' });
    await expect(input).toHaveAttribute('aria-valuenow', '5');
    await userEvent.click(canvas.getByRole('button', { name: '增加' }));
    await expect(input).toHaveValue('6');
    await userEvent.click(canvas.getByRole('button', { name: '减少' }));
    await userEvent.click(canvas.getByRole('button', { name: '减少' }));
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

/** Spinbutton keys: arrows, PageUp/PageDown, Home/End; typed text is clamped on Enter/blur. */
export const Keyboard: Story = {
  args: { defaultValue: 50 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: '排序' });
    await tabTo(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('52');
    await userEvent.keyboard('{PageDown}');
    await expect(input).toHaveValue('42');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('100');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('100');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');
    await userEvent.clear(input);
    await userEvent.type(input, '250{Enter}');
    await expect(input).toHaveValue('100');
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    // Rubbish reverts to the last good value.
    await expect(input).toHaveValue('100');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
  },
};

export const EmptyIsNull: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).not.toHaveAttribute('aria-valuenow');
  },
};

export const Decimals: Story = {
  args: { step: 0.1, precision: 2, defaultValue: 0.1, min: undefined, max: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton');
    await expect(input).toHaveValue('0.10');
    input.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('0.30');
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <NumberInput aria-label="禁用" defaultValue={1} disabled />
      <NumberInput aria-label="只读" defaultValue={2} readOnly />
      <NumberInput aria-label="无效" defaultValue={3} invalid />
      <NumberInput aria-label="无按钮" defaultValue={4} controls={false} />
      <NumberInput aria-label="小" defaultValue={5} size="small" />
    </div>
  ),
};

export const InFormField: Story = fieldErrorStory({
  label: '字典排序',
  error: '请输入字典排序',
  role: 'spinbutton',
  control: <NumberInput min={0} />,
});

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Sort', defaultValue: 1 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Increase' })).toBeInTheDocument();
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' }, render: States.render };
