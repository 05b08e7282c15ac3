import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField';
import { loadRegions, menuTree, regionRoots } from '../Tree/fixtures';
import { TreeSelect } from '.';

export default {
  title: 'Components/TreeSelect',
  component: TreeSelect,
  args: { data: menuTree, 'aria-label': '上级菜单', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof TreeSelect>;
type Story = StoryObj<typeof TreeSelect>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '上级菜单' });
    await userEvent.click(combo);
    const tree = await screen.findByRole('tree', { name: '上级菜单' });
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: '系统管理' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('12', undefined);
    await waitFor(() => expect(screen.queryByRole('tree')).not.toBeInTheDocument());
    await expect(combo).toHaveTextContent('角色管理');
    await expect(combo).toHaveFocus();
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox');
    combo.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('tree');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tree')).not.toBeInTheDocument());
    await expect(combo).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The accessible names of the chosen tags' remove buttons, in the order shown. */
const tagLabels = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('button', { name: /^移除/ })
    .map((button: HTMLElement) => button.getAttribute('aria-label'));

function MultiDemo({ checkStrictly = false }: { checkStrictly?: boolean }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <FormField label="菜单" required error={value.length ? undefined : '请选择菜单'}>
        <TreeSelect
          multiple
          checkStrictly={checkStrictly}
          searchable
          clearable
          data={menuTree}
          value={value}
          defaultExpandedKeys={['1']}
          onChange={(v) => setValue(v as string[])}
        />
      </FormField>
      <output>{[...value].sort().join(',') || '（空）'}</output>
    </div>
  );
}

/** The tenant package's menu choice (SPEC §5): a multi-select tree labelled by title. */
export const MultipleWithSearch: Story = {
  render: () => <MultiDemo />,
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox', { name: '菜单' });
    await expect(combo).toHaveAccessibleDescription('请选择菜单');
    await userEvent.click(combo);
    const search = await screen.findByRole('textbox', { name: '输入关键字过滤' });
    await userEvent.type(search, '日志');
    const tree = screen.getByRole('tree');
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(3);
    await userEvent.click(within(tree).getByText('日志管理'));
    await expect(canvas.getByRole('status')).toHaveTextContent('3,31,32');
    await userEvent.clear(search);
    await userEvent.click(within(tree).getByText('用户管理'));
    await expect(canvas.getByRole('status')).toHaveTextContent('11,3,31,32');
    await userEvent.keyboard('{Escape}');
    // One tag per checked branch, in tree order.
    await expect(tagLabels(canvas)).toEqual(['移除 用户管理', '移除 日志管理']);
    await userEvent.click(canvas.getByRole('button', { name: '移除 日志管理' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^11$/);
    await userEvent.click(canvas.getByRole('button', { name: '清空选择' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('（空）');
  },
};

/**
 * A user's departments (issue 16): each node is chosen on its own — choosing a branch does not
 * choose every office under it, and removing it leaves them be.
 */
export const CheckStrictly: Story = {
  render: () => <MultiDemo checkStrictly />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '菜单' }));
    const tree = await screen.findByRole('tree');
    await userEvent.click(within(tree).getByText('系统管理'));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1$/);
    await expect(within(tree).getByRole('treeitem', { name: '用户管理' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(within(tree).getByText('用户管理'));
    await expect(canvas.getByRole('status')).toHaveTextContent('1,11');
    await expect(within(tree).getByRole('treeitem', { name: '系统管理' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    // A tag each, the branch does not stand for its child.
    await expect(tagLabels(canvas)).toEqual(['移除 系统管理', '移除 用户管理']);
    await userEvent.click(canvas.getByRole('button', { name: '移除 系统管理' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^11$/);
  },
};

export const Lazy: Story = {
  args: { data: regionRoots, 'aria-label': '所在地区', loadChildren: loadRegions },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await screen.findByRole('tree');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const tree = screen.getByRole('tree');
    await userEvent.click(await within(tree).findByText('深圳市'));
    await expect(args.onChange).toHaveBeenLastCalledWith('440300', undefined);
    // The title of a lazily loaded node is known to the field.
    await expect(canvas.getByRole('combobox')).toHaveTextContent('深圳市');
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <TreeSelect aria-label="已选" data={menuTree} defaultValue="21" />
      <TreeSelect
        aria-label="多选"
        data={menuTree}
        multiple
        defaultValue={['11', '12', '2', '21', '22', '31']}
        maxTagCount={2}
      />
      <TreeSelect aria-label="无效" data={menuTree} invalid />
      <TreeSelect aria-label="禁用" data={menuTree} disabled defaultValue="11" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '已选' })).toHaveTextContent('通知公告');
    await expect(canvas.getByRole('combobox', { name: '禁用' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Parent menu', searchable: true },
  play: async ({ canvas }) => {
    const combo = await canvas.findByRole('combobox', { name: 'Parent menu' });
    await expect(combo).toHaveTextContent('Select');
    await userEvent.click(combo);
    await expect(await screen.findByRole('textbox', { name: 'Type to filter' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'theme-dark' },
  args: { multiple: true, defaultValue: ['11'], defaultExpandedKeys: ['1'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await screen.findByRole('tree');
  },
};
