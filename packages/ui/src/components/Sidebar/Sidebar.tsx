import { Slot } from '@radix-ui/react-slot';
import { ChevronRight, ExternalLink, Truck } from 'lucide-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { titleWhenCut } from '../../utils/titleWhenCut';
import { useStableCallback } from '../../utils/useStableCallback';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { MenuIcon } from '../MenuIcon';
import { Tooltip } from '../Tooltip';
import {
  defaultMenuLabel,
  filterMenuByRoles,
  findTrail,
  hasChildren,
  type MenuItem,
  type MenuLabelGetter,
  menuKey,
  openExternal,
  opensInNewWindow,
} from './menuModel';
import {
  Brand,
  External,
  GroupButton,
  IconRow,
  ItemLink,
  Label,
  List,
  LogoMark,
  Nav,
  Root,
} from './Sidebar.styles';

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

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Visible menu rows in DOM order, for arrow-key movement. */
function rowsOf(nav: HTMLElement): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>('[data-menu-item]')].filter((el) => el.offsetParent !== null);
}

interface LeafProps {
  item: MenuItem;
  label: string;
  depth: number;
  parentKey: string | undefined;
  /** Collapsed: the icon only (the label is read out, not shown). */
  asIcon: boolean;
  current: boolean;
  renderLink: SidebarProps['renderLink'];
  onLinkClick: (item: MenuItem, custom: boolean, event: MouseEvent<HTMLAnchorElement>) => void;
  newWindowText: string;
}

/**
 * One page of the menu. Memoised (its handler keeps its identity): a new current page re-renders
 * the two rows it concerns, not the whole menu — the shell re-renders on every tab switch.
 */
const Leaf = memo(function Leaf({
  item,
  label,
  depth,
  parentKey,
  asIcon,
  current,
  renderLink,
  onLinkClick,
  newWindowText,
}: LeafProps) {
  const external = opensInNewWindow(item);
  const content = (
    <>
      <MenuIcon source={item.source} size={asIcon ? 18 : 16} />
      {asIcon ? (
        <VisuallyHidden>{label}</VisuallyHidden>
      ) : (
        <Label onPointerEnter={titleWhenCut}>{label}</Label>
      )}
      {external ? (
        <>
          {asIcon ? null : (
            <External aria-hidden="true">
              <ExternalLink />
            </External>
          )}
          <VisuallyHidden>{newWindowText}</VisuallyHidden>
        </>
      ) : null}
    </>
  );
  const common = {
    'aria-current': current ? ('page' as const) : undefined,
    'data-menu-item': '' as const,
    'data-key': menuKey(item),
    'data-parent-key': parentKey,
  };
  if (renderLink && !external) {
    // Slot merges the row's class (and our handlers) into the app's link element.
    const link = renderLink(item, {
      ...common,
      href: item.path,
      onClick: (event) => onLinkClick(item, true, event),
      children: content,
    });
    return asIcon ? (
      <IconRow as={Slot}>{link}</IconRow>
    ) : (
      <ItemLink as={Slot} $depth={depth}>
        {link}
      </ItemLink>
    );
  }
  const anchorProps = {
    ...common,
    href: item.path,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => onLinkClick(item, false, event),
    ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
  };
  return asIcon ? (
    <IconRow as="a" {...anchorProps}>
      {content}
    </IconRow>
  ) : (
    <ItemLink $depth={depth} {...anchorProps}>
      {content}
    </ItemLink>
  );
});

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

  // Keep the current page's row in view in a long menu (after its groups opened).
  const navRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!activeKey) return;
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeKey]);

  const toggle = (key: string, value?: boolean) =>
    setOpen((prev) => {
      const next = new Set(prev);
      const on = value ?? !next.has(key);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-menu-item')) return;
    const nav = event.currentTarget;
    const rows = rowsOf(nav);
    const index = rows.indexOf(target);
    const key = target.getAttribute('data-key') ?? '';
    const focusRow = (el: HTMLElement | undefined) => el?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusRow(rows[index + 1]);
        break;
      case 'ArrowUp':
        focusRow(rows[index - 1]);
        break;
      case 'Home':
        focusRow(rows[0]);
        break;
      case 'End':
        focusRow(rows[rows.length - 1]);
        break;
      case 'ArrowRight':
        if (target.getAttribute('aria-expanded') === 'false') toggle(key, true);
        else if (target.getAttribute('aria-expanded') === 'true') focusRow(rows[index + 1]);
        else return;
        break;
      case 'ArrowLeft': {
        if (target.getAttribute('aria-expanded') === 'true') {
          toggle(key, false);
          break;
        }
        const parent = target.getAttribute('data-parent-key');
        if (!parent) return;
        focusRow(rows.find((el) => el.getAttribute('data-key') === parent));
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

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
      const groupId = `${baseId}-g-${key}`;
      return (
        <li key={key}>
          <GroupButton
            type="button"
            $depth={depth}
            aria-expanded={expanded}
            aria-controls={groupId}
            data-menu-item=""
            data-key={key}
            data-parent-key={parentKey}
            data-trail={trailKeys.has(key) ? '' : undefined}
            onClick={() => toggle(key)}
          >
            <MenuIcon source={item.source} />
            <Label onPointerEnter={titleWhenCut}>{label}</Label>
            <ChevronRight size={14} aria-hidden="true" />
          </GroupButton>
          <List id={groupId} hidden={!expanded}>
            {renderTree(item.children ?? [], depth + 1, key)}
          </List>
        </li>
      );
    });

  // Fly-out content of a collapsed group: nested groups become sub-menus.
  const renderFlyout = (list: readonly MenuItem[]): ReactNode =>
    list.map((item) => {
      const key = menuKey(item);
      const label = getLabel(item);
      if (hasChildren(item)) {
        return (
          <DropdownMenuSub key={key}>
            <DropdownMenuSubTrigger icon={<MenuIcon source={item.source} />}>{label}</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>{renderFlyout(item.children ?? [])}</DropdownMenuSubContent>
          </DropdownMenuSub>
        );
      }
      return (
        <DropdownMenuItem
          key={key}
          icon={<MenuIcon source={item.source} />}
          aria-current={key === activeKey ? 'page' : undefined}
          onSelect={() => choose(item)}
        >
          {label}
          {opensInNewWindow(item) ? <VisuallyHidden>{t('shell.opensInNewWindow')}</VisuallyHidden> : null}
        </DropdownMenuItem>
      );
    });

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
              {renderFlyout(item.children ?? [])}
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
