import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { allThemesParameters, dialogInAllThemes } from '../../stories/support/allThemes';
import { Button } from '../Button';
import { menuTree } from '../Tree/fixtures';
import type { TreeNode } from '../Tree/treeLogic';
import { GrantDialog, type GrantDialogProps } from '.';

const scopes: TreeNode[] = [
  {
    id: '11',
    parentId: '0',
    title: '用户管理',
    key: 's11',
    value: 's11',
    children: [
      { id: 'd1', parentId: '11', title: '本部门可见', key: 'd1', value: 'd1' },
      { id: 'd2', parentId: '11', title: '仅本人可见', key: 'd2', value: 'd2' },
    ],
  },
];

type Args = Pick<GrantDialogProps, 'onSubmit' | 'sections' | 'title'>;

function Demo(args: Args) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>权限设置</Button>
      <GrantDialog {...args} open={open} onOpenChange={setOpen} filterPlaceholder="输入关键字过滤" />
    </>
  );
}

export default {
  title: 'Components/GrantDialog',
  component: Demo,
  args: {
    title: '权限设置',
    onSubmit: fn(),
    sections: [
      { key: 'menu', label: '菜单权限', data: menuTree, checkedKeys: ['1', '11', '21'] },
      { key: 'dataScope', label: '数据权限', data: scopes, checkedKeys: [] },
      { key: 'apiScope', label: '接口权限', data: [], checkedKeys: [] },
    ],
  },
  parameters: allThemesParameters(640),
} satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

/** Three trees in one dialog; a parent key from the server counts only when all its children do. */
export const RoleGrant: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '权限设置' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByText('通知公告'));
    await userEvent.click(screen.getByRole('tab', { name: '数据权限' }));
    await userEvent.click(screen.getByText('本部门可见'));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const selection = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(selection.menu.halfChecked).toContain('1');
  },
};

/** One tree (a top menu's menus, a user's roles): no tabs. */
export const SingleTree: Story = {
  args: { title: '菜单配置', sections: [{ key: 'menu', label: '菜单', data: menuTree, checkedKeys: ['2'] }] },
};

/** For designers: the tabs and checked trees in each of the 11 themes, side by side. */
export const AllThemes: Story = dialogInAllThemes(640, '权限设置', { each: { role: 'tree' } });
