import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tabTo } from '../../stories/support/play';
import { RadioGroup, type RadioGroupProps } from '.';

const sealed = [
  { label: '是', value: 1 },
  { label: '否', value: 0 },
];
const modes = [
  { label: '日', value: 'day' },
  { label: '周', value: 'week' },
  { label: '月', value: 'month' },
  { label: '年（停用）', value: 'year', disabled: true },
];

export default {
  title: 'Components/RadioGroup',
  component: RadioGroup as (props: RadioGroupProps<string | number>) => React.ReactElement,
  args: { options: modes, 'aria-label': '统计周期', onChange: fn() },
} satisfies Meta<RadioGroupProps<string | number>>;
type Story = StoryObj<RadioGroupProps<string | number>>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: '统计周期' })).toBeVisible();
    await userEvent.click(canvas.getByText('周'));
    await expect(canvas.getByRole('radio', { name: '周' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('week');
  },
};

/** Arrow keys move and select within the group; the disabled radio is skipped. */
export const Keyboard: Story = {
  args: { defaultValue: 'week' },
  play: async ({ canvas, args }) => {
    await tabTo(canvas.getByRole('radio', { name: '周' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '月' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '日' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('day');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '月' })).toBeChecked();
  },
};

export const Buttons: Story = {
  args: { optionType: 'button', defaultValue: 'day' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('月'));
    await expect(canvas.getByRole('radio', { name: '月' })).toBeChecked();
  },
};

export const Vertical: Story = { args: { direction: 'vertical', defaultValue: 'month' } };

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <RadioGroup aria-label="封存" options={sealed} defaultValue={1} />
      <RadioGroup aria-label="禁用" options={sealed} defaultValue={0} disabled />
      <RadioGroup aria-label="无效" options={sealed} invalid />
      <RadioGroup aria-label="按钮禁用" options={modes} optionType="button" defaultValue="week" disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '无效' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    'aria-label': 'Period',
    options: [
      { label: 'Day', value: 'day' },
      { label: 'Week', value: 'week' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: 'Period' })).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' }, render: States.render };
