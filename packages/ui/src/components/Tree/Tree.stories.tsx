import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { tabTo } from '../../stories/support/play';
import { Tree } from '.';
import { loadRegions, menuTree, regionRoots } from './fixtures';

export default {
  title: 'Components/Tree',
  component: Tree,
  args: { data: menuTree, 'aria-label': '菜单', onSelect: fn(), onCheck: fn(), onExpand: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Tree>;
type Story = StoryObj<typeof Tree>;

const focused = () => document.activeElement?.querySelector(':scope > div span:last-child')?.textContent;

export const Default: Story = {
  args: { defaultExpandedKeys: ['1'] },
  play: async ({ canvas, args }) => {
    const tree = canvas.getByRole('tree', { name: '菜单' });
    await expect(tree).toBeVisible();
    const sys = canvas.getByRole('treeitem', { name: '系统管理' });
    await expect(sys).toHaveAttribute('aria-expanded', 'true');
    await expect(sys).toHaveAttribute('aria-level', '1');
    await userEvent.click(canvas.getByText('角色管理'));
    await expect(canvas.getByRole('treeitem', { name: '角色管理' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      '12',
      expect.objectContaining({ title: '角色管理' }),
    );
  },
};

/** WAI-ARIA tree keys: one tab stop, arrows, Home/End, *, type-ahead, Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await tabTo(canvas.getByRole('treeitem', { name: '系统管理' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('treeitem', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).toBe('用户管理');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(focused()).toBe('菜单管理');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focused()).toBe('系统管理');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('treeitem', { name: '系统管理' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.keyboard('{End}');
    await expect(focused()).toBe('日志管理');
    await userEvent.keyboard('*');
    await expect(canvas.getByRole('treeitem', { name: '工作台' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('工');
    await expect(focused()).toBe('工作台');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('2', expect.anything());
    // Only one item is in the tab order.
    await expect(canvas.getAllByRole('treeitem').filter((el) => el.tabIndex === 0)).toHaveLength(1);
  },
};

function CheckDemo() {
  const [keys, setKeys] = useState<string[]>(['21']);
  return (
    <div>
      <Tree
        aria-label="菜单权限"
        data={menuTree}
        checkable
        checkedKeys={keys}
        onCheck={(next) => setKeys(next)}
        defaultExpandedKeys={['1', '2']}
      />
      <output>{[...keys].sort().join(',')}</output>
    </div>
  );
}

/** Checkboxes with tri-state parents (a grant tree). */
export const Checkable: Story = {
  render: () => <CheckDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tree')).toHaveAttribute('aria-multiselectable', 'true');
    const desk = canvas.getByRole('treeitem', { name: '工作台' });
    await expect(desk).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(canvas.getByText('我的待办'));
    await expect(desk).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('2,21,22');
    // Space on a parent checks its enabled children; the locked one stays as it was.
    canvas.getByRole('treeitem', { name: '系统管理' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('1,11,12,13,2,21,22');
    await expect(canvas.getByRole('treeitem', { name: '字典管理（锁定）' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^2,21,22$/);
  },
};

/** Children load on first open (`loadChildren`); a failed load says so. */
export const LazyLoad: Story = {
  args: { data: regionRoots, 'aria-label': '行政区划', loadChildren: loadRegions },
  play: async ({ canvas }) => {
    const sh = canvas.getByRole('treeitem', { name: '上海市' });
    await expect(sh).toHaveAttribute('aria-expanded', 'false');
    sh.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(sh).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByRole('treeitem', { name: '市辖区' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(await canvas.findByRole('treeitem', { name: '黄浦区' })).toBeVisible();
    await userEvent.click(canvas.getByText('加载失败示例').previousElementSibling as HTMLElement);
    await expect(await canvas.findByText('加载失败')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('treeitem', { name: /加载失败示例/ })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  },
};

export const Filtered: Story = {
  args: { filter: '日志' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('treeitem').map((el) => el.getAttribute('aria-level'))).toEqual([
      '1',
      '2',
      '2',
    ]);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { data: regionRoots, 'aria-label': 'Regions', loadChildren: loadRegions },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('加载失败示例').previousElementSibling as HTMLElement);
    await expect(await canvas.findByText('Failed to load')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'theme-dark' },
  render: () => <CheckDemo />,
};
