import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { allThemesParameters, dialogInAllThemes } from '../../stories/support/allThemes';
import { Button } from '../Button';
import { RegisterGuestDialog, type RegisterGuestResult } from '.';

function Demo({ onRegister }: { onRegister: (values: unknown) => Promise<RegisterGuestResult> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>注册</Button>
      <RegisterGuestDialog open={open} onOpenChange={setOpen} onRegister={onRegister} />
    </>
  );
}

export default {
  title: 'Components/RegisterGuestDialog',
  component: Demo,
  args: { onRegister: fn(async () => ({ success: true })) },
  parameters: allThemesParameters(480),
} satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

/** SPEC §5: the checks in order, each a warning; then the approval message of SPEC §6. */
export const ChecksInOrder: Story = {
  play: async ({ args }) => {
    const submit = await screen.findByRole('button', { name: '提交' });
    await userEvent.click(submit);
    await expect(await screen.findByText('请先输入租户编号')).toBeInTheDocument();
    await userEvent.type(field('租户编号'), '000000');
    await userEvent.click(submit);
    await expect(await screen.findByText('请先输入账号')).toBeInTheDocument();
    await userEvent.type(field('账号'), 'guest');
    await userEvent.click(submit);
    await expect(await screen.findByText('请先输入密码')).toBeInTheDocument();
    await userEvent.type(field('密码'), 'abc');
    await userEvent.type(field('确认密码'), 'abd');
    await userEvent.click(submit);
    await expect(await screen.findByText('两次密码输入不一致')).toBeInTheDocument();
    await expect(args.onRegister).not.toHaveBeenCalled();
    await userEvent.clear(field('确认密码'));
    await userEvent.type(field('确认密码'), 'abc');
    await userEvent.click(submit);
    await waitFor(() => expect(args.onRegister).toHaveBeenCalledTimes(1));
    await expect(await screen.findByText(/注册申请已提交/)).toBeInTheDocument();
  },
};

/** SPEC §8: a refusal without a message says "submission failed". */
export const Refused: Story = {
  args: { onRegister: fn(async () => ({ success: false, msg: '' })) },
  play: async () => {
    await userEvent.type(await screen.findByLabelText('租户编号', { selector: 'input' }), '000000');
    await userEvent.type(field('账号'), 'guest');
    await userEvent.type(field('密码'), 'abc');
    await userEvent.type(field('确认密码'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('提交失败')).toBeInTheDocument();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/** For designers: the guest registration form in each of the 11 themes, side by side. */
export const AllThemes: Story = dialogInAllThemes(480, '用户注册');
