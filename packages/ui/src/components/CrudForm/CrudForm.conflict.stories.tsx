import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CrudColumn } from '../CrudTable/columns';
import { CrudForm } from './CrudForm';
import type { CrudConflict } from './conflict';

type Row = Record<string, unknown>;

const columns: CrudColumn<Row>[] = [
  { field: 'paramName', label: '参数名称', rules: [{ required: true }] },
  { field: 'paramKey', label: '参数键名', rules: [{ required: true }] },
  { field: 'paramValue', label: '参数键值', type: 'textarea' },
  { field: 'capacity', label: '容量', type: 'number', rules: [{ minValue: 0 }] },
];

/** What this person loaded, and what someone else saved in the meantime. */
const loaded: Row = {
  id: '1',
  paramName: '初始密码',
  paramKey: 'account.initPassword',
  paramValue: '123456',
  // No capacity: Blade sends a number the record lacks as -1 (blade-api.md §2).
  capacity: -1,
  updateTime: '2024-05-01 15:00:00',
};
const stored: Row = { ...loaded, paramName: '新用户初始密码', updateTime: '2024-05-01 15:24:03' };

/** The app's error of a refused save (the SDK's BladeConflictError), reduced to what the form reads. */
class StaleSave extends Error {
  readonly conflict: CrudConflict = {
    current: stored,
    changedBy: '管理员',
    changedAt: '2024-05-01 15:24:03',
  };
}

/** A save the server refuses while it carries the old version, as the real one does. */
function Harness({ onSave }: { onSave: (row: Row) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <CrudForm<Row>
      columns={columns}
      mode="edit"
      open={open}
      onOpenChange={setOpen}
      values={loaded}
      conflictOf={(error) => (error instanceof StaleSave ? error.conflict : undefined)}
      onSubmit={async (row) => {
        onSave(row);
        if (row.updateTime !== stored.updateTime) throw new StaleSave('该参数已被 管理员 修改');
      }}
    />
  );
}

export default {
  title: 'Data/CrudForm/Conflict',
  component: Harness,
  args: { onSave: fn() },
} satisfies Meta<typeof Harness>;
type Story = StoryObj<typeof Harness>;

async function saveStale() {
  const form = await screen.findByRole('dialog', { name: '编辑' });
  const value = within(form).getByLabelText(/参数键值/);
  await userEvent.clear(value);
  await userEvent.type(value, '111111');
  await userEvent.click(within(form).getByRole('button', { name: '保存' }));
  const conflict = await screen.findByRole('dialog', { name: '记录已被他人修改' });
  return { form, value, conflict: within(conflict) };
}

/**
 * The refused save keeps the typed text; "keep mine" saves the person's edit over the stored
 * version, and the other person's change to a field this one left alone stays.
 */
export const KeepMine: Story = {
  play: async ({ args }) => {
    const { value, conflict } = await saveStale();
    await expect(value).toHaveValue('111111');
    const edited = conflict.getByRole('row', { name: /参数键值/ });
    await expect(within(edited).getByText('123456')).toBeVisible();
    await expect(within(edited).getByText('111111')).toBeVisible();
    await expect(within(edited).getByText('不同')).toBeVisible();
    // The name was changed by the other person only: what "keep mine" saves is theirs.
    const name = conflict.getByRole('row', { name: /参数名称/ });
    await expect(within(name).getAllByText('新用户初始密码')).toHaveLength(2);
    await expect(within(name).queryByText('不同')).toBeNull();
    // The -1 that means "no capacity" is empty on both sides, not a difference.
    await expect(within(conflict.getByRole('row', { name: /容量/ })).queryByText('不同')).toBeNull();

    await userEvent.click(conflict.getByRole('button', { name: '保留我的修改并覆盖保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSave).toHaveBeenLastCalledWith({ ...stored, paramValue: '111111' });
  },
};

/** "Reload" drops the edit: the form shows the stored record, and saving it carries its version. */
export const ReloadStored: Story = {
  play: async ({ args }) => {
    const { form, value, conflict } = await saveStale();
    await userEvent.click(conflict.getByRole('button', { name: '重新加载（放弃我的修改）' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '记录已被他人修改' })).toBeNull());
    await expect(value).toHaveValue('123456');
    await expect(within(form).getByLabelText(/参数名称/)).toHaveValue('新用户初始密码');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSave).toHaveBeenLastCalledWith({ ...stored, capacity: null });
  },
};

/** Closing the conflict dialog returns to the form with the typed text, nothing saved. */
export const CloseKeepsTyping: Story = {
  play: async ({ args }) => {
    const { form, value, conflict } = await saveStale();
    await userEvent.click(conflict.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '记录已被他人修改' })).toBeNull());
    await expect(form).toBeVisible();
    await expect(value).toHaveValue('111111');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};
