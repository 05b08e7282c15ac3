import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Alert, type AlertType } from '.';

export default {
  title: 'Components/Alert',
  component: Alert,
  args: { type: 'info', children: '系统将于今晚 23:00 进行维护。' },
} satisfies Meta<typeof Alert>;
type Story = StoryObj<typeof Alert>;

const types: AlertType[] = ['success', 'info', 'warning', 'error'];

export const Default: Story = {};

export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {types.map((type) => (
        <Alert key={type} type={type}>
          {`${type}: 这是一条提示信息`}
        </Alert>
      ))}
      {types.map((type) => (
        <Alert key={`${type}-t`} type={type} title="标题" onClose={() => {}}>
          带标题与关闭按钮的说明文字。
        </Alert>
      ))}
    </div>
  ),
};

export const ErrorIsAnAlert: Story = {
  args: { type: 'error', children: '保存失败：网络超时' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('错误: 保存失败：网络超时');
  },
};

function Dismissible() {
  const [open, setOpen] = useState(true);
  return open ? (
    <Alert type="success" onClose={() => setOpen(false)}>
      已保存
    </Alert>
  ) : (
    <Button onClick={() => setOpen(true)}>再次显示</Button>
  );
}

export const Dismiss: Story = {
  render: () => <Dismissible />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭提示' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const DarkTheme: Story = { ...AllTypes, globals: { theme: 'theme-dark' } };
export const English: Story = { ...AllTypes, globals: { locale: 'en' } };
