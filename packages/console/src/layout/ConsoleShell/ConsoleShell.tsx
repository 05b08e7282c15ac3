import { isBladeApiError } from '@blade-console/blade-client';
import {
  AppShell,
  ErrorLogDialog,
  LockDialog,
  type MenuItem,
  MenuSearch,
  runLockAction,
  Sidebar,
  TagsBar,
  ThemeDialog,
  TopBar,
  type TopMenuItem,
  useSizeClass,
} from '@blade-console/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { website } from '../../config';
import { menuTarget } from '../../menu/routing';
import { translateTabLabel } from '../../router/tabLabel';
import { client } from '../../session/client';
import {
  lock,
  lockPassword,
  refreshSessionSnapshot,
  signOut,
  signOutLocally,
  useSession,
} from '../../session/session';
import { useErrorLog } from '../../stores/errorLog';
import { useMenu } from '../../stores/menu';
import { usePreferences } from '../../stores/preferences';
import { useTabs, welcomeTab } from '../../stores/tabs';
import { SwitchDept } from '../SwitchDept';
import { GuestRegistration } from './GuestRegistration';
import { useMenuLabel } from './useMenuLabel';
import { useShellDialogs } from './useShellDialogs';

/** The signed-in frame: sidebar, top bar, tabs and the page, wired to the session and the router. */
export function ConsoleShell() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const sizeClass = useSizeClass();
  const isMobile = sizeClass <= 1;
  const [collapsed, setCollapsed] = useState(isMobile);
  const dialogs = useShellDialogs();
  const getLabel = useMenuLabel();
  const { menu, menuAll, topMenus, topMenuId, load, loadTopMenus } = useMenu();
  const { tabs, active, replace } = useTabs();
  const { theme, color, language, setTheme, setColor, setLanguage } = usePreferences();
  const { logs, clear: clearLogs } = useErrorLog();
  const roles = user?.role_name?.split(',').filter(Boolean) ?? [];
  const [switchingDept, setSwitchingDept] = useState(false);

  useEffect(() => {
    void load().catch(() => {});
    void loadTopMenus().catch(() => {});
  }, [load, loadTopMenus]);

  useEffect(
    // SPEC §4: every 10 s, refresh when the token reaches the token time; single-flight in the SDK.
    () =>
      client.session.startAutoRefresh({
        interval: website.refreshCheckMs,
        tokenTime: website.tokenTime,
        onError: (error) => {
          // A refused refresh token (expired, revoked) ends the session: retrying every 10 s cannot
          // succeed. A network failure is left to the next tick.
          if (isBladeApiError(error) && (error.code === 400 || error.code === 401)) {
            signOutLocally();
            navigate('/login', { replace: true });
          } else refreshSessionSnapshot();
        },
      }),
    [navigate],
  );

  const go = (item: MenuItem, isTopLevel = false) => {
    navigate(menuTarget(item as Parameters<typeof menuTarget>[0], isTopLevel));
    if (isMobile) setCollapsed(true);
  };

  const chooseTopMenu = async (item: TopMenuItem) => {
    await load(item.id || undefined).catch(() => {});
    if (item.path) navigate(item.path);
  };

  return (
    <>
      <AppShell
        collapsed={collapsed}
        onToggleCollapse={() => setCollapsed((value) => !value)}
        isMobile={isMobile}
        sidebar={
          <Sidebar
            id="console-sidebar"
            menu={menu}
            roles={roles}
            activePath={location.pathname}
            collapsed={collapsed}
            isMobile={isMobile}
            onToggleCollapse={() => setCollapsed((value) => !value)}
            onNavigate={(item) => go(item, !item.parentId || item.parentId === '0')}
            getLabel={getLabel}
            title={t('brand')}
          />
        }
        topBar={
          <TopBar
            sidebarId="console-sidebar"
            collapsed={collapsed}
            onToggleCollapse={() => setCollapsed((value) => !value)}
            topMenus={topMenus.map((item) => ({
              id: item.id ?? '',
              name: item.name,
              source: item.source,
              path: item.path,
            }))}
            activeTopMenu={topMenuId ?? ''}
            onTopMenu={(item) => void chooseTopMenu(item)}
            onOpenSearch={() => dialogs.show('search')}
            accent={color}
            onAccentChange={setColor}
            errorCount={logs.length}
            onOpenErrorLog={() => dialogs.show('errorLog')}
            onLock={() =>
              runLockAction({
                password: lockPassword(),
                openDialog: () => dialogs.show('lock'),
                lock: () => lock(lockPassword() ?? ''),
                onNavigate: (path) => navigate(path),
              })
            }
            onOpenTheme={() => dialogs.show('theme')}
            notification
            locale={language}
            onLocaleChange={setLanguage}
            user={{ name: user?.nick_name || user?.user_name || '', avatar: user?.avatar || undefined }}
            switchMode={website.switchMode}
            onSwitchDept={() => setSwitchingDept(true)}
            onDashboard={() => navigate('/wel/dashboard')}
            onUserInfo={() => navigate('/info/index')}
            onLogout={async () => {
              await signOut();
              navigate('/login', { replace: true });
            }}
            sizeClass={sizeClass}
          />
        }
        tabs={
          <TagsBar
            tabs={tabs}
            active={active}
            welcome={welcomeTab}
            onTabsChange={replace}
            onSelect={(tab) => navigate(tab.value)}
            onSearch={() => dialogs.show('search')}
            onClearCache={async () => {
              await client.auth.clearCache().catch(() => {});
            }}
            getLabel={(tab) => translateTabLabel(tab.label, t)}
          />
        }
      >
        <Outlet />
      </AppShell>
      <MenuSearch
        open={dialogs.isOpen('search')}
        onOpenChange={dialogs.setOpen('search')}
        menu={menuAll.length ? menuAll : menu}
        roles={roles}
        getLabel={getLabel}
        onChoose={(item) => go(item)}
      />
      <LockDialog
        open={dialogs.isOpen('lock')}
        onOpenChange={dialogs.setOpen('lock')}
        onLock={(password) =>
          runLockAction({
            password,
            openDialog: () => {},
            lock: () => lock(password),
            onNavigate: (path) => navigate(path),
          })
        }
      />
      <ThemeDialog
        open={dialogs.isOpen('theme')}
        onOpenChange={dialogs.setOpen('theme')}
        value={theme}
        onChange={setTheme}
      />
      <ErrorLogDialog
        open={dialogs.isOpen('errorLog')}
        onOpenChange={dialogs.setOpen('errorLog')}
        logs={logs}
        onUpload={async () => {
          await client.auth.sendLogs(logs);
          clearLogs();
        }}
        onClear={clearLogs}
      />
      <GuestRegistration />
      {website.switchMode ? <SwitchDept open={switchingDept} onOpenChange={setSwitchingDept} /> : null}
    </>
  );
}
