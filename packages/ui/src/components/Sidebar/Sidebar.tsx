import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Truck } from '../../icons';
import { useStableCallback } from '../../utils/useStableCallback';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { MenuIcon } from '../MenuIcon';
import { Tooltip } from '../Tooltip';
import { MenuFlyout } from './MenuFlyout';
import {
  defaultMenuLabel,
  filterMenuByRoles,
  findTrail,
  hasChildren,
  type MenuItem,
  menuKey,
  openExternal,
  opensInNewWindow,
} from './menuModel';
import { Brand, IconRow, List, LogoMark, Nav, Root } from './Sidebar.styles';
import type { SidebarProps } from './Sidebar.types';
import { Group } from './SidebarGroup';
import { Leaf } from './SidebarLeaf';
import { onSidebarKey } from './sidebarKeys';

export type { SidebarLinkProps, SidebarProps } from './Sidebar.types';

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The console's menu: a logo and the role-filtered menu tree. Groups are disclosure buttons
 * (Enter/Space/→ open, ← closes or goes to the parent), ↑/↓/Home/End move between visible rows.
 * Collapsed, it shows icons with tooltips and opens groups as fly-out menus.
 */
export function Sidebar({
  menu,
  roles,
  activePath,
  collapsed = false,
  isMobile = false,
  onToggleCollapse,
  onNavigate,
  renderLink,
  getLabel = defaultMenuLabel,
  logo,
  title = 'Blade Console',
  id,
  className,
}: SidebarProps) {
  const { t } = useUiTranslation('ui');
  const baseId = useId();
  const items = useMemo(() => (roles ? filterMenuByRoles(menu, roles) : [...menu]), [menu, roles]);
  const trail = useMemo(() => findTrail(items, activePath), [items, activePath]);
  const trailKeys = useMemo(() => new Set(trail.map(menuKey)), [trail]);
  const activeKey = trail.length > 0 ? menuKey(trail[trail.length - 1] as MenuItem) : undefined;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(trail.slice(0, -1).map(menuKey)));
  const iconOnly = collapsed && !isMobile;

  // A new route opens the groups above it (without closing the ones the user opened).
  useEffect(() => {
    if (trail.length < 2) return;
    setOpen((prev) => {
      const next = new Set(prev);
      for (const item of trail.slice(0, -1)) next.add(menuKey(item));
      return next.size === prev.size ? prev : next;
    });
  }, [trail]);

  // Keep the current page's row in view in a long menu (after its groups opened). In the next
  // frame, where the browser lays the page out anyway: now (a tab switch's synchronous commit) it
  // would force a layout of the page just shown, which the frame then does again.
  const navRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!activeKey) return;
    const frame = requestAnimationFrame(() =>
      navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);

  // Keeps its identity: the memoised group rows get it.
  const toggle = useCallback(
    (key: string, value?: boolean) =>
      setOpen((prev) => {
        const next = new Set(prev);
        const on = value ?? !next.has(key);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );

  const choose = (item: MenuItem) => {
    if (opensInNewWindow(item)) openExternal(item.path);
    else onNavigate(item);
    if (isMobile) onToggleCollapse?.();
  };

  const linkClick = useStableCallback(
    (item: MenuItem, custom: boolean, event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return; // let the browser open a new tab/window itself
      if (opensInNewWindow(item) || !custom) event.preventDefault();
      choose(item);
    },
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => onSidebarKey(event, toggle);

  const newWindowText = t('shell.opensInNewWindow');
  const renderLeaf = (item: MenuItem, depth: number, parentKey: string | undefined, asIcon: boolean) => (
    <Leaf
      item={item}
      label={getLabel(item)}
      depth={depth}
      parentKey={parentKey}
      asIcon={asIcon}
      current={menuKey(item) === activeKey}
      renderLink={renderLink}
      onLinkClick={linkClick}
      newWindowText={newWindowText}
    />
  );

  const renderTree = (list: readonly MenuItem[], depth: number, parentKey?: string): ReactNode =>
    list.map((item) => {
      const key = menuKey(item);
      const label = getLabel(item);
      if (!hasChildren(item)) return <li key={key}>{renderLeaf(item, depth, parentKey, false)}</li>;
      const expanded = open.has(key);
      return (
        <li key={key}>
          <Group
            item={item}
            label={label}
            depth={depth}
            parentKey={parentKey}
            expanded={expanded}
            inTrail={trailKeys.has(key)}
            groupId={`${baseId}-g-${key}`}
            onToggle={toggle}
          >
            {expanded ? renderTree(item.children ?? [], depth + 1, key) : null}
          </Group>
        </li>
      );
    });

  // Collapsed: icons with tooltips; a group's icon opens its fly-out menu.
  const renderIcons = (list: readonly MenuItem[]): ReactNode =>
    list.map((item) => {
      const key = menuKey(item);
      const label = getLabel(item);
      if (!hasChildren(item)) {
        return (
          <li key={key}>
            <Tooltip content={label} side="right">
              {renderLeaf(item, 0, undefined, true)}
            </Tooltip>
          </li>
        );
      }
      return (
        <li key={key}>
          <DropdownMenu>
            <Tooltip content={label} side="right">
              <DropdownMenuTrigger asChild>
                <IconRow
                  type="button"
                  data-menu-item=""
                  data-key={key}
                  data-trail={trailKeys.has(key) ? '' : undefined}
                >
                  <MenuIcon source={item.source} size={18} />
                  <VisuallyHidden>{label}</VisuallyHidden>
                </IconRow>
              </DropdownMenuTrigger>
            </Tooltip>
            <DropdownMenuContent side="right" align="start" aria-label={label}>
              <DropdownMenuLabel>{label}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              <MenuFlyout
                items={item.children ?? []}
                getLabel={getLabel}
                activeKey={activeKey}
                onChoose={choose}
                newWindowText={newWindowText}
              />
            </DropdownMenuContent>
          </DropdownMenu>
        </li>
      );
    });

  return (
    <Root id={id} className={className} $iconOnly={iconOnly} data-collapsed={iconOnly ? '' : undefined}>
      <Brand $iconOnly={iconOnly}>
        <LogoMark aria-hidden="true">{logo ?? <Truck />}</LogoMark>
        {iconOnly ? null : <span>{title}</span>}
      </Brand>
      <Nav ref={navRef} aria-label={t('shell.navigation')} onKeyDown={onKeyDown}>
        <List>{iconOnly ? renderIcons(items) : renderTree(items, 0)}</List>
      </Nav>
    </Root>
  );
}
