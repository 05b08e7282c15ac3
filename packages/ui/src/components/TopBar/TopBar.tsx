import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { type Locale, locales } from '../../i18n/locale';
import { useUiTranslation } from '../../i18n/uiStrings';
import {
  Bug,
  Check,
  ChevronDown,
  Home,
  Languages,
  LayoutDashboard,
  Lock,
  LogOut,
  Maximize,
  Minimize,
  PanelLeftClose,
  PanelLeftOpen,
  Replace,
  Search,
  Shirt,
  UserRound,
} from '../../icons';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import type { SizeClass } from '../AppShell/sizeClass';
import { Badge, formatBadgeCount } from '../Badge';
import { ColorPicker } from '../ColorPicker';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { MenuIcon } from '../MenuIcon';
import { NotificationPopover, type NotificationPopoverProps } from '../NotificationPopover';
import { TipButton } from './TipButton';
import { ToolButton } from './ToolButton';
import {
  Avatar,
  Header,
  Spacer,
  Tools,
  TopMenuButton,
  TopMenus,
  UserButton,
  UserName,
} from './TopBar.styles';

/** A top menu as `/blade-system/menu/top-menu` returns it. */
export interface TopMenuItem {
  id: string;
  name: string;
  source?: string;
  path?: string;
}

/** The home entry that precedes the server's top menus; its empty id means "no top-menu filter". */
export const HOME_TOP_MENU: TopMenuItem = { id: '', name: '' };

export interface TopBarUser {
  name: string;
  /** Image URL; without it the initial is shown. */
  avatar?: string;
}

export interface TopBarProps {
  collapsed: boolean;
  onToggleCollapse: () => void;
  /** Id of the sidebar element, for `aria-controls` on the collapse toggle. */
  sidebarId?: string;
  /** The server's top menus; a home entry is always shown first. */
  topMenus?: readonly TopMenuItem[];
  /** Id of the chosen top menu ('' = home). */
  activeTopMenu?: string;
  /** A top menu (or `HOME_TOP_MENU`) was chosen. */
  onTopMenu?: (item: TopMenuItem) => void;
  /** Shows the search button. */
  onOpenSearch?: () => void;
  /** Shows the colour picker. */
  onAccentChange?: (color: string) => void;
  accent?: string;
  /** Shows the error-log button with a badge capped at 99. */
  onOpenErrorLog?: () => void;
  errorCount?: number;
  /** Shows the lock button (see `runLockAction` for what it should do). */
  onLock?: () => void;
  /** Shows the theme button. */
  onOpenTheme?: () => void;
  /**
   * The notice bell (false hides it): its props, or the bell itself as an element that reads its own
   * data (a `NotificationPopover` inside a component of the app's). Then the bar does not render again
   * as the bell's lists arrive, only the bell does.
   */
  notification?: boolean | NotificationPopoverProps | ReactElement;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Shows the full-screen toggle (see `useFullscreen`). */
  onToggleFullscreen?: () => void;
  fullscreen?: boolean;
  user: TopBarUser;
  /** Adds "switch department" to the user menu (SPEC §9: off by default). */
  switchMode?: boolean;
  onDashboard?: () => void;
  onUserInfo?: () => void;
  onSwitchDept?: () => void;
  onLogout: () => void;
  /** Screen size class: top menus hide below 2, secondary tools below 1. */
  sizeClass?: SizeClass;
  /** Extra content before the tools (e.g. a tenant switch). */
  extra?: ReactNode;
}

/**
 * The console's top bar (SPEC §2). Every part is driven by props and reports through callbacks;
 * optional tools appear when their callback is given.
 */
