import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { allThemesParameters, dialogInAllThemes } from '../../stories/support/allThemes';
import { ConflictDialog, type ConflictField } from '.';

// Two people edited the same parameter: the other saved a new value, this one a new remark.
const fields: ConflictField[] = [
  { key: 'paramName', label: '参数名称', stored: '初始密码', mine: '初始密码' },
  { key: 'paramKey', label: '参数键名', stored: 'account.initPassword', mine: 'account.initPassword' },
  { key: 'paramValue', label: '参数键值', stored: '654321', mine: '123456' },
  { key: 'remark', label: '备注', stored: '', mine: '新用户的初始密码' },
];

export default {
  title: 'Data/ConflictDialog',
  component: ConflictDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    changedBy: '管理员',
    changedAt: '2024-05-01 15:24:03',
    fields,
    onReload: fn(),
    onOverwrite: fn(async () => {}),
  },
  parameters: allThemesParameters(640),
} satisfies Meta<typeof ConflictDialog>;
type Story = StoryObj<typeof ConflictDialog>;

/** Who changed it and when, both values of every field, the differences marked; either way on. */
export const StoredBesideMine: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '记录已被他人修改' });
    const inside = within(dialog);
    await expect(inside.getByRole('status')).toHaveTextContent('管理员 于 2024-05-01 15:24:03');
    await expect(inside.getByRole('status')).toHaveTextContent('有 2 项与您填写的不同');
    const value = inside.getByRole('row', { name: /参数键值/ });
    await expect(within(value).getByText('654321')).toBeVisible();
    await expect(within(value).getByText('123456')).toBeVisible();
    await expect(within(value).getByText('不同')).toBeVisible();
    await expect(within(inside.getByRole('row', { name: /参数名称/ })).queryByText('不同')).toBeNull();

    await userEvent.click(inside.getByRole('button', { name: '保留我的修改并覆盖保存' }));
    await expect(args.onOverwrite).toHaveBeenCalledTimes(1);
    await userEvent.click(inside.getByRole('button', { name: '重新加载（放弃我的修改）' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** The server could not say who: the dialog says someone else did. */
export const UnknownPerson: Story = {
  args: { changedBy: '', changedAt: '' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('其他人 修改并保存了这条记录');
  },
};

/** For designers: the conflict's two columns and marks in each of the 11 themes, side by side. */
export const AllThemes: Story = dialogInAllThemes(640, '记录已被他人修改');
