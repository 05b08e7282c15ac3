import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { ConflictDialog, type ConflictDialogProps } from '.';

afterEach(cleanup);

/** Inside the provider, which brings the library's strings (the dialog's buttons are named by them). */
function renderDialog(props: Omit<ConflictDialogProps, 'open' | 'fields'>) {
  return render(
    <UiProvider>
      <ConflictDialog open fields={fields} {...props} />
    </UiProvider>,
  );
}

const fields = [
  { key: 'paramValue', label: '参数键值', stored: '654321', mine: '123456' },
  { key: 'remark', label: '备注', stored: 'same', mine: 'same' },
];

describe('ConflictDialog', () => {
  it('marks only the fields whose stored value differs from the person’s', async () => {
    renderDialog({ onOpenChange: vi.fn(), onReload: vi.fn(), onOverwrite: vi.fn() });
    // The dialog shows once its chunk is in.
    await screen.findByRole('dialog');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.hasAttribute('data-differs'))).toEqual([true, false]);
    expect(within(rows[0] as HTMLElement).getByText('不同')).toBeInTheDocument();
  });

  it('keeps itself open while the save over the stored version is pending, and after it fails', async () => {
    let fail: (error: Error) => void = () => {};
    const onOverwrite = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const onOpenChange = vi.fn();
    renderDialog({ onOpenChange, onReload: vi.fn(), onOverwrite });
    const reload = await screen.findByRole('button', { name: '重新加载（放弃我的修改）' });
    fireEvent.click(screen.getByRole('button', { name: '保留我的修改并覆盖保存' }));
    await waitFor(() => expect(reload).toBeDisabled());
    fail(new Error('refused'));
    await waitFor(() => expect(reload).toBeEnabled());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
