import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFrameOf, menuItemTexts, tabTo } from '../../stories/support/play';
import type { Tab } from '.';
import { TagsBarHarness, tab } from './fixtures/harness';
import { pageTabs, welcome } from './fixtures/tabs';
import { TagsBarFrame } from './TagsBarFrame';

const four: Tab[] = [welcome, pageTabs.user, pageTabs.dept, pageTabs.role];

export default {
  title: 'Shell/TagsBar',
  component: TagsBarHarness,
  args: {
    initialTabs: four,
    initialActive: '/authority/role',
    onSelect: fn(),
    onClearCache: fn(),
    onSearch: fn(),
    onRefresh: fn(),
    confirmClose: fn(() => true),
  },
} satisfies Meta<typeof TagsBarHarness>;
type Story = StoryObj<typeof TagsBarHarness>;

export const Default: Story = {};

/** The bar's empty frame (the console's first frame after a sign-in) takes the bar's own place. */
export const Frame: Story = {
  render: (args) => (
    <>
      <div data-testid="frame">
        <TagsBarFrame />
      </div>
      <TagsBarHarness {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: '已打开的页面' }).parentElement as HTMLElement;
    await expectFrameOf(bar, canvas.getByTestId('frame'));
  },
};

export const ClosingRules: Story = {
  play: async ({ canvas, args }) => {
    // The first tab has no close button; the others do.
    await expect(canvas.queryByRole('button', { name: '关闭 首页' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '关闭 用户管理' })).toBeInTheDocument();
    await expect(tab(canvas, '角色管理')).toHaveAttribute('aria-current', 'page');
    // Closing the active (last) tab opens the previous one.
    await userEvent.click(canvas.getByRole('button', { name: '关闭 角色管理' }));
    await expect(tab(canvas, '机构管理')).toHaveAttribute('aria-current', 'page');
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ value: '/system/dept' }));
    // Closing an inactive tab keeps the shown one.
    await userEvent.click(canvas.getByRole('button', { name: '关闭 用户管理' }));
    await expect(tab(canvas, '机构管理')).toHaveAttribute('aria-current', 'page');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    // Closing the last closable tab leaves one, which is not closable.
    await userEvent.click(canvas.getByRole('button', { name: '关闭 机构管理' }));
    await expect(tab(canvas, '首页')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: /^关闭/ })).toBeNull();
    await userEvent.click(tab(canvas, '首页'));
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const FirstPageClosable: Story = {
  args: { isFirstPage: true, initialActive: '/wel/index' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭 首页' }));
    // The closed tab was the first: the new first tab opens.
    await expect(tab(canvas, '用户管理')).toHaveAttribute('aria-current', 'page');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    // One tab stop: Tab lands on the shown tab.
    await tabTo(tab(canvas, '角色管理'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(canvas, '机构管理')).toHaveFocus();
    await expect(tab(canvas, '机构管理')).toHaveAttribute('tabindex', '0');
    await expect(tab(canvas, '角色管理')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tab(canvas, '首页')).toHaveFocus(); // wraps around
    await userEvent.keyboard('{End}');
    await expect(tab(canvas, '角色管理')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{Enter}');
    await expect(tab(canvas, '用户管理')).toHaveAttribute('aria-current', 'page');
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ value: '/system/user' }));
    // Delete closes the focused (shown) tab; focus follows to the tab now shown.
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('button', { name: '用户管理' })).toBeNull();
    await expect(tab(canvas, '首页')).toHaveAttribute('aria-current', 'page');
    await expect(tab(canvas, '首页')).toHaveFocus();
    // The first tab is not closable: Delete does nothing.
    await userEvent.keyboard('{Delete}');
    await expect(tab(canvas, '首页')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/**
 * A pressed tab takes the tab stop as it gets the focus, before its click shows it: the switch's own
 * commit then changes no focused button's tabindex (which made the browser work out the styles of
 * the page being shown in the middle of it).
 */
export const PressedTabHoldsTheStop: Story = {
  play: async ({ canvas, args }) => {
    const dept = tab(canvas, '机构管理');
    await expect(dept).toHaveAttribute('tabindex', '-1');
    // One pointer for the press and the release (they make a click only together).
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: dept });
    await expect(dept).toHaveFocus();
    await expect(dept).toHaveAttribute('tabindex', '0');
    await expect(tab(canvas, '角色管理')).toHaveAttribute('tabindex', '-1');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await user.pointer({ keys: '[/MouseLeft]', target: dept });
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ value: '/system/dept' }));
    await expect(dept).toHaveAttribute('aria-current', 'page');
    await expect(dept).toHaveAttribute('tabindex', '0');
  },
};

/**
 * Drags the tab `label` onto the tab `onto` with one pointer: a press near its left edge, moves past
 * the drag's 6 px threshold and across `onto`'s middle, the release near `onto`'s left edge.
 */
