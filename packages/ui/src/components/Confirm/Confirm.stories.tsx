import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { allThemesParameters, dialogInAllThemes } from '../../stories/support/allThemes';
import { openDialog, playInDialog, pressEnterOn } from '../../stories/support/play';
import { Button } from '../Button';
import { Confirm, confirm } from '.';

export default {
  title: 'Components/Confirm',
  component: Confirm,
  args: {
    content: '确定将选择数据删除?',
    tone: 'danger',
    trigger: <Button variant="danger">删除</Button>,
    onOk: fn(),
    onCancel: fn(),
  },
  parameters: allThemesParameters(460),
} satisfies Meta<typeof Confirm>;
type Story = StoryObj<typeof Confirm>;

export const Default: Story = {
  play: playInDialog('删除', '提示', async (dialog, { args }) => {
    await expect(dialog).toHaveTextContent('确定将选择数据删除?');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(args.onOk).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }),
};

export const CancelWithEscape: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '删除' });
    await pressEnterOn(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOk).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** An async OK shows a spinner and keeps the dialog until it settles. */
export const AsyncOk: Story = {
  args: {
    tone: 'warning',
    content: '清空缓存?',
    trigger: <Button>清空缓存</Button>,
    onOk: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清空缓存' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await expect(screen.getByRole('button', { name: '确定' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function Imperative() {
  const [result, setResult] = useState('—');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button
        onClick={async () =>
          setResult(String(await confirm({ title: '上传日志', content: '确定上传本地日志到服务器?' })))
        }
      >
        上传
      </Button>
      <output>{result}</output>
    </div>
  );
}

/** `confirm()` resolves to true for OK and false otherwise. */
export const ImperativeConfirm: Story = {
  render: () => <Imperative />,
  play: async ({ canvas }) => {
    await openDialog(canvas, '上传', '上传日志');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog(canvas, '上传', '上传日志');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('false');
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const InfoTone: Story = {
  args: { defaultOpen: true, tone: 'info', content: '设置已保存，刷新后生效。' },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true, content: 'Delete the selected data?' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Confirm' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' }, args: { defaultOpen: true } };

/** For designers: the danger question in each of the 11 themes, side by side, open in each panel. */
export const AllThemes: Story = {
  ...dialogInAllThemes(460, '提示', { each: { role: 'button', name: '确定' } }),
  args: { defaultOpen: true },
};
