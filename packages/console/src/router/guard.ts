import { isSafeFrameUrl } from '@blade-console/ui';
import {
  CHANGE_PASSWORD_PATH,
  LOCK_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  PUBLIC_HOME,
  SIGNED_IN_FRAME,
  signInAddressFor,
  signInReturnPath,
} from './paths';

/**
 * The navigation guard of SPEC §2 as a pure decision, so every rule is unit-tested without a
 * browser. The router component applies the decision.
 */
export interface RouteMeta {
  /** false for public pages (SPEC §2: flagged as not needing authentication). */
  isAuth?: boolean;
  /** false keeps the page out of the tabs bar. */
  isTab?: boolean;
  /** false hides the menu (the page is not a menu page). */
  menu?: boolean;
  /**
   * The signed-in frame's catch-all, which shows a menu item's page that is not built yet: without
   * a session there is no menu to ask, so the address is unknown (404), not a page to sign in for.
   */
  catchAll?: boolean;
}

export interface GuardInput {
  path: string;
  /** The page's label (its menu item's or route's); empty when it has none. */
  name?: string;
  query: URLSearchParams;
  meta: RouteMeta;
  /** A token cookie is present. */
  hasTokenCookie: boolean;
  /** The token kept in storage; empty means the session is gone though a cookie lingers. */
  storedToken: string;
  isLocked: boolean;
  /** The session's account still has its initial password (session/passwordChange.ts). */
  mustChangePassword?: boolean;
}

export type GuardDecision =
  | { kind: 'redirect'; to: string; logout?: boolean }
  | { kind: 'open-window'; url: string }
  | {
      kind: 'pass';
      /** Whether the page is a menu page (the app records it for the layout). */
      isMenu: boolean;
      addTab: boolean;
      /** The query 'src': the tab's address instead of the path. */
      src?: string;
      /** The tab's label: the query 'name', else the page's name. */
      label?: string;
    };

// Where the routes and the guard's callers have always found them.
export { CHANGE_PASSWORD_PATH, LOCK_PATH, LOGIN_PATH, NOT_FOUND_PATH, PUBLIC_HOME, SIGNED_IN_FRAME };

export function decideNavigation(input: GuardInput): GuardDecision {
  const { path, query, meta } = input;
  // Each navigation records whether the page is a menu page, unless meta or ?menu says otherwise.
  const isMenu = meta.menu !== false && query.get('menu') !== 'false';
  // "A query 'src' or 'name' overrides the address or the label".
  const src = query.get('src') || undefined;
  const label = query.get('name') || input.name || undefined;

  if (!input.hasTokenCookie) {
    if (meta.isAuth === false) return { kind: 'pass', isMenu, addTab: false, label };
    if (meta.catchAll) return { kind: 'redirect', to: NOT_FOUND_PATH };
    // A console address opened without a session (a bookmark, a shared link, an expired session)
    // asks to sign in and comes back to it, instead of SPEC §2's public /Home, which lost the page.
    return { kind: 'redirect', to: signInAddressFor(`${path}${queryText(query)}`) };
  }
  if (input.isLocked && path !== LOCK_PATH) return { kind: 'redirect', to: LOCK_PATH };
  if (path === LOGIN_PATH) return { kind: 'redirect', to: signInReturnPath(query) ?? '/' };
  if (!input.storedToken) return { kind: 'redirect', to: LOGIN_PATH, logout: true };
  // Before every page (the shell's too): the server answers nothing else until it is changed.
  if (input.mustChangePassword) {
    if (path === CHANGE_PASSWORD_PATH) return { kind: 'pass', isMenu: false, addTab: false, label };
    return { kind: 'redirect', to: CHANGE_PASSWORD_PATH };
  }
  if (path === CHANGE_PASSWORD_PATH) return { kind: 'redirect', to: '/' };

  const windowUrl = newWindowUrl(query);
  if (windowUrl) return { kind: 'open-window', url: windowUrl };

  // A tab is added "unless the route meta disables tabs or the path or name is empty" (the
  // overridden ones, as in Saber).
  const addTab = meta.isTab !== false && Boolean(src ?? path) && Boolean(label);
  return { kind: 'pass', isMenu, addTab, src, label };
}

function queryText(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The address a query 'target' opens in a new window: the query 'src', else the target itself.
 * Only web addresses open: a crafted link must not run `javascript:` or open a data: page.
 */
export function newWindowUrl(query: URLSearchParams): string | undefined {
  const target = query.get('target');
  const url = target ? query.get('src') || target : undefined;
  return url && isSafeFrameUrl(url, 'http://localhost/') ? url : undefined;
}