export function TopBar({
  collapsed,
  onToggleCollapse,
  sidebarId,
  topMenus = [],
  activeTopMenu = '',
  onTopMenu,
  onOpenSearch,
  onAccentChange,
  accent,
  onOpenErrorLog,
  errorCount = 0,
  onLock,
  onOpenTheme,
  notification = true,
  locale,
  onLocaleChange,
  onToggleFullscreen,
  fullscreen = false,
  user,
  switchMode = false,
  onDashboard,
  onUserInfo,
  onSwitchDept,
  onLogout,
  sizeClass = 3,
  extra,
}: TopBarProps) {
  const { t } = useUiTranslation('ui');
  const showTopMenus = onTopMenu != null && sizeClass >= 2;
  const roomy = sizeClass >= 1;
  const badge = formatBadgeCount(errorCount);

  return (
    <Header>
      <TipButton
        tip={collapsed ? t('shell.expand') : t('shell.collapse')}
        aria-expanded={!collapsed}
        aria-controls={sidebarId}
        onClick={onToggleCollapse}
      >
        {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
      </TipButton>
      {showTopMenus ? (
        <TopMenus aria-label={t('shell.topMenu')}>
          <ul>
            {[HOME_TOP_MENU, ...topMenus].map((item) => (
              <li key={item.id || 'home'}>
                <TopMenuButton
                  type="button"
                  aria-current={item.id === activeTopMenu ? 'true' : undefined}
                  onClick={() => onTopMenu?.(item)}
                >
                  {item.id === '' ? <Home size={16} aria-hidden="true" /> : <MenuIcon source={item.source} />}
                  {item.id === '' ? t('shell.home') : item.name}
                </TopMenuButton>
              </li>
            ))}
          </ul>
        </TopMenus>
      ) : null}
      <Spacer />
      {extra}
      <Tools>
        {onOpenSearch ? (
          <TipButton tip={t('shell.search')} onClick={onOpenSearch}>
            <Search aria-hidden="true" />
          </TipButton>
        ) : null}
        {onAccentChange && roomy ? <ColorPicker value={accent} onChange={onAccentChange} /> : null}
        {onOpenErrorLog ? (
          <TipButton
            tip={t('shell.errorLog')}
            // The visible badge text ("3", "99+") must be part of the name (WCAG 2.5.3).
            name={badge ? `${t('shell.errorLog')} ${badge}` : undefined}
            onClick={onOpenErrorLog}
          >
            <Badge count={errorCount}>
              <Bug aria-hidden="true" />
            </Badge>
          </TipButton>
        ) : null}
        {onLock && roomy ? (
          <TipButton tip={t('shell.lock')} onClick={onLock}>
            <Lock aria-hidden="true" />
          </TipButton>
        ) : null}
        {onOpenTheme && roomy ? (
          <TipButton tip={t('shell.theme')} onClick={onOpenTheme}>
            <Shirt aria-hidden="true" />
          </TipButton>
        ) : null}
        {notification === false ? null : isValidElement(notification) ? (
          notification
        ) : (
          <NotificationPopover {...(typeof notification === 'object' ? notification : {})} />
        )}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <ToolButton
              type="button"
              aria-label={`${t('shell.language')}: ${t(`shell.languages.${locale}`)}`}
            >
              <Languages aria-hidden="true" />
            </ToolButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" aria-label={t('shell.language')}>
            {locales.map((code) => (
              // The current language is disabled (SPEC §2) and ticked so it is not only greyed out.
              <DropdownMenuItem
                key={code}
                lang={code === 'zh' ? 'zh-CN' : 'en'}
                disabled={code === locale}
                icon={code === locale ? <Check aria-hidden="true" /> : <span style={{ width: 16 }} />}
                onSelect={() => onLocaleChange(code)}
              >
                {t(`shell.languages.${code}`)}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        {onToggleFullscreen && roomy ? (
          <TipButton
            tip={fullscreen ? t('shell.exitFullscreen') : t('shell.fullscreen')}
            name={t('shell.fullscreen')}
            aria-pressed={fullscreen}
            onClick={onToggleFullscreen}
          >
            {fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
          </TipButton>
        ) : null}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            {/* Named by its content (not aria-label) so the visible user name is the name's end. */}
            <UserButton type="button">
              <Avatar
                aria-hidden="true"
                data-initial={user.avatar ? undefined : user.name.slice(0, 1).toUpperCase()}
              >
                {user.avatar ? <img src={user.avatar} alt="" /> : null}
              </Avatar>
              <VisuallyHidden>{t('shell.userMenu')}: </VisuallyHidden>
              {roomy ? <UserName>{user.name}</UserName> : <VisuallyHidden>{user.name}</VisuallyHidden>}
              <ChevronDown aria-hidden="true" />
            </UserButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" aria-label={t('shell.userMenu')}>
            <DropdownMenuItem icon={<LayoutDashboard aria-hidden="true" />} onSelect={onDashboard}>
              {t('shell.dashboard')}
            </DropdownMenuItem>
            <DropdownMenuItem icon={<UserRound aria-hidden="true" />} onSelect={onUserInfo}>
              {t('shell.userInfo')}
            </DropdownMenuItem>
            {switchMode ? (
              <DropdownMenuItem icon={<Replace aria-hidden="true" />} onSelect={onSwitchDept}>
                {t('shell.switchDept')}
              </DropdownMenuItem>
            ) : null}
            {/* A phone's bar has no room for these buttons: they are here instead. */}
            {onLock && !roomy ? (
              <DropdownMenuItem icon={<Lock aria-hidden="true" />} onSelect={onLock}>
                {t('shell.lock')}
              </DropdownMenuItem>
            ) : null}
            {onOpenTheme && !roomy ? (
              <DropdownMenuItem icon={<Shirt aria-hidden="true" />} onSelect={onOpenTheme}>
                {t('shell.theme')}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuSeparator />
            <DropdownMenuItem icon={<LogOut aria-hidden="true" />} onSelect={onLogout}>
              {t('shell.logout')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </Tools>
    </Header>
  );
}
