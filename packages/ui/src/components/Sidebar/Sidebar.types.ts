import type { MouseEvent, ReactElement, ReactNode } from 'react';
import type { MenuItem, MenuLabelGetter } from './menuModel';

/** What `renderLink` must spread on the element it returns (the app's router link). */
export interface SidebarLinkProps {
  href: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
  tabIndex?: number;
  'data-menu-item': '';
  'data-key': string;
  'data-parent-key'?: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

export interface SidebarProps {
  /** The menu tree in the server's shape. */
  menu: readonly MenuItem[];
  /** The user's role aliases; when given, items whose `meta.roles` exclude them are hidden. */
  roles?: readonly string[];
  /** Path of the current route; its item is marked current and its groups are opened. */
  activePath?: string;
  /** Icon-only mode (tooltips and fly-out submenus). Ignored when `isMobile` (the shell hides it). */
  collapsed?: boolean;
  /** Small screens: choosing an item calls `onToggleCollapse` to hide the sidebar again. */
  isMobile?: boolean;
  onToggleCollapse?: () => void;
  /**
   * Called for every chosen console route (not for open-mode-2 external links, which open a new
   * window). With the default links the sidebar prevents the page load and leaves navigation to
   * you; with `renderLink` your link navigates and this is for bookkeeping (tabs, analytics).
   */
  onNavigate: (item: MenuItem) => void;
  /** Render a console route with the app's router link: spread `props` on it. */
  renderLink?: (item: MenuItem, props: SidebarLinkProps) => ReactElement;
  /** Display text of an item (default: label, name, path), e.g. from `meta.i18n`. */
  getLabel?: MenuLabelGetter;
  /** Logo mark (default: a truck icon on the accent colour). */
  logo?: ReactNode;
  /** Product name beside the logo. */
  title?: ReactNode;
  id?: string;
  className?: string;
}
