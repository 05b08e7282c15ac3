// Over 300 lines: the whole console shell's stories (sizes, themes, language, lock, iframe route) and the wiring they share.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useRef, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell, isMobileSize, sizeClassFor, useSizeClass } from '../components/AppShell';
import { Card } from '../components/Card';
import { ErrorLogDialog, type ErrorLogEntry } from '../components/ErrorLogDialog';
import { IframePage } from '../components/IframePage';
import { LockDialog, runLockAction } from '../components/LockDialog';
import { LockScreen } from '../components/LockScreen';
import { MenuSearch } from '../components/MenuSearch';
import { findTrail, isExternalPath, type MenuItem, Sidebar } from '../components/Sidebar';
import { addTab, flagClosable, type Tab, TagsBar } from '../components/TagsBar';
import { ThemeDialog } from '../components/ThemeDialog';
import { HOME_TOP_MENU, TopBar } from '../components/TopBar';
import { type Locale, setLocale } from '../i18n/locale';
import { useLocale } from '../i18n/uiStrings';
import { getTheme } from '../theme/runtime';
import type { ThemeName } from '../theme/themes';
import { useOneOpen } from '../utils/useOneOpen';
import { menuFixture, menuLabelFor, topMenusFixture } from './fixtures/menu';
import { openDialog } from './support/play';

const welcome: Tab = { label: '首页', value: '/wel/index' };
const sampleLogs: ErrorLogEntry[] = [
  {
    type: 'TypeError',
    url: '/system/user',
    message: "Cannot read properties of undefined (reading 'records')",
    stack: 'TypeError: …\n    at UserPage (user.tsx:42:17)',
    time: '2024-05-20 09:41:07',
  },
  {
    type: 'Error',
    url: '/flow/follow',
    message: 'Request failed with status code 500',
    time: '2024-05-20 10:02:55',
  },
];

interface ShellProps {
  /** Fixed width of the demo frame; its size class follows it. Omitted: the window's. */
  width?: number;
  height?: number;
}

/** The whole console frame, wired the way packages/console wires it (state here, none in ui). */
function ConsoleShell({ width, height = 720 }: ShellProps) {
  const locale: Locale = useLocale();
  const windowSize = useSizeClass();
  const sizeClass = width ? sizeClassFor(width) : windowSize;
  const mobile = isMobileSize(sizeClass);
  const [collapsed, setCollapsed] = useState(mobile);
  const [tabs, setTabs] = useState<Tab[]>(() =>
    flagClosable([welcome, { label: '用户管理', value: '/system/user' }]),
  );
  const [active, setActive] = useState('/system/user');
  const [topMenu, setTopMenu] = useState('');
  const [accent, setAccent] = useState('#409EFF');
  const [theme, setTheme] = useState<ThemeName>(getTheme());
  const [logs, setLogs] = useState(sampleLogs);
  const dialogs = useOneOpen<'search' | 'lock' | 'theme' | 'logs'>();
  const [locked, setLocked] = useState(false);
  const lockPassword = useRef('');
  const getLabel = useMemo(() => menuLabelFor(locale), [locale]);
  const toggle = useCallback(() => setCollapsed((c) => !c), []);

  const navigate = (item: MenuItem) => {
    setTabs((prev) =>
      addTab(prev, { label: item.name ?? item.path, value: item.path, meta: { i18n: item.meta?.i18n } }),
    );
    setActive(item.path);
  };
  const lock = () =>
    runLockAction({
      password: lockPassword.current,
      openDialog: () => dialogs.show('lock'),
      lock: () => {},
      onNavigate: () => setLocked(true),
    });
  const activeItem = findTrail(menuFixture, active).at(-1);
  const tabLabel = (tab: Tab) => {
    const item = findTrail(menuFixture, tab.value).at(-1);
    return item ? getLabel(item) : tab.value === welcome.value && locale === 'en' ? 'Home' : tab.label;
  };

  const frame = {
    width: width ?? '100%',
    height,
    border: '1px solid var(--bc-color-border)',
    overflow: 'hidden',
  };
  if (locked) {
    return (
      <div style={{ ...frame, overflow: 'auto' }} data-size-class={sizeClass}>
        <LockScreen
          userName="管理员"
          onUnlock={(password) => {
            const ok = password === lockPassword.current;
            if (ok) setLocked(false);
            return ok;
          }}
          onLogout={() => setLocked(false)}
        />
      </div>
    );
  }
  return (
    <div style={frame} data-size-class={sizeClass}>
      <AppShell
        height="100%"
        collapsed={collapsed}
        onToggleCollapse={toggle}
        isMobile={mobile}
        sidebar={
          <Sidebar
            id="console-sidebar"
            menu={menuFixture}
            roles={['administrator']}
            activePath={active}
            collapsed={collapsed}
            isMobile={mobile}
            onToggleCollapse={toggle}
            onNavigate={navigate}
            getLabel={getLabel}
          />
        }
        topBar={
          <TopBar
            sizeClass={sizeClass}
            collapsed={collapsed}
            onToggleCollapse={toggle}
            sidebarId="console-sidebar"
            topMenus={topMenusFixture}
            activeTopMenu={topMenu}
            onTopMenu={(item) => setTopMenu(item.id || HOME_TOP_MENU.id)}
            onOpenSearch={() => dialogs.show('search')}
            accent={accent}
            onAccentChange={setAccent}
            errorCount={logs.length}
            onOpenErrorLog={() => dialogs.show('logs')}
            onLock={lock}
            onOpenTheme={() => dialogs.show('theme')}
            locale={locale}
            onLocaleChange={(next) => void setLocale(next)}
            onToggleFullscreen={() => {}}
            user={{ name: '管理员' }}
            onLogout={() => {}}
          />
        }
        tabs={
          <TagsBar
            tabs={tabs}
            active={active}
            welcome={welcome}
            onTabsChange={setTabs}
            onSelect={(tab) => setActive(tab.value)}
            onSearch={() => dialogs.show('search')}
            getLabel={tabLabel}
          />
        }
      >
        {activeItem && isExternalPath(activeItem.path) ? (
          <IframePage src={activeItem.path} title={getLabel(activeItem)} height="100%" />
        ) : (
          <Card title={activeItem ? getLabel(activeItem) : tabLabel(welcome)}>
            <p style={{ margin: 0 }}>
              <code data-testid="route">{active}</code>
            </p>
          </Card>
        )}
      </AppShell>
      <MenuSearch
        {...dialogs.props('search')}
        menu={menuFixture}
        roles={['administrator']}
        onChoose={navigate}
        getLabel={getLabel}
      />
      <LockDialog
        {...dialogs.props('lock')}
        onLock={(password) => {
          lockPassword.current = password;
          lock();
        }}
      />
      <ThemeDialog {...dialogs.props('theme')} value={theme} onChange={setTheme} />
      <ErrorLogDialog
        {...dialogs.props('logs')}
        logs={logs}
        onUpload={async () => setLogs([])}
        onClear={() => setLogs([])}
      />
    </div>
  );
}

