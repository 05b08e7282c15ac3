import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { topMenusFixture } from '../../stories/fixtures/menu';
import { expectFrameOf, menuItemTexts } from '../../stories/support/play';
import { NotificationPopover } from '../NotificationPopover';
import { HOME_TOP_MENU, TopBar } from '.';
import { TopBarFrame } from './TopBarFrame';

export default {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    collapsed: false,
    onToggleCollapse: fn(),
    topMenus: topMenusFixture,
    activeTopMenu: '',
    onTopMenu: fn(),
    onOpenSearch: fn(),
    onAccentChange: fn(),
    onOpenErrorLog: fn(),
    errorCount: 3,
    onLock: fn(),
    onOpenTheme: fn(),
    locale: 'zh',
    onLocaleChange: fn(),
    onToggleFullscreen: fn(),
    fullscreen: false,
    user: { name: '管理员' },
    onDashboard: fn(),
    onUserInfo: fn(),
    onSwitchDept: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof TopBar>;
type Story = StoryObj<typeof TopBar>;

export const Default: Story = {};

/** The bar's empty frame (the console's first frame after a sign-in) takes the bar's own place. */
export const Frame: Story = {
  render: (args) => (
    <>
      <div data-testid="frame">
        <TopBarFrame />
      </div>
      <TopBar {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expectFrameOf(canvas.getByRole('banner'), canvas.getByTestId('frame'));
    // No second banner landmark.
    await expect(canvas.getAllByRole('banner')).toHaveLength(1);
  },
};

export const ToolsCallBack: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: '收起菜单' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleCollapse).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '菜单搜索' }));
    await expect(args.onOpenSearch).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '错误日志 3' }));
    await expect(args.onOpenErrorLog).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '锁屏' }));
    await expect(args.onLock).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '主题' }));
    await expect(args.onOpenTheme).toHaveBeenCalled();
    const full = canvas.getByRole('button', { name: '全屏' });
    await expect(full).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(full);
    await expect(args.onToggleFullscreen).toHaveBeenCalled();
  },
};

export const TopMenus: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: '顶部菜单' });
    const buttons = within(nav).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['首页', '运营', '系统']);
    await expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(nav).getByRole('button', { name: '系统' }));
    await expect(args.onTopMenu).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    await userEvent.click(within(nav).getByRole('button', { name: '首页' }));
    await expect(args.onTopMenu).toHaveBeenLastCalledWith(HOME_TOP_MENU);
  },
};

/** A bell that reads its own data (as the console's does): its notice arrives after the bar has drawn. */
function BellWithItsOwnData() {
  const [notices, setNotices] = useState<{ id: string; title: string }[]>([]);
  useEffect(() => {
    const arrived = setTimeout(() => setNotices([{ id: '1', title: '系统维护通知' }]), 50);
    return () => clearTimeout(arrived);
  }, []);
  return <NotificationPopover notices={notices} />;
}

export const BellOfTheApp: Story = {
  args: { notification: <BellWithItsOwnData /> },
  play: async ({ canvas }) => {
    // The app's element stands in the bell's place and follows its own data (none of the bar's).
    await expect(await canvas.findByRole('button', { name: '通知，1 条未读' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^通知/ })).toHaveLength(1);
  },
};

export const ErrorBadgeCappedAt99: Story = {
  args: { errorCount: 250 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '错误日志 99+' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-badge]:not(:empty)')).toHaveTextContent('99+');
  },
};

export const LanguageSwitch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '语言: 中文' }));
    // Radix names the menu after its trigger ("语言: 中文").
    const menu = await screen.findByRole('menu', { name: /^语言/ });
    await expect(within(menu).getByRole('menuitem', { name: '中文' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
  },
};

export const UserMenu: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '用户菜单: 管理员' }));
    const menu = await screen.findByRole('menu');
    await expect(menuItemTexts(menu)).toEqual(['首页', '个人信息', '退出系统']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '个人信息' }));
    await expect(args.onUserInfo).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '用户菜单: 管理员' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出系统' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const SwitchModeUserMenu: Story = {
  args: { switchMode: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '用户菜单: 管理员' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '切换部门' }));
    await expect(args.onSwitchDept).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '用户菜单: 管理员' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '首页' }));
    await expect(args.onDashboard).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en', collapsed: true, fullscreen: true, errorCount: 0 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Error log' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-disabled', 'true'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Phone: Story = {
  args: { sizeClass: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('navigation', { name: '顶部菜单' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '锁屏' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '菜单搜索' })).toBeInTheDocument();
    // No room for the lock and theme buttons: the user menu offers them.
    await userEvent.click(canvas.getByRole('button', { name: '用户菜单: 管理员' }));
    const menu = await screen.findByRole('menu');
    await expect(menuItemTexts(menu)).toEqual(['首页', '个人信息', '锁屏', '主题', '退出系统']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '锁屏' }));
    await expect(args.onLock).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '用户菜单: 管理员' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '主题' }));
    await expect(args.onOpenTheme).toHaveBeenCalled();
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' } };
export const LteTheme: Story = { globals: { theme: 'theme-lte' } };
