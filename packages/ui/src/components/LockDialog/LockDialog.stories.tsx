import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock } from 'lucide-react';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { allThemesParameters, dialogInAllThemes } from '../../stories/support/allThemes';
import { playInDialog } from '../../stories/support/play';
import { Button } from '../Button';
import { LockDialog, runLockAction } from '.';

interface DemoProps {
  initialPassword?: string;
  /** The dialog shows at once (the "All themes" story), as after a click on the lock icon. */
  initiallyOpen?: boolean;
  onNavigate: (path: string) => void;
  onLocked: () => void;
}

/** The top bar's lock icon wired the way the console wires it (runLockAction + the dialog). */
function Demo({ initialPassword = '', initiallyOpen = false, onNavigate, onLocked }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const password = useRef(initialPassword);
  const lock = () => onLocked();
  return (
    <>
      <Button
        icon={<Lock />}
        aria-label="锁屏"
        onClick={() =>
          runLockAction({ password: password.current, openDialog: () => setOpen(true), lock, onNavigate })
        }
      />
      <LockDialog
        open={open}
        onOpenChange={setOpen}
        onLock={(value) => {
          password.current = value;
          runLockAction({ password: value, openDialog: () => setOpen(true), lock, onNavigate });
        }}
      />
    </>
  );
}

export default {
  title: 'Shell/LockDialog',
  component: Demo,
  args: { onNavigate: fn(), onLocked: fn() },
  parameters: allThemesParameters(460),
} satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

export const RequiresPassword: Story = {
  play: playInDialog('锁屏', '设置锁屏密码', async (dialog, { args }) => {
    await userEvent.click(within(dialog).getByRole('button', { name: '锁屏' }));
    await expect(await within(dialog).findByText('锁屏密码不能为空')).toBeVisible();
    const input = within(dialog).getByLabelText(/锁屏密码/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(args.onLocked).not.toHaveBeenCalled();
    await userEvent.type(input, 'secret{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onLocked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/lock'));
  }),
};

export const WithPasswordLocksAfter100ms: Story = {
  args: { initialPassword: 'secret' },
  play: async ({ canvas, args }) => {
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: '锁屏' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onLocked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/lock'));
    await expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: playInDialog('锁屏', 'Set a lock password', async (dialog) => {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await expect(await within(dialog).findByText('Enter a lock password')).toBeVisible();
  }),
};

/** For designers: the lock dialog open in each of the 11 themes, side by side. */
export const AllThemes: Story = {
  ...dialogInAllThemes(460, '设置锁屏密码'),
  args: { initiallyOpen: true },
};
