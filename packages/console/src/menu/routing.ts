import type { Menu } from '@blade-console/blade-client';

/** An http(s) address, or a path that contains html, is shown through the iframe route (SPEC §2). */
export function isFramePath(path: string): boolean {
  return /^https?:\/\//i.test(path) || /html/i.test(path);
}

/** Saber's menu addresses may carry the user's token as this placeholder (the report designer). */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder, not a template.
export const TOKEN_PLACEHOLDER = '${token}';

/**
 * The console address of an iframe page: `/myiframe/urlPath?name=…&src=…` (SPEC §2 console routes).
 * The address keeps its token placeholder: the token is put in only when the frame renders
 * (`frameSource`), so it never lands in the browser history or the saved tabs.
 */
export function framePagePath(item: Pick<Menu, 'path' | 'name' | 'code'>): string {
  const query = new URLSearchParams({ src: item.path, name: item.name });
  return `/myiframe/urlPath?${query.toString()}`;
}

/**
 * The address an iframe loads. Saber puts the user's token into `${token}` of menu addresses (the
 * report designer's); we do so only for the origins the console trusts with it, because a menu
 * address is data an administrator typed. Elsewhere the placeholder is dropped.
 */
export function frameSource(
  src: string,
  token: string | undefined,
  trustedOrigins: readonly string[],
): string {
  if (!src.includes(TOKEN_PLACEHOLDER)) return src;
  let origin = '';
  try {
    origin = new URL(src).origin;
  } catch {
    // Not an absolute address: no origin to trust.
  }
  const trusted = Boolean(token) && trustedOrigins.includes(origin);
  return src.replaceAll(TOKEN_PLACEHOLDER, trusted ? (token ?? '') : '');
}

/** A top-level menu item: the server's root parent id is '0'. */
export function isTopLevelMenu(item: Pick<Menu, 'parentId'>): boolean {
  return !item.parentId || item.parentId === '0';
}

/**
 * Where choosing a menu item leads, from the sidebar or the menu search alike. SPEC §2: "A
 * top-level item without children and not an external link gets '/index' appended to its path"
 * (the route table answers there too); frame paths go through the iframe route.
 */
export function menuTarget(item: Menu, isTopLevel: boolean = isTopLevelMenu(item)): string {
  if (isFramePath(item.path)) return framePagePath(item);
  const hasChildren = Boolean(item.children?.length);
  if (!isTopLevel || hasChildren) return item.path;
  // The query, if the administrator gave the path one, stays after the '/index'.
  const [path = '', query] = item.path.split(/\?(.*)/s);
  if (path.endsWith('/index')) return item.path;
  return query === undefined ? `${path}/index` : `${path}/index?${query}`;
}

/** The menu item whose route is `pathname`, if any (matching `/x` and its `/x/index` form). */
export function findMenuByPath(menu: readonly Menu[], pathname: string): Menu | undefined {
  const bare = pathname.replace(/\/index$/, '');
  const visit = (nodes: readonly Menu[]): Menu | undefined => {
    for (const node of nodes) {
      if (node.path === pathname || node.path === bare) return node;
      const found = node.children ? visit(node.children) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return visit(menu);
}

/**
 * The menu items from the outermost group down to the one whose page `pathname` is (系统管理 ›
 * 用户管理), for the breadcrumb; empty for an address no menu item has.
 */
export function menuTrail(menu: readonly Menu[], pathname: string): Menu[] {
  const bare = pathname.replace(/\/index$/, '');
  const visit = (nodes: readonly Menu[], above: Menu[]): Menu[] | undefined => {
    for (const node of nodes) {
      if (node.path === pathname || node.path === bare) return [...above, node];
      const found = node.children ? visit(node.children, [...above, node]) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return visit(menu, []) ?? [];
}
