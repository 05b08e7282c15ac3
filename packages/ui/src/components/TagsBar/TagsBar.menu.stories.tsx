import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { menuItemTexts } from '../../stories/support/play';
import type { Tab } from '.';
import { TagsBarHarness, tab } from './fixtures/harness';
import { pageTabs, welcome } from './fixtures/tabs';

/** The tab menu of kept tabs (issue 22): refresh, close left / right / others / all, middle click, moving. */
const five: Tab[] = [welcome, pageTabs.param, pageTabs.dict, pageTabs.info, pageTabs.post];

export default {
  title: 'Shell/TagsBar/Tab menu',
  component: TagsBarHarness,
  args: {
    initialTabs: five,
    initialActive: '/system/dict',
    onSelect: fn(),
    onRefresh: fn(),
    confirmClose: fn(() => true),
    width: 1440,
  },
} satisfies Meta<typeof TagsBarHarness>;
type Story = StoryObj<typeof TagsBarHarness>;

const rightClick = (element: HTMLElement) => fireEvent.contextMenu(element, { clientX: 60, clientY: 20 });

export const RefreshAndCloseSides: Story = {
  play: async ({ canvas, args }) => {
    rightClick(tab(canvas, '系统字典'));
    await userEvent.click(await screen.findByRole('menuitem', { name: '刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledWith(expect.objectContaining({ value: '/system/dict' }));

    rightClick(tab(canvas, '系统字典'));
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭右侧' }));
    await waitFor(() => expect(canvas.getByTestId('order')).toHaveTextContent('首页 · 参数管理 · 系统字典'));
    await expect(args.confirmClose).toHaveBeenLastCalledWith([
      expect.objectContaining({ label: '个人信息' }),
      expect.objectContaining({ label: '岗位管理' }),
    ]);

    rightClick(tab(canvas, '系统字典'));
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭左侧' }));
    await waitFor(() => expect(canvas.getByTestId('order')).toHaveTextContent('首页 · 系统字典'));
    // Nothing left to close on the left: the entry is there but disabled.
    rightClick(tab(canvas, '系统字典'));
    await expect(await screen.findByRole('menuitem', { name: '关闭左侧' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const MiddleClickAndRefusedClose: Story = {
  args: { confirmClose: fn(() => false) },
  play: async ({ canvas, args }) => {
    // The app refuses (unsaved work the person kept): nothing closes.
    fireEvent(
      tab(canvas, '个人信息').parentElement!,
      new MouseEvent('auxclick', { bubbles: true, button: 1 }),
    );
    await waitFor(() => expect(args.confirmClose).toHaveBeenCalledTimes(1));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    // The welcome tab is not closable: a middle click does nothing.
    fireEvent(tab(canvas, '首页').parentElement!, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await expect(args.confirmClose).toHaveBeenCalledTimes(1);
  },
};

export const MiddleClickCloses: Story = {
  play: async ({ canvas }) => {
    fireEvent(
      tab(canvas, '个人信息').parentElement!,
      new MouseEvent('auxclick', { bubbles: true, button: 1 }),
    );
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(4));
    await expect(canvas.queryByRole('button', { name: '个人信息' })).toBeNull();
  },
};

export const KeyboardMove: Story = {
  play: async ({ canvas }) => {
    tab(canvas, '岗位管理').focus();
    await userEvent.keyboard('{Alt>}{Shift>}{ArrowLeft}{/Shift}{/Alt}');
    await expect(canvas.getByTestId('order')).toHaveTextContent(
      '首页 · 参数管理 · 系统字典 · 岗位管理 · 个人信息',
    );
    await expect(tab(canvas, '岗位管理')).toHaveFocus();
    await expect(await canvas.findByText('岗位管理 已移到第 4 位')).toBeInTheDocument();
    // Never before the welcome tab.
    tab(canvas, '参数管理').focus();
    await userEvent.keyboard('{Alt>}{Shift>}{ArrowLeft}{/Shift}{/Alt}');
    await expect(canvas.getByTestId('order')).toHaveTextContent('首页 · 参数管理');
  },
};

/** A phone: the tabs scroll, and the dropdown lists every open page to jump to. */
export const PhoneMenu: Story = {
  args: { width: 390 },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: '已打开的页面' });
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: '标签操作' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: '系统字典' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '岗位管理' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: '/system/post' }));
    await expect(tab(canvas, '岗位管理')).toHaveAttribute('aria-current', 'page');
  },
};

export const PhoneMenuEnglish: Story = {
  args: { width: 390 },
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tab actions' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByText('Open pages')).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledWith(expect.objectContaining({ value: '/system/dict' }));
    rightClick(tab(canvas, '系统字典'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close tabs to the right' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
  },
};

export const DesktopEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    rightClick(tab(canvas, '参数管理'));
    const menu = await screen.findByRole('menu');
    await expect(menuItemTexts(menu)).toEqual([
      'Refresh',
      'Close tabs to the left',
      'Close tabs to the right',
      'Close others',
      'Close all',
      'Clear cache',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close others' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
  },
};
