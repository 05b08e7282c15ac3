import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { getSessionSnapshot, hasTokenCookie, signOutLocally, useSession } from '../session/session';
import { decideNavigation, type RouteMeta } from './guard';
import { translateTabLabel } from './tabLabel';
import { useTabTracking } from './useTabTracking';

export interface RouteHandle {
  meta?: RouteMeta;
  /** i18n key (`namespace:key`) of the tab label and the page title. */
  label?: string;
}

/** Applies the guard of SPEC §2 to every navigation, then renders the matched route. */
export function GuardedRoot() {
  const location = useLocation();
  const matches = useMatches();
  // Re-run the guard when the session changes (sign-in, logout, lock).
  useSession();
  const { t } = useTranslation();
  const handle = (matches.at(-1)?.handle ?? {}) as RouteHandle;
  const session = getSessionSnapshot();
  const decision = decideNavigation({
    path: location.pathname,
    query: new URLSearchParams(location.search),
    meta: handle.meta ?? {},
    hasTokenCookie: hasTokenCookie(),
    storedToken: session.token,
    isLocked: session.isLocked,
  });

  const passed = decision.kind === 'pass';
  const isConsolePage = handle.meta?.isAuth !== false;
  const label = useTabTracking(
    location,
    passed && decision.addTab && isConsolePage,
    handle.label,
    passed ? decision.label : undefined,
  );
  useEffect(() => {
    // "After each navigation the page title is set from the translated tab label."
    if (passed && label) document.title = translateTabLabel(label, t);
  }, [passed, label, t]);

  const logout = decision.kind === 'redirect' && decision.logout === true;
  const windowUrl = decision.kind === 'open-window' ? decision.url : undefined;
  useEffect(() => {
    if (logout) signOutLocally();
  }, [logout]);
  useEffect(() => {
    if (windowUrl) window.open(windowUrl, '_blank', 'noopener,noreferrer');
  }, [windowUrl]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
