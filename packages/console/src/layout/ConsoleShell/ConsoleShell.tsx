import {
  AppShell,
  Breadcrumbs,
  type MenuItem,
  NotificationPopover,
  runLockAction,
  Sidebar,
  type Tab,
  TagsBar,
  TagsBarFrame,
  type TagsBarProps,
  TopBar,
  TopBarFrame,
  type TopBarProps,
  type TopMenuItem,
  useFullscreen,
  useOneOpen,
  useSizeClass,
  useStableCallback,
} from '@blade-console/ui';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { website } from '../../config';
import { menuTarget, menuTrail } from '../../menu/routing';
import { useCurrentPage } from '../../router/currentPage';
import { useTabLabel } from '../../router/tabLabel';
import { userAvatar } from '../../session/avatar';
import { client } from '../../session/client';
import { lock, lockPassword, signOut, useSession } from '../../session/session';
import { useErrorLog } from '../../stores/errorLog';
import { useMenu } from '../../stores/menu';
import { usePreferences } from '../../stores/preferences';
import { tabAddress, useTabs, welcomeTab } from '../../stores/tabs';
import { KeptPages } from '../KeptPages';
import { PageLoadingBar } from './PageLoadingBar';
import { type ShellDialogName, ShellDialogs } from './ShellDialogs';
import { useBell } from './useBell';
import { useKeptTabs } from './useKeptTabs';
import { useMenuLabel } from './useMenuLabel';
import { useShellSteps } from './useShellSteps';

/** The element the console's pages scroll in (each kept page keeps its own offset there). */
const CONTENT_ID = 'console-content';

// Re-rendered only when their props change: a tab switch re-renders the shell (the route, the
// current page, the active tab), and most of the sidebar and top bar stay as they were.
const ShellSidebar = memo(Sidebar);
const ShellTopBar = memo(TopBar);
const ShellTagsBar = memo(TagsBar);

/**
 * The bell with its own data: its lists arrive after the shell has painted (three lists and the flow
 * dictionary), and each arrival re-rendered the whole top bar (~230 components) as long as the shell
 * read them. Now only the bell renders again.
 */
function ConsoleBell({ navigate }: { navigate: (to: string) => void }) {
  return <NotificationPopover {...useBell(navigate)} />;
}

export interface ConsoleShellProps {
  /** The lock screen is up (the shell is hidden): no page counts as shown, all stay as they were. */
  locked?: boolean;
}

