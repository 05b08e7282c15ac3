import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { allThemesParameters, dialogInAllThemes } from '../../stories/support/allThemes';
import { openDialog, playInDialog } from '../../stories/support/play';
import { Button } from '../Button';
import { Dialog, DialogActions, DialogCloseButton } from '.';

/** The usual dialog footer: cancel closes, the primary action runs. */
function Harness({
  onConfirm,
  loading = false,
  defaultOpen = false,
}: {
  onConfirm: () => void;
  loading?: boolean;
  defaultOpen?: boolean;
}) {
  return (
    <Dialog
      defaultOpen={defaultOpen}
      title="删除参数"
      trigger={<Button>打开</Button>}
      footer={<DialogActions confirm="确定" onConfirm={onConfirm} loading={loading} />}
    >
      确定删除“账号初始密码”？
    </Dialog>
  );
}

export default {
  title: 'Components/Dialog/DialogActions',
  component: Harness,
  args: { onConfirm: fn() },
  parameters: allThemesParameters(640),
} satisfies Meta<typeof Harness>;
type Story = StoryObj<typeof Harness>;

export const CancelClosesConfirmRuns: Story = {
  play: playInDialog('打开', '删除参数', async (dialog, { canvas, args }) => {
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    const again = await openDialog(canvas, '打开', '删除参数');
    await userEvent.click(within(again).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  }),
};

/** A read-only dialog's footer: one button that only closes it (DialogCloseButton). */
export const CloseButtonAlone: Story = {
  render: () => (
    <Dialog
      title="参数详情"
      trigger={<Button>查看</Button>}
      footer={<DialogCloseButton>知道了</DialogCloseButton>}
    >
      账号初始密码：123456
    </Dialog>
  ),
  play: playInDialog('查看', '参数详情', async (dialog) => {
    await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }),
};

/** For designers: the footer's two buttons in each of the 11 themes, the dialog open in each panel. */
export const AllThemes: Story = {
  ...dialogInAllThemes(640, '删除参数', { each: { role: 'button', name: '确定' } }),
  args: { defaultOpen: true },
};
