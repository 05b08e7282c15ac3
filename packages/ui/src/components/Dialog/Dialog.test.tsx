import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.doUnmock('@radix-ui/react-dialog');
  vi.resetModules();
});

describe('Dialog', () => {
  it('renders its trigger without loading Radix: the dialog is a chunk loaded on demand', async () => {
    vi.resetModules();
    vi.doMock('@radix-ui/react-dialog', () => {
      throw new Error('Radix dialog loaded at start');
    });
    const { Dialog } = await import('.');
    render(<Dialog title="Parcels" trigger={<button type="button">About</button>} />);
    const trigger = screen.getByRole('button', { name: 'About' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on its first click, closes with DialogClose and Esc, and hands focus back to the trigger', async () => {
    vi.resetModules();
    const { Dialog, DialogClose } = await import('.');
    const user = userEvent.setup();
    render(
      <Dialog
        title="Parcels"
        trigger={<button type="button">About</button>}
        footer={
          <DialogClose asChild>
            <button type="button">Done</button>
          </DialogClose>
        }
      >
        Parcels in transit.
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'About' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Parcels' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Parcels' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('tells a controlled owner of every change and follows its open prop', async () => {
    vi.resetModules();
    const { Dialog } = await import('.');
    const onOpenChange = vi.fn();
    const { rerender } = render(<Dialog title="Parcels" open onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog', { name: 'Parcels' });
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<Dialog title="Parcels" open={false} onOpenChange={onOpenChange} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before Esc, ✕ or 取消 throw away a changed form; keeping leaves it open, discarding closes', async () => {
    vi.resetModules();
    const { Dialog, DialogClose } = await import('.');
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const footer = (
      <DialogClose asChild>
        <button type="button">取消</button>
      </DialogClose>
    );
    const { rerender } = render(
      <Dialog title="新增参数" open dirty onOpenChange={onOpenChange} footer={footer} />,
    );
    await screen.findByRole('dialog', { name: '新增参数' });
    await user.keyboard('{Escape}');
    const prompt = await screen.findByRole('dialog', { name: '放弃修改？' });
    expect(onOpenChange).not.toHaveBeenCalled();
    // Keeping: the prompt goes, the form stays.
    await user.click(within(prompt).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃修改？' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: '新增参数' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '关闭' }));
    await user.click(await screen.findByRole('button', { name: '放弃修改' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);

    onOpenChange.mockClear();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByRole('dialog', { name: '放弃修改？' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();

    // An unchanged form closes at once.
    await user.keyboard('{Escape}');
    rerender(<Dialog title="新增参数" open onOpenChange={onOpenChange} footer={footer} />);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃修改？' })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