export default {
  title: 'Console/Shell',
  component: ConsoleShell,
  parameters: { layout: 'fullscreen' },
  args: { width: 1280 },
} satisfies Meta<typeof ConsoleShell>;
type Story = StoryObj<typeof ConsoleShell>;

/** Size class 3 (≥ 1200 px): full sidebar, top menus, every tool. */
export const Wide: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '顶部菜单' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '用户管理' })).toHaveAttribute('aria-current', 'page');
    // Choosing a menu opens a tab and shows it.
    await userEvent.click(canvas.getByRole('button', { name: '工作台' }));
    await userEvent.click(canvas.getByRole('link', { name: '通知公告' }));
    const tabs = canvas.getByRole('navigation', { name: '已打开的页面' });
    await expect(within(tabs).getByRole('button', { name: '通知公告' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByTestId('route')).toHaveTextContent('/desk/notice');
    // Menu search navigates too.
    await userEvent.click(canvas.getByRole('button', { name: '菜单搜索' }));
    await userEvent.type(await screen.findByRole('combobox'), '岗位{Enter}');
    await waitFor(() => expect(canvas.getByTestId('route')).toHaveTextContent('/system/post'));
    await expect(within(tabs).getAllByRole('listitem')).toHaveLength(4);
    // Error badge reflects the log; clearing it empties the badge.
    await expect(canvas.getByRole('button', { name: '错误日志 2' })).toBeInTheDocument();
  },
};

/** Lock icon with no password → dialog → lock → lock screen → unlock. */
export const LockFlow: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, '锁屏', '设置锁屏密码');
    await userEvent.type(within(dialog).getByLabelText(/锁屏密码/), 'pw{Enter}');
    const input = await canvas.findByLabelText('解锁密码');
    await userEvent.type(input, 'bad{Enter}');
    await expect(await canvas.findByText('解锁密码错误，请重新输入')).toBeVisible();
    await userEvent.type(input, 'pw{Enter}');
    await expect(await canvas.findByRole('button', { name: '锁屏' })).toBeInTheDocument();
    // Now a password is set: the icon locks straight away.
    await userEvent.click(canvas.getByRole('button', { name: '锁屏' }));
    await expect(await canvas.findByLabelText('解锁密码')).toBeInTheDocument();
  },
};

/** Size class 2 (992–1199 px). */
export const Desktop: Story = {
  args: { width: 1024 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-size-class]')).toHaveAttribute('data-size-class', '2');
  },
};

/** Size class 1 (768–991 px): the sidebar is a drawer; choosing an item closes it. */
export const Tablet: Story = {
  args: { width: 800 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-size-class]')).toHaveAttribute('data-size-class', '1');
    await expect(canvas.queryByRole('navigation', { name: '顶部菜单' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '展开菜单' }));
    await userEvent.click(await canvas.findByRole('link', { name: '机构管理' }));
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: '主菜单' })).toBeNull());
    await expect(canvas.getByTestId('route')).toHaveTextContent('/system/dept');
  },
};

/** Size class 0 (< 768 px): phone. */
export const Phone: Story = {
  args: { width: 375 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-size-class]')).toHaveAttribute('data-size-class', '0');
    await expect(canvas.queryByRole('button', { name: '锁屏' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '菜单搜索' })).toBeInTheDocument();
  },
};

export const CollapsedSidebar: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '收起菜单' }));
    await expect(canvas.getByRole('button', { name: '展开菜单' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: '系统管理' })).toHaveAttribute('aria-haspopup', 'menu');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' } };
export const LteTheme: Story = { globals: { theme: 'theme-lte' } };
export const StarTheme: Story = { globals: { theme: 'theme-star' } };

/** An iframe menu (absolute URL, not open-mode 2) is shown inside the console. */
export const IframeRoute: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '报表管理' }));
    await userEvent.click(canvas.getByRole('link', { name: '报表配置' }));
    await expect(await canvas.findByTitle('报表配置')).toHaveAttribute(
      'src',
      'http://localhost:8108/ureport/designer',
    );
  },
};
