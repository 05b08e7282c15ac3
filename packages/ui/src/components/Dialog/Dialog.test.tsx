import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
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

/** A section with an element for its dialogs, as Storybook's "All themes" panels have. */
function Panel({ name, children }: { name: string; children: (stage: HTMLElement | null) => ReactNode }) {
  const [stage, setStage] = useState<HTMLElement | null>(null);
  return (
    <section aria-label={name}>
      {children(stage)}
      <div data-testid={`stage ${name}`} ref={setStage} />
    </section>
  );
}

describe('DialogHost (Storybook\'s "All themes" panels)', () => {
  it('shows each dialog in its host element, not modal, open until its own button closes it', async () => {
    vi.resetModules();
    const { Dialog, DialogClose } = await import('.');
    const { DialogHost } = await import('./DialogHost');
    const panel = (name: string) => (
      <Panel name={name}>
        {(stage) => (
          <DialogHost container={stage}>
            <Dialog
              title={`Parcels ${name}`}
              defaultOpen
              footer={
                <DialogClose asChild>
                  <button type="button">Done</button>
                </DialogClose>
              }
            >
              In transit.
            </Dialog>
          </DialogHost>
        )}
      </Panel>
    );
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        {panel('a')}
        {panel('b')}
      </>,
    );
    const a = await screen.findByRole('dialog', { name: 'Parcels a' });
    const b = await screen.findByRole('dialog', { name: 'Parcels b' });
    expect(screen.getByTestId('stage a')).toContainElement(a);
    expect(screen.getByTestId('stage b')).toContainElement(b);
    // Not modal: neither hides the page or the other from assistive technology, nor takes focus.
    expect(screen.getByRole('button', { name: 'Outside' })).toBeVisible();
    expect(document.querySelector('[aria-hidden="true"] [role="dialog"]')).toBeNull();
    expect(document.body).toHaveFocus();

    // Esc, a click on the page or in the other dialog: both stay open.
    await user.click(within(a).getByText('In transit.'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    await user.click(within(b).getByText('In transit.'));
    expect(screen.getAllByRole('dialog')).toEqual([a, b]);

    await user.click(within(a).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Parcels a' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Parcels b' })).toBeInTheDocument();
  });

  it('renders nothing until its host element is there, and nothing into <body>', async () => {
    vi.resetModules();
    const { Dialog, preloadDialog } = await import('./Dialog');
    const { DialogHost } = await import('./DialogHost');
    const { rerender } = render(
      <DialogHost container={null}>
        <Dialog title="Parcels" open />
      </DialogHost>,
    );
    const stage = document.createElement('div');
    document.body.append(stage);
    // Open, so the dialog's chunk loads; with no element to show it in, it shows nowhere.
    await act(() => preloadDialog());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <DialogHost container={stage}>
        <Dialog title="Parcels" open />
      </DialogHost>,
    );
    expect(within(stage).getByRole('dialog', { name: 'Parcels' })).toBeInTheDocument();
    stage.remove();
  });
});