/** The signed-in frame: sidebar, top bar, tabs and the page, wired to the session and the router. */
export function ConsoleShell({ locked = false }: ConsoleShellProps) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { user } = useSession();
  const sizeClass = useSizeClass();
  const isMobile = sizeClass <= 1;
  const [collapsed, setCollapsed] = useState(isMobile);
  const dialogs = useOneOpen<ShellDialogName>();
  const getLabel = useMenuLabel();
  const { menu, menuAll, topMenus, topMenuId, load, loadTopMenus } = useMenu();
  const { tabs, active, replace } = useTabs();
  const { color, language, setColor, setLanguage } = usePreferences();
  const errorCount = useErrorLog((state) => state.logs.length);
  const roleNames = user?.role_name;
  const roles = useMemo(() => roleNames?.split(',').filter(Boolean) ?? [], [roleNames]);
  const [switchingDept, setSwitchingDept] = useState(false);
  // Recorded by the guard: a page that is not a menu page shows no sidebar (Saber's `isMenu`).
  const { isMenu, address } = useCurrentPage();
  const kept = useKeptTabs();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const { barsShown, pagesShown } = useShellSteps();
  // react-router's navigate renders whoever asks for it again on every navigation (the route's
  // context is new each time): the memoised parts below get this one, which stays the same.
  const goTo = useStableCallback((to: string) => navigate(to));
  const bell = useMemo(() => <ConsoleBell navigate={goTo} />, [goTo]);
  // Group › page above the page, from the same menu the sidebar shows.
  const trail = useMemo(
    () =>
      menuTrail(menuAll.length ? menuAll : menu, address).map((item) => ({
        key: item.code || item.path,
        label: getLabel(item as MenuItem),
      })),
    [menuAll, menu, address, getLabel],
  );

  useEffect(() => {
    // A sign-in loads the menu before the shell opens, so that it lands with its sidebar; any other
    // opening (a page load, back from the website) loads it here.
    if (!useMenu.getState().takePreloaded()) void load().catch(() => {});
    void loadTopMenus().catch(() => {});
  }, [load, loadTopMenus]);

  // The sidebar and the menu search send an item to the same place (a childless top-level item
  // to its '/index' address). The token refresh runs for the whole app (GuardedRoot). On a phone
  // the sidebar closes its own drawer after a choice (Sidebar's `choose` toggles it): closing it
  // here too made that toggle open it again over the page.
  const go = useStableCallback((item: MenuItem) => {
    navigate(menuTarget(item as Parameters<typeof menuTarget>[0]));
  });
  // A choice in the menu search leaves no drawer open behind it on a phone.
  const goFromSearch = useStableCallback((item: MenuItem) => {
    go(item);
    if (isMobile) setCollapsed(true);
  });

  const chooseTopMenu = useStableCallback(async (item: TopMenuItem) => {
    await load(item.id || undefined).catch(() => {});
    // 首页 (no id) has no path of its own: it leads to the first tab, as its name promises.
    const target = item.path || (item.id ? undefined : welcomeTab.value);
    if (target) navigate(target);
  });

  const toggleCollapse = useStableCallback(() => setCollapsed((value) => !value));
  const topMenuItems = useMemo(
    () =>
      topMenus.map((item) => ({
        id: item.id ?? '',
        name: item.name,
        source: item.source,
        path: item.path,
      })),
    [topMenus],
  );
  const userName = user?.nick_name || user?.user_name || '';
  const avatar = userAvatar(user);
  const topBarUser = useMemo(() => ({ name: userName, avatar }), [userName, avatar]);
  // Each bundle holds exactly its bar's callback props, spread onto it below (stable callbacks, so
  // the memoised bars skip re-rendering).
  const topBar = {
    onOpenSearch: useStableCallback(() => dialogs.show('search')),
    onOpenErrorLog: useStableCallback(() => dialogs.show('errorLog')),
    onLock: useStableCallback(() =>
      runLockAction({
        password: lockPassword(),
        openDialog: () => dialogs.show('lock'),
        lock: () => lock(lockPassword() ?? ''),
        onNavigate: goTo,
      }),
    ),
    onOpenTheme: useStableCallback(() => dialogs.show('theme')),
    onSwitchDept: useStableCallback(async () => {
      if (await kept.confirmLeave()) setSwitchingDept(true);
    }),
    onDashboard: useStableCallback(() => navigate('/wel/dashboard')),
    onUserInfo: useStableCallback(() => navigate('/info/index')),
    onLogout: useStableCallback(async () => {
      if (!(await kept.confirmLeave())) return;
      await signOut();
      navigate('/login', { replace: true });
    }),
  } satisfies Partial<TopBarProps>;
  const tagsBar = {
    // A kept tab is already rendered: showing it is one synchronous commit. Left to the router's
    // default transition, React renders it in time slices and paints it a frame or more later.
    // The bar shows the chosen tab in the same commit (the page's own tracking then finds it open).
    onSelect: useStableCallback((tab: Tab) => {
      useTabs.getState().open(tab);
      navigate(tabAddress(tab), { flushSync: true });
    }),
    onRefresh: useStableCallback((tab: Tab) => void kept.refresh(tab)),
    confirmClose: useStableCallback(kept.confirmClose),
    onSearch: topBar.onOpenSearch,
    onClearCache: useStableCallback(async () => {
      await client.auth.clearCache().catch(() => {});
    }),
    // Called while the tabs render, so not a stable callback (that would still hold the last t).
    getLabel: useTabLabel(t),
  } satisfies Partial<TagsBarProps>;

  return (
    <>
      <AppShell
        collapsed={collapsed}
        onToggleCollapse={() => setCollapsed((value) => !value)}
        isMobile={isMobile}
        mainId={CONTENT_ID}
        sidebar={
          isMenu ? (
            <ShellSidebar
              id="console-sidebar"
              menu={menu}
              roles={roles}
              activePath={address}
              collapsed={collapsed}
              isMobile={isMobile}
              onToggleCollapse={toggleCollapse}
              onNavigate={go}
              getLabel={getLabel}
              title={t('brand')}
            />
          ) : undefined
        }
        topBar={
          barsShown ? (
            <ShellTopBar
              sidebarId={isMenu ? 'console-sidebar' : undefined}
              collapsed={collapsed}
              onToggleCollapse={toggleCollapse}
              topMenus={topMenuItems}
              activeTopMenu={topMenuId ?? ''}
              onTopMenu={chooseTopMenu}
              {...topBar}
              accent={color}
              onAccentChange={setColor}
              errorCount={errorCount}
              fullscreen={fullscreen}
              onToggleFullscreen={toggleFullscreen}
              notification={bell}
              locale={language}
              onLocaleChange={setLanguage}
              user={topBarUser}
              switchMode={website.switchMode}
              sizeClass={sizeClass}
            />
          ) : (
            <TopBarFrame />
          )
        }
        tabs={
          barsShown ? (
            <ShellTagsBar
              tabs={tabs}
              active={active}
              welcome={welcomeTab}
              onTabsChange={replace}
              {...tagsBar}
            />
          ) : (
            <TagsBarFrame />
          )
        }
      >
        <Breadcrumbs items={trail} />
        {pagesShown ? <KeptPages paused={locked} scrollAreaId={CONTENT_ID} /> : null}
      </AppShell>
      <PageLoadingBar />
      {kept.prompt}
      {barsShown ? (
        <ShellDialogs
          open={dialogs.open}
          onOpenChange={dialogs.setOpen}
          menu={menuAll.length ? menuAll : menu}
          roles={roles}
          getLabel={getLabel}
          onChoose={goFromSearch}
          navigate={goTo}
          switchingDept={switchingDept}
          onSwitchingDept={setSwitchingDept}
        />
      ) : null}
    </>
  );
}
