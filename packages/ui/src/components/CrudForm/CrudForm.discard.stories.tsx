import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { CrudColumn, CrudFormMode } from '../CrudTable/columns';
import { CrudForm } from './CrudForm';

interface Row {
  id?: string;
  paramName?: string;
  paramKey?: string;
}

const columns: CrudColumn<Row>[] = [
  { field: 'paramName', label: '参数名称', rules: [{ required: true }] },
  { field: 'paramKey', label: '参数键名' },
];

/** The form as a page hosts it: open, and the mode and record of the opening. */
function Harness({ mode, onOpenChange }: { mode: CrudFormMode; onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>open</Button>
      <CrudForm<Row>
        columns={columns}
        mode={mode}
        values={{ id: '1', paramName: '账号初始密码', paramKey: 'account.initPassword' }}
        title={mode === 'add' ? '新增参数' : '编辑参数'}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        onSubmit={fn()}
      />
    </>
  );
}

export default {
  title: 'Data/CrudForm/Discard',
  component: Harness,
  args: { mode: 'add', onOpenChange: fn() },
} satisfies Meta<typeof Harness>;
type Story = StoryObj<typeof Harness>;

/** Unchanged, Esc closes at once: nothing would be lost. */
export const UnchangedClosesAtOnce: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: '新增参数' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(screen.queryByRole('dialog', { name: '放弃修改？' })).toBeNull();
  },
};

/** Typed into, Esc, ✕ and 取消 ask first; keeping goes on with what was typed, discarding closes. */
export const ChangedAsksFirst: Story = {
  args: { mode: 'edit' },
  play: async ({ args }) => {
    const form = await screen.findByRole('dialog', { name: '编辑参数' });
    // One word for saving, new record or not.
    await expect(within(form).getByRole('button', { name: '保存' })).toBeVisible();
    const name = within(form).getByRole('textbox', { name: /参数名称/ });
    await userEvent.type(name, '（新）');
    await userEvent.keyboard('{Escape}');
    const prompt = await screen.findByRole('dialog', { name: '放弃修改？' });
    await userEvent.click(within(prompt).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃修改？' })).toBeNull());
    await expect(name).toHaveValue('账号初始密码（新）');

    await userEvent.click(within(form).getByRole('button', { name: '取消' }));
    await screen.findByRole('dialog', { name: '放弃修改？' });
    await userEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(within(form).getByRole('button', { name: '关闭' }));
    await userEvent.click(await screen.findByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const form = await screen.findByRole('dialog', { name: '新增参数' });
    await userEvent.type(within(form).getAllByRole('textbox')[0]!, 'x');
    await userEvent.keyboard('{Escape}');
    const prompt = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await expect(within(prompt).getByRole('button', { name: 'Keep editing' })).toBeVisible();
    await expect(within(prompt).getByRole('button', { name: 'Discard' })).toBeVisible();
  },
};
