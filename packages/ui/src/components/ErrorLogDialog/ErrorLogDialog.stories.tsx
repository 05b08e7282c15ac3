import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { allThemesParameters, dialogInAllThemes } from '../../stories/support/allThemes';
import { openDialog } from '../../stories/support/play';
import { ErrorLogDialog, type ErrorLogEntry } from '.';

const sample: ErrorLogEntry[] = [
  {
    type: 'TypeError',
    url: 'http://localhost:5173/system/user',
    message: "Cannot read properties of undefined (reading 'records')",
    stack:
      "TypeError: Cannot read properties of undefined (reading 'records')\n    at UserPage (user.tsx:42:17)\n    at renderWithHooks (react-dom.js:1)",
    info: 'render',
    time: '2024-05-20 09:41:07',
  },
  {
    type: 'Error',
    url: 'http://localhost:5173/flow/follow',
    message: 'Request failed with status code 500',
    stack: 'Error: Request failed with status code 500\n    at settle (http.ts:88:12)',
    time: '2024-05-20 10:02:55',
  },
];

interface DemoProps {
  onUpload: () => Promise<void>;
  onClear: () => void;
}

function Demo({ onUpload, onClear }: DemoProps) {
  const [logs, setLogs] = useState(sample);
  return (
    <ErrorLogDialog
      open
      onOpenChange={() => {}}
      logs={logs}
      onUpload={async () => {
        await onUpload();
        setLogs([]);
      }}
      onClear={() => {
        onClear();
        setLogs([]);
      }}
    />
  );
}

export default {
  title: 'Shell/ErrorLogDialog',
  component: Demo,
  args: { onUpload: fn(async () => {}), onClear: fn() },
  parameters: allThemesParameters(960),
} satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

export const ColumnsAndStack: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['类型', '地址', '内容', '错误堆栈', '时间']);
    await expect(within(dialog).getAllByText('bug')).toHaveLength(2);
    await expect(within(dialog).getByText('2024-05-20 09:41:07')).toBeVisible();
    const toggles = within(dialog).getAllByRole('button', { name: '展开堆栈' });
    const stack = dialog.querySelector(`#${CSS.escape(toggles[0]?.getAttribute('aria-controls') ?? '')}`);
    await expect(stack).not.toBeVisible();
    await userEvent.click(toggles[0] as HTMLElement);
    await expect(stack).toBeVisible();
    await expect(stack).toHaveTextContent('at UserPage');
    await expect(within(dialog).getByRole('button', { name: '收起堆栈' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const UploadConfirmsThenSays: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Error log' });
    const ask = await openDialog(within(dialog), 'Upload to server', 'Confirm');
    await expect(ask).toHaveTextContent('Upload local logs to the server?');
    await userEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(await screen.findByText('Sent')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByText('No errors')).toBeVisible());
  },
};

export const ClearConfirmsThenSays: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    const ask = await openDialog(within(dialog), '清空本地日志', '提示');
    await expect(ask).toHaveTextContent('确定清空本地日志记录？');
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await expect(args.onClear).not.toHaveBeenCalled();
    const again = await openDialog(within(dialog), '清空本地日志', '提示');
    await userEvent.click(within(again).getByRole('button', { name: '确定' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(await screen.findByText('清空成功')).toBeVisible();
  },
};

/** For designers: the full-screen log in each of the 11 themes, side by side, open in each panel. */
export const AllThemes: Story = dialogInAllThemes(960, '错误日志', { each: { role: 'table' } });
