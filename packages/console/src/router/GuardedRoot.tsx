import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BlockerFunction,
  type Location,
  Navigate,
  Outlet,
  useBlocker,
  useLocation,
  useMatches,
} from 'react-router-dom';
import { findMenuByPath } from '../menu/routing';
import { mustChangePassword } from '../session/passwordChange';
import {
  getSessionSnapshot,
  hasTokenCookie,
  signOutLocally,
  storedToken,
  useSession,
} from '../session/session';
import { useTokenRefresh } from '../session/tokenRefresh';
import { useOtherTabs } from '../session/useOtherTabs';
import { useMenu } from '../stores/menu';
import { recordVisit } from '../stores/visits';
import { type CurrentPage, CurrentPageContext, NO_PAGE_YET } from './currentPage';
import {
  decideNavigation,
  type GuardDecision,
  LOCK_PATH,
  newWindowUrl,
  type RouteMeta,
  SIGNED_IN_FRAME,
} from './guard';
import { translateTabLabel } from './tabLabel';
import { pageName, pageTab, useTabTracking } from './useTabTracking';

export interface RouteHandle {
  meta?: RouteMeta;
  /** i18n key (`namespace:key`) of the tab label and the page title. */
  label?: string;
}

/** Public pages that still belong to a session: they follow another tab's sign-in or sign-out. */
const SESSION_PAGES = new Set(['/login', '/lock']);

/** The guard's decision for going to `location`, with the session as it is now. */
function decide(
  location: Pick<Location, 'pathname' | 'search'>,
  meta: RouteMeta,
  name?: string,
): GuardDecision {
  const session = getSessionSnapshot();
  return decideNavigation({
    path: location.pathname,
    name,
    query: new URLSearchParams(location.search),
    meta,
    hasTokenCookie: hasTokenCookie(),
    // Read now, not from this tab's copy: just after another tab signed in, this tab's copy still
    // lacks the token the cookie already carries, and "a cookie without a stored token" would sign
    // the other tab out (the copy catches up through useOtherTabs).
    storedToken: storedToken(),
    isLocked: session.isLocked,
    mustChangePassword: mustChangePassword(session.user),
  });
}

/**
 * A query 'target' opens a new window and the user stays where they were (Saber's guard opens
 * the window and does not go on): such a navigation is blocked before it happens. Asked of every
 * navigation, the whole guard only for one with a 'target' (it reads the cookie and the stored
 * session, a tab switch's cost).
 */
const opensNewWindow: BlockerFunction = ({ nextLocation }) =>
  new URLSearchParams(nextLocation.search).has('target') && decide(nextLocation, {}).kind === 'open-window';

/** `location` without the query that opened a window, for a page loaded with one. */
function withoutTarget(location: Location): string {
  const query = new URLSearchParams(location.search);
  query.delete('target');
  query.delete('src');
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/** Applies the guard of SPEC §2 to every navigation, then renders the matched route. */
export function GuardedRoot() {
  const location = useLocation();
  const matches = useMatches();
  // Re-run the guard when the session changes (sign-in, logout, lock).
  const session = useSession();
  const { t } = useTranslation();
  const menuAll = useMenu((state) => state.menuAll);
  const handle = (matches.at(-1)?.handle ?? {}) as RouteHandle;
  const decision = decide(location, handle.meta ?? {}, pageName(menuAll, location.pathname, handle.label));

  // SPEC §4: the token refresh runs whenever a session exists, whatever the page (the lock too).
  useTokenRefresh(hasTokenCookie() && Boolean(session.token));
  // What the other tabs do to the session reaches this one; a website page needs no session.
  useOtherTabs(handle.meta?.isAuth === false && !SESSION_PAGES.has(location.pathname));

  const blocker = useBlocker(opensNewWindow);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const url = newWindowUrl(new URLSearchParams(blocker.location.search));
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    blocker.reset();
  }, [blocker]);

  const passed = decision.kind === 'pass';
  const isConsolePage = handle.meta?.isAuth !== false;
  const label = passed ? decision.label : undefined;
  useTabTracking(
    passed && decision.addTab && isConsolePage && label ? pageTab(location, label, decision.src) : undefined,
  );
  useEffect(() => {
    // "After each navigation the page title is set from the translated tab label."
    if (passed && label) document.title = translateTabLabel(label, t);
  }, [passed, label, t]);

  // "Each navigation records whether the page is a menu page", for the layout: set while rendering
  // (React renders this again at once, before its children), so the shell shows it in this commit.
  const [currentPage, setCurrentPage] = useState<CurrentPage>(NO_PAGE_YET);
  if (passed) {
    const isMenu = decision.isMenu;
    const address = decision.src ?? location.pathname;
    if (currentPage.isMenu !== isMenu || currentPage.address !== address) setCurrentPage({ isMenu, address });
  }

  // The dashboard's quick links rank the menu pages a person opens most: one count per arrival on
  // a page (a table's search or paging changes only the query, and counts nothing).
  const visited =
    passed && isConsolePage && findMenuByPath(menuAll, location.pathname) ? location.pathname : undefined;
  useEffect(() => {
    if (visited) recordVisit(getSessionSnapshot().user, visited);
  }, [visited]);

  const logout = decision.kind === 'redirect' && decision.logout === true;
  useEffect(() => {
    if (logout) signOutLocally();
  }, [logout]);

  // A page loaded with a 'target' (no page to stay on): open the window once, show the page.
  const windowUrl = decision.kind === 'open-window' ? decision.url : undefined;
  const openedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!windowUrl || openedFor.current === location.key) return;
    openedFor.current = location.key;
    window.open(windowUrl, '_blank', 'noopener,noreferrer');
  }, [windowUrl, location.key]);

  // Going to the lock page from a console page keeps the signed-in frame rendered (it hides itself
  // while the session is locked): unmounting it, even for the one render before the lock page
  // shows, would drop every tab's page and its unsaved input. The outlet keeps its place in the tree.
  const toLock = decision.kind === 'redirect' && decision.to === LOCK_PATH;
  const inFrame = matches.some((match) => match.id === SIGNED_IN_FRAME);
  const redirect =
    decision.kind === 'redirect'
      ? decision.to
      : decision.kind === 'open-window'
        ? withoutTarget(location)
        : null;
  return (
    <>
      {redirect === null ? null : <Navigate to={redirect} replace />}
      {redirect === null || (toLock && inFrame) ? (
        <CurrentPageContext.Provider value={currentPage}>
          <Outlet />
        </CurrentPageContext.Provider>
      ) : null}
    </>
  );
}
