/**
 * The menu in the server's shape (blade-api §5, after Saber's conversion: `name`/`label`, `path`,
 * `source`, `children`, `meta`). Pure functions over it are shared by the sidebar and menu search.
 */
export interface MenuItemMeta {
  /** Role aliases allowed to see the item; absent or empty = everybody. */
  roles?: readonly string[];
  /** Translation key of the title (Saber: `route.<i18n>`), resolved by the app's `getLabel`. */
  i18n?: string;
  [key: string]: unknown;
}

export interface MenuItem {
  id?: string;
  parentId?: string;
  code?: string;
  /** The server's name; `label` wins when both are present (Saber maps name → label). */
  name?: string;
  label?: string;
  /** A route (`/system/user`) or an absolute URL (iframe or external link). */
  path: string;
  /** Icon class (`iconfont iconicon_setting`); empty gives the default icon. */
  source?: string;
  /** Open mode; 2 = open in a new window (used for external links). */
  isOpen?: number;
  children?: readonly MenuItem[];
  meta?: MenuItemMeta;
  query?: Record<string, unknown>;
  group?: readonly string[];
}

/** Turns an item into its display text; the default uses `label`, then `name`, then `path`. */
export type MenuLabelGetter = (item: MenuItem) => string;

export const defaultMenuLabel: MenuLabelGetter = (item) => item.label || item.name || item.path;

/** A key unique within one menu tree: the id when there is one, else the path. */
export function menuKey(item: MenuItem): string {
  return item.id ?? item.path;
}

export function hasChildren(item: MenuItem): boolean {
  return (item.children?.length ?? 0) > 0;
}

/** An item shows if it has no role restriction, or its meta roles include one of the user's. */
export function isMenuVisible(item: MenuItem, userRoles: readonly string[]): boolean {
  const roles = item.meta?.roles;
  if (!roles || roles.length === 0) return true;
  return roles.some((role) => userRoles.includes(role));
}

/**
 * The tree with every hidden item (and its whole subtree) removed. A parent whose children are
 * all hidden stays a plain item only if it had no children to begin with: an empty group would be
 * a dead end, so it is dropped too.
 */
export function filterMenuByRoles(items: readonly MenuItem[], userRoles: readonly string[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (!isMenuVisible(item, userRoles)) continue;
    if (!hasChildren(item)) {
      out.push(item);
      continue;
    }
    const children = filterMenuByRoles(item.children ?? [], userRoles);
    if (children.length > 0) out.push({ ...item, children });
  }
  return out;
}

/** http(s) URLs (and protocol-relative ones) are external; everything else is a console route. */
export function isExternalPath(path: string): boolean {
  return /^(https?:)?\/\//i.test(path.trim());
}

/** Open-mode 2 with an external path: the item opens in a new window instead of navigating. */
export function opensInNewWindow(item: MenuItem): boolean {
  return item.isOpen === 2 && isExternalPath(item.path);
}

/** Opens a URL in a new window that cannot reach back into the console (no opener, no referrer). */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Every leaf (item without children), depth first, in menu order. */
export function flattenLeaves(items: readonly MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (hasChildren(item)) walk(item.children ?? []);
      else out.push(item);
    }
  };
  walk(items);
  return out;
}

/**
 * The chain of items from the root down to the one whose path equals `path` (inclusive), or []
 * when no item matches. A route below a leaf (`/system/user/add`) matches that leaf, so the sidebar
 * keeps its place on detail pages.
 */
export function findTrail(items: readonly MenuItem[], path: string | undefined): MenuItem[] {
  if (!path) return [];
  let best: MenuItem[] = [];
  const walk = (list: readonly MenuItem[], trail: MenuItem[]) => {
    for (const item of list) {
      const next = [...trail, item];
      if (item.path === path) {
        best = next;
        return true;
      }
      if (!hasChildren(item) && path.startsWith(`${item.path}/`)) {
        if (best.length === 0 || item.path.length > (best[best.length - 1]?.path.length ?? 0)) best = next;
      }
      if (hasChildren(item) && walk(item.children ?? [], next)) return true;
    }
    return false;
  };
  walk(items, []);
  return best;
}
