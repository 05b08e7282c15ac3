import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { activeOptionText, tabTo } from '../../stories/support/play';
import { FormField } from '../FormField';
import { Select, type SelectOption, type SingleSelectProps } from '.';

const cities: SelectOption<string>[] = [
  { label: '北京仓', value: 'bj' },
  { label: '上海仓', value: 'sh' },
  { label: '广州仓（停用）', value: 'gz', disabled: true },
  { label: '深圳仓', value: 'sz' },
  { label: '苏州仓', value: 'su' },
  { label: '杭州仓', value: 'hz' },
];

const english: SelectOption<string>[] = [
  { label: 'Beijing', value: 'bj' },
  { label: 'Shanghai', value: 'sh' },
  { label: 'Shenzhen', value: 'sz' },
  { label: 'Suzhou', value: 'su' },
];

export default {
  title: 'Components/Select',
  // The stories' args are the single-value props; the multiple stories render their own Select.
  component: Select as (props: SingleSelectProps<string>) => React.ReactElement,
  args: { options: cities, 'aria-label': '仓库', onChange: fn(), onBlur: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 340 }}>{Story()}</div>],
} satisfies Meta<SingleSelectProps<string>>;
type Story = StoryObj<SingleSelectProps<string>>;

const listbox = () => screen.findByRole('listbox');

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '仓库' });
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await expect(combo).toHaveTextContent('请选择');
    await userEvent.click(combo);
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await screen.findByRole('option', { name: '上海仓' }));
    await expect(combo).toHaveTextContent('上海仓');
    await expect(args.onChange).toHaveBeenLastCalledWith('sh', { label: '上海仓', value: 'sh' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(combo).toHaveFocus();
  },
};

/** Keyboard per the select-only combobox pattern: arrows, Home/End, type-ahead, Enter, Esc. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '仓库' });
    await tabTo(combo);
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox();
    await expect(list).toHaveAccessibleName('仓库');
    await expect(activeOptionText(combo)).toBe('北京仓');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The disabled option is skipped.
    await expect(activeOptionText(combo)).toBe('深圳仓');
    await userEvent.keyboard('{End}');
    await expect(activeOptionText(combo)).toBe('杭州仓');
    await userEvent.keyboard('{Home}');
    await expect(activeOptionText(combo)).toBe('北京仓');
    await userEvent.keyboard('{Enter}');
    await expect(combo).toHaveTextContent('北京仓');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    // Space opens, Esc closes without choosing.
    await userEvent.keyboard(' ');
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await expect(combo).toHaveTextContent('北京仓');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const TypeAhead: Story = {
  args: { options: english, 'aria-label': 'City' },
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox', { name: 'City' });
    combo.focus();
    await userEvent.keyboard('s');
    await listbox();
    await expect(activeOptionText(combo)).toBe('Shanghai');
    await userEvent.keyboard('s');
    await expect(activeOptionText(combo)).toBe('Shenzhen');
    await userEvent.keyboard('{Enter}');
    await expect(combo).toHaveTextContent('Shenzhen');
  },
};

export const Searchable: Story = {
  args: { searchable: true, clearable: true },
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '仓库' });
    await expect(combo.tagName).toBe('INPUT');
    await userEvent.click(combo);
    await userEvent.type(combo, '州');
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['广州仓（停用）', '苏州仓', '杭州仓']);
    // The first enabled match is active; Enter chooses it.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('su', expect.objectContaining({ label: '苏州仓' }));
    await expect(combo).toHaveAttribute('placeholder', '苏州仓');
    await userEvent.type(combo, 'zzz');
    await expect(await screen.findByText('无匹配数据')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: '清空选择' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null, null);
    await expect(combo).toHaveFocus();
  },
};

function MultipleDemo({ searchable }: { searchable?: boolean }) {
  const [value, setValue] = useState<string[]>(['sh']);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Select<string>
        multiple
        searchable={searchable}
        clearable
        aria-label="仓库"
        options={cities}
        value={value}
        onChange={setValue}
      />
      <output>{value.join(',') || '（空）'}</output>
    </div>
  );
}

export const Multiple: Story = {
  render: () => <MultipleDemo />,
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox', { name: '仓库' });
    await userEvent.click(combo);
    const list = await listbox();
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(await screen.findByRole('option', { name: '杭州仓' }));
    await userEvent.click(screen.getByRole('option', { name: '北京仓' }));
    // The list stays open for more choices; values keep the options' order.
    await expect(canvas.getByRole('status')).toHaveTextContent('bj,sh,hz');
    await expect(screen.getByRole('option', { name: '北京仓' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: '移除 上海仓' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('bj,hz');
    // Keyboard: Space toggles the active option without closing.
    combo.focus();
    await userEvent.keyboard('{ArrowDown}');
    await listbox();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^hz$/);
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
  },
};

export const MultipleSearchable: Story = {
  render: () => <MultipleDemo searchable />,
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox', { name: '仓库' });
    await userEvent.click(combo);
    await userEvent.type(combo, '深');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('sh,sz');
    await expect(combo).toHaveValue('');
    // Backspace in the empty box removes the last tag.
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^sh$/);
  },
};

export const ManyTags: Story = {
  render: () => (
    <Select
      multiple
      aria-label="仓库"
      options={cities}
      maxTagCount={2}
      defaultValue={['bj', 'sh', 'sz', 'hz']}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+2')).toBeVisible();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Select aria-label="默认" options={cities} />
      <Select aria-label="已选" options={cities} defaultValue="sz" />
      <Select aria-label="无效" options={cities} invalid />
      <Select aria-label="禁用" options={cities} defaultValue="bj" disabled />
      <Select aria-label="小号" options={cities} size="small" />
      <Select aria-label="大号" options={cities} size="large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '禁用' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: '无效' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true, options: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await screen.findByRole('status')).toHaveTextContent('加载中');
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await screen.findByText('暂无数据')).toBeVisible();
  },
};

/** In a FormField the label names the combobox; blur reports to the form. */
export const InFormField: Story = {
  render: (args) => (
    <FormField label="所属部门" required error="请选择部门">
      <Select options={cities} onBlur={args.onBlur} />
    </FormField>
  ),
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '所属部门' });
    await expect(combo).toHaveAttribute('aria-required', 'true');
    await expect(combo).toHaveAccessibleDescription('请选择部门');
    await userEvent.click(combo);
    await expect(await listbox()).toHaveAccessibleName('所属部门');
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { options: english, 'aria-label': 'City', searchable: true },
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox', { name: 'City' });
    await expect(combo).toHaveAttribute('placeholder', 'Select');
    await userEvent.type(combo, 'xyz');
    await expect(await screen.findByText('No matching options')).toBeVisible();
  },
};

export const DarkThemeOpen: Story = {
  globals: { theme: 'theme-dark' },
  args: { defaultValue: 'sz' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await listbox()).toBeVisible();
  },
};
