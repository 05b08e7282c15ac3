import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from '.';

afterEach(cleanup);

describe('FormDialog', () => {
  it('submits the form its primary button names, and cancel closes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onOpenChange = vi.fn();
    render(
      <FormDialog
        open
        onOpenChange={onOpenChange}
        title="Switch"
        form="switch-form"
        confirm="OK"
        cancel="Back"
      >
        <form id="switch-form" onSubmit={onSubmit} />
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Switch' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('runs onConfirm when it submits no form, and turns the button off when told to', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <FormDialog open onOpenChange={() => {}} title="Import" confirm="Upload" onConfirm={onConfirm} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(
      <FormDialog
        open
        onOpenChange={() => {}}
        title="Import"
        confirm="Upload"
        onConfirm={onConfirm}
        disabled
      />,
    );
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });
});
