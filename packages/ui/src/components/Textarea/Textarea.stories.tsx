import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tabTo } from '../../stories/support/play';
import { FormField } from '../FormField';
import { Textarea } from '.';

export default {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': '参数值', placeholder: '请输入参数值', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;
type Story = StoryObj<typeof Textarea>;

/** Six rows by default (SPEC §5, parameter value). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: '参数值' });
    await expect(box).toHaveAttribute('rows', '6');
    await userEvent.type(box, '第一行{Enter}第二行');
    await expect(box).toHaveValue('第一行\n第二行');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithCount: Story = {
  args: { maxLength: 20, showCount: true, defaultValue: '上海' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '参数值' });
    await expect(box).toHaveAccessibleDescription('已输入 2 字，最多 20 字');
    await userEvent.type(box, '一二三');
    await expect(canvas.getByText('5 / 20')).toBeVisible();
  },
};

export const AutoGrow: Story = {
  args: { rows: 2, maxRows: 5 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '参数值' });
    const before = box.getBoundingClientRect().height;
    await userEvent.type(box, 'a{Enter}b{Enter}c{Enter}d');
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(before);
    const grown = box.getBoundingClientRect().height;
    await userEvent.type(box, '{Enter}e{Enter}f{Enter}g{Enter}h');
    // Capped at five rows, then it scrolls.
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(grown + 25);
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Textarea aria-label="无效" rows={2} invalid defaultValue="abc" />
      <Textarea aria-label="禁用" rows={2} disabled defaultValue="不可编辑" />
      <Textarea aria-label="只读" rows={2} readOnly defaultValue="只读内容" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '无效' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: '禁用' })).toBeDisabled();
  },
};

export const InFormField: Story = {
  render: () => (
    <FormField label="参数值" required error="请输入参数值">
      <Textarea />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '参数值' });
    await expect(box).toHaveAccessibleDescription('请输入参数值');
    await tabTo(box);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { maxLength: 100, showCount: true, defaultValue: 'Hello', 'aria-label': 'Value' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Value' })).toHaveAccessibleDescription(
      '5 of 100 characters',
    );
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' }, render: States.render };
