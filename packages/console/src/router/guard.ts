import { isSafeFrameUrl } from '@blade-console/ui';

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
}

export interface GuardInput {
  path: string;
  name?: string;
  query: URLSearchParams;
  meta: RouteMeta;
  /** A token cookie is present. */
  hasTokenCookie: boolean;
  /** The token kept in storage; empty means the session is gone though a cookie lingers. */
  storedToken: string;
  isLocked: boolean;
}

export type GuardDecision =
  | { kind: 'redirect'; to: string; logout?: boolean }
  | { kind: 'open-window'; url: string }
  | { kind: 'pass'; isMenu: boolean; addTab: boolean; src?: string; label?: string };

export const LOCK_PATH = '/lock';
export const LOGIN_PATH = '/login';
export const PUBLIC_HOME = '/Home';

export function decideNavigation(input: GuardInput): GuardDecision {
  const { path, query, meta } = input;
  // Each navigation records whether the page is a menu page, unless meta or ?menu says otherwise.
  const isMenu = meta.menu !== false && query.get('menu') !== 'false';

  if (!input.hasTokenCookie) {
    if (meta.isAuth === false) return { kind: 'pass', isMenu, addTab: false };
    return { kind: 'redirect', to: PUBLIC_HOME };
  }
  if (input.isLocked && path !== LOCK_PATH) return { kind: 'redirect', to: LOCK_PATH };
  if (path === LOGIN_PATH) return { kind: 'redirect', to: '/' };
  if (!input.storedToken) return { kind: 'redirect', to: LOGIN_PATH, logout: true };

  const target = query.get('target');
  const windowUrl = target ? query.get('src') || target : undefined;
  // Only web addresses open: a crafted link must not run `javascript:` or open a data: page.
  if (windowUrl && isSafeFrameUrl(windowUrl, 'http://localhost/'))
    return { kind: 'open-window', url: windowUrl };

  const addTab = meta.isTab !== false && Boolean(path) && input.name !== '';
  return {
    kind: 'pass',
    isMenu,
    addTab,
    src: query.get('src') ?? undefined,
    label: query.get('name') ?? undefined,
  };
}
