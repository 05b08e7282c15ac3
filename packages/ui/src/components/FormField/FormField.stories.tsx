import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../Input';
import { FormField } from '.';

export default {
  title: 'Components/FormField',
  component: FormField,
  args: { label: '用户名', children: <Input placeholder="请输入用户名" /> },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;
type Story = StoryObj<typeof FormField>;

export const Default: Story = {};

export const RequiredWithHint: Story = {
  args: { required: true, message: '4 到 20 个字符，字母开头' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '用户名' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('4 到 20 个字符，字母开头');
  },
};

export const WithError: Story = {
  args: { required: true, error: '用户名不能为空', message: '不会显示：错误优先' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '用户名' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('用户名不能为空');
  },
};

export const ExplicitHtmlFor: Story = {
  args: { htmlFor: 'tenant-id', label: '租户编号', children: <Input defaultValue="000000" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('租户编号')).toHaveAttribute('id', 'tenant-id');
  },
};

export const RenderProp: Story = {
  args: {
    label: '备注',
    message: '最多 200 字',
    children: (control) => <textarea {...control} rows={3} style={{ width: '100%' }} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '备注' })).toHaveAccessibleDescription('最多 200 字');
  },
};

export const Horizontal: Story = {
  render: () => (
    <div>
      <FormField layout="horizontal" label="姓名" required>
        <Input />
      </FormField>
      <FormField layout="horizontal" label="邮箱" error="邮箱格式不正确">
        <Input defaultValue="abc@" />
      </FormField>
      <FormField layout="horizontal" label="电话" message="11 位手机号">
        <Input />
      </FormField>
    </div>
  ),
};
