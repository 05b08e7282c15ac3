import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LockScreen } from '.';

export default {
  title: 'Shell/LockScreen',
  component: LockScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    userName: '管理员',
    onUnlock: fn((password: string) => password === 'secret'),
    onLogout: fn(),
  },
} satisfies Meta<typeof LockScreen>;
type Story = StoryObj<typeof LockScreen>;

export const Default: Story = {};

export const WrongThenRightPassword: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('解锁密码');
    await expect(input).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '解锁' }));
    await expect(await canvas.findByText('锁屏密码不能为空')).toBeVisible();
    await expect(args.onUnlock).not.toHaveBeenCalled();
    await userEvent.type(input, 'nope{Enter}');
    await expect(args.onUnlock).toHaveBeenCalledWith('nope');
    await expect(await canvas.findByText('解锁密码错误，请重新输入')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'secret');
    await userEvent.click(canvas.getByRole('button', { name: '解锁' }));
    await expect(args.onUnlock).toHaveLastReturnedWith(true);
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Password'), 'x{Enter}');
    await expect(await canvas.findByText('Wrong password. Try again.')).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('heading')).toHaveTextContent('Screen locked');
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' } };
