import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { ErrorLogDialog, type ErrorLogEntry } from '.';

afterEach(cleanup);

function renderDialog(logs: ErrorLogEntry[]) {
  return render(
    <UiProvider>
      <ErrorLogDialog open onOpenChange={vi.fn()} logs={logs} onUpload={vi.fn()} onClear={vi.fn()} />
    </UiProvider>,
  );
}

describe('ErrorLogDialog', () => {
  it('says there are no errors, and offers nothing to upload or clear, when the log is empty', async () => {
    renderDialog([]);
    // The dialog shows once its chunk is in.
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    expect(within(dialog).getByText('没有错误')).toBeInTheDocument();
    expect(within(dialog).getByText('此浏览器中捕获的界面错误会列在这里')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '上传服务器' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '清空本地日志' })).toBeNull();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('lists the errors with upload and clear when there are some', async () => {
    renderDialog([{ type: 'Error', url: '/system/user', message: 'boom', time: '2024-05-20 09:41:07' }]);
    // The dialog shows once its chunk is in.
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    expect(within(dialog).getByRole('cell', { name: 'boom' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '上传服务器' })).toBeEnabled();
    expect(within(dialog).queryByText('没有错误')).toBeNull();
  });
});