async function dragTab(canvas: ReturnType<typeof within>, label: string, onto: string) {
  const target = tab(canvas, label);
  const from = target.getBoundingClientRect();
  const over = tab(canvas, onto).getBoundingClientRect();
  const clientY = from.top + from.height / 2;
  const user = userEvent.setup();
  await user.pointer({ keys: '[MouseLeft>]', target, coords: { clientX: from.left + 5, clientY } });
  for (const clientX of [from.left - 10, over.left + over.width / 2, over.left + 3])
    await user.pointer({ target, coords: { clientX, clientY } });
  await user.pointer({ keys: '[/MouseLeft]', target, coords: { clientX: over.left + 3, clientY } });
}

/**
 * Tabs are reordered with Alt+Shift+←/→ (the moved tab keeps the focus, and the move is announced)
 * or by dragging; the welcome tab stays first either way.
 */
export const Reorder: Story = {
  play: async ({ canvas }) => {
    const order = () => canvas.getByTestId('order').textContent;
    await expect(order()).toBe('首页 · 用户管理 · 机构管理 · 角色管理');
    tab(canvas, '机构管理').focus();
    await userEvent.keyboard('{Alt>}{Shift>}{ArrowRight}{/Shift}{/Alt}');
    await expect(order()).toBe('首页 · 用户管理 · 角色管理 · 机构管理');
    await expect(tab(canvas, '机构管理')).toHaveFocus();
    await expect(canvas.getByText('机构管理 已移到第 4 位')).toBeInTheDocument();
    // Nothing moves before the welcome tab.
    tab(canvas, '用户管理').focus();
    await userEvent.keyboard('{Alt>}{Shift>}{ArrowLeft}{/Shift}{/Alt}');
    await expect(order()).toBe('首页 · 用户管理 · 角色管理 · 机构管理');

    // Dragged past its neighbour's middle (a drag starts after 6 px; a shorter press is a click).
    await dragTab(canvas, '机构管理', '用户管理');
    await waitFor(() => expect(order()).toBe('首页 · 机构管理 · 用户管理 · 角色管理'));
    // Dropped on the welcome tab, it stops after it.
    await dragTab(canvas, '角色管理', '首页');
    await waitFor(() => expect(order()).toBe('首页 · 角色管理 · 机构管理 · 用户管理'));
  },
};

export const ContextMenuCloseOthersAndAll: Story = {
  play: async ({ canvas }) => {
    fireEvent.contextMenu(tab(canvas, '机构管理'), { clientX: 120, clientY: 20 });
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await expect(tab(canvas, '机构管理')).toHaveAttribute('aria-current', 'page');
    await expect(tab(canvas, '首页')).toBeInTheDocument();
    fireEvent.contextMenu(tab(canvas, '机构管理'), { clientX: 120, clientY: 20 });
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭全部' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(tab(canvas, '首页')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByTestId('shown')).toHaveTextContent('/wel/index');
  },
};

export const DropdownActions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '标签操作' }));
    const menu = await screen.findByRole('menu');
    await expect(menuItemTexts(menu)).toEqual([
      '搜索',
      '刷新',
      '关闭左侧',
      '关闭右侧',
      '关闭其他',
      '关闭全部',
      '清除缓存',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '标签操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await expect(tab(canvas, '角色管理')).toHaveAttribute('aria-current', 'page');
  },
};

export const ClearCacheConfirms: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Tab actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clear cache' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Clear the cache?');
    // Cancel first: nothing is cleared.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClearCache).not.toHaveBeenCalled();
    // Tab labels are data (the menu's names), not library strings: they stay Chinese here.
    fireEvent.contextMenu(canvas.getByRole('button', { name: '首页' }), { clientX: 20, clientY: 20 });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clear cache' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await expect(args.onClearCache).toHaveBeenCalledTimes(1);
    await expect(await screen.findByText('Cleared')).toBeVisible();
  },
};

const many: Tab[] = [
  welcome,
  ...Array.from({ length: 30 }, (_, i) => ({ label: `运单查询 ${i + 1}`, value: `/order/${i + 1}` })),
];

export const ManyTabsScroll: Story = {
  args: { initialTabs: many, initialActive: '/order/30' },
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '已打开的页面' });
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth);
    // The shown (last) tab was scrolled into view.
    await waitFor(() => expect(nav.scrollLeft).toBeGreaterThan(0));
    // Smooth scrolling takes a moment to settle.
    await waitFor(() => {
      const last = tab(canvas, '运单查询 30').getBoundingClientRect();
      const box = nav.getBoundingClientRect();
      expect(last.right).toBeLessThanOrEqual(box.right + 1);
    });
  },
};
