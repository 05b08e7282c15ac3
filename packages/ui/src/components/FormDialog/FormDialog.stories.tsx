import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { allThemesParameters, dialogInAllThemes } from '../../stories/support/allThemes';
import { playInDialog } from '../../stories/support/play';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Input } from '../Input';
import { FormDialog } from '.';

/** A rename form in a FormDialog: OK submits the form (Enter too), 取消 closes. */
function Harness({
  onRename,
  defaultOpen = false,
}: {
  onRename: (name: string) => void;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [name, setName] = useState('');
  const formId = useId();
  return (
    <>
      <Button onClick={() => setOpen(true)}>重命名</Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="重命名线路"
        width={420}
        form={formId}
        confirm="确定"
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onRename(name);
            setOpen(false);
          }}
        >
          <FormField label="线路名称">
            <Input value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
        </form>
      </FormDialog>
    </>
  );
}

export default {
  title: 'Components/Dialog/FormDialog',
  component: Harness,
  args: { onRename: fn() },
  parameters: allThemesParameters(520),
} satisfies Meta<typeof Harness>;
type Story = StoryObj<typeof Harness>;

export const BackdropKeepsWhatWasTyped: Story = {
  play: playInDialog('重命名', '重命名线路', async (dialog, { args }) => {
    await userEvent.type(within(dialog).getByLabelText('线路名称'), '沪宁线');
    // The backdrop is the dialog's sibling in the portal: a click on it leaves the form open.
    const backdrop = dialog.previousElementSibling as HTMLElement;
    await userEvent.click(backdrop);
    await expect(screen.getByRole('dialog', { name: '重命名线路' })).toBeVisible();
    await expect(within(dialog).getByLabelText('线路名称')).toHaveValue('沪宁线');

    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onRename).toHaveBeenCalledWith('沪宁线');
  }),
};

/** For designers: the dialog and its footer in each of the 11 themes, open in each panel. */
export const AllThemes: Story = {
  ...dialogInAllThemes(520, '重命名线路', { each: { role: 'button', name: '确定' } }),
  args: { defaultOpen: true },
};
