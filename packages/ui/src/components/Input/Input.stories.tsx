import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock, Search, User } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FormField } from '../FormField';
import { Input } from '.';

export default {
  title: 'Components/Input',
  component: Input,
  args: { placeholder: '请输入', 'aria-label': '示例输入' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Input>;
type Story = StoryObj<typeof Input>;

export const Default: Story = {};

export const WithIcons: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input {...args} prefix={<User />} placeholder="用户名" aria-label="用户名" />
      <Input {...args} prefix={<Search />} suffix="kg" placeholder="重量" aria-label="重量" />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input {...args} size="small" aria-label="小" />
      <Input {...args} aria-label="默认" />
      <Input {...args} size="large" aria-label="大" />
    </div>
  ),
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input {...args} invalid defaultValue="abc" aria-label="无效" />
      <Input {...args} disabled defaultValue="不可编辑" aria-label="禁用" />
      <Input {...args} readOnly defaultValue="只读内容" aria-label="只读" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('无效')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Clearable: Story = {
  args: { clearable: true, defaultValue: '上海仓', onClear: fn(), onChange: fn() },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(canvas.getByRole('button', { name: '清空输入' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalled();
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: '清空输入' })).not.toBeInTheDocument();
  },
};

function ControlledClearable() {
  const [value, setValue] = useState('深圳');
  return (
    <>
      <Input aria-label="城市" clearable value={value} onChange={(e) => setValue(e.target.value)} />
      <output>{value || '（空）'}</output>
    </>
  );
}

/** Clearing a controlled input goes through onChange, so state and form libraries stay in sync. */
export const ControlledClear: Story = {
  render: () => <ControlledClearable />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清空输入' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('（空）');
  },
};

export const Password: Story = {
  args: { type: 'password', defaultValue: 's3cret!', prefix: <Lock />, 'aria-label': '密码' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('密码', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: '隐藏密码' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const PasswordEnglish: Story = {
  ...Password,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const InFormField: Story = {
  render: () => (
    <FormField label="手机号" required error="请输入 11 位手机号">
      <Input defaultValue="1380013" inputMode="numeric" />
    </FormField>
  ),
};

export const DarkTheme: Story = {
  globals: { theme: 'theme-dark' },
  render: WithIcons.render,
};
