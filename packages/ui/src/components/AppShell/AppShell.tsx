import { type ReactNode, useEffect, useId } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Backdrop, Column, Main, Root, SidebarSlot, SkipLink } from './AppShell.styles';

export interface AppShellProps {
  /** The sidebar (usually `<Sidebar>`); give it `id={sidebarId}` to wire `aria-controls`. */
  sidebar?: ReactNode;
  /** The top bar (usually `<TopBar>`). */
  topBar?: ReactNode;
  /** The tabs bar (usually `<TagsBar>`). */
  tabs?: ReactNode;
  /** The page. */
  children?: ReactNode;
  /** Desktop: icon-only sidebar. Mobile: sidebar hidden. */
  collapsed: boolean;
  /** Toggles `collapsed` (the backdrop and Esc of the mobile drawer use it). */
  onToggleCollapse?: () => void;
  /** Small screens (size class 0/1): the sidebar becomes an off-canvas drawer. */
  isMobile?: boolean;
  /** CSS height of the shell (default the viewport). */
  height?: string;
  /** Id of the main element (the skip link's target). */
  mainId?: string;
}

/**
 * The console layout: sidebar, top bar, tabs bar and content, plus a "skip to content" link.
 * It owns no state: `collapsed` comes from the app (stored with the user's settings), and on
 * small screens an open drawer closes on a backdrop click or Esc.
 */
export function AppShell({
  sidebar,
  topBar,
  tabs,
  children,
  collapsed,
  onToggleCollapse,
  isMobile = false,
  height = '100vh',
  mainId,
}: AppShellProps) {
  const { t } = useUiTranslation('ui');
  const generated = useId();
  const main = mainId ?? `${generated}-main`;
  const drawerOpen = isMobile && !collapsed;

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onToggleCollapse?.();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, onToggleCollapse]);

  return (
    <Root
      $height={height}
      data-collapsed={collapsed ? '' : undefined}
      data-mobile={isMobile ? '' : undefined}
    >
      <SkipLink
        href={`#${main}`}
        onClick={(event) => {
          // Move focus ourselves: a hash change would clash with hash-based routers.
          event.preventDefault();
          document.getElementById(main)?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </SkipLink>
      {sidebar != null ? (
        <SidebarSlot $mobile={isMobile} $hidden={isMobile && collapsed} data-testid="shell-sidebar">
          {sidebar}
        </SidebarSlot>
      ) : null}
      {drawerOpen ? (
        <Backdrop aria-hidden="true" data-testid="shell-backdrop" onClick={onToggleCollapse} />
      ) : null}
      <Column>
        {topBar}
        {tabs}
        <Main id={main} tabIndex={-1}>
          {children}
        </Main>
      </Column>
    </Root>
  );
}
