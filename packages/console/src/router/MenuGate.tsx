import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { findMenuByPath } from '../menu/routing';
import { useMenu } from '../stores/menu';

/**
 * Console routes other than the fixed ones exist only when the user's menu has them (SPEC §2 "Other
 * console routes are built at run time from the menu the server returns"): any other path is a 404.
 * Until the menu has loaded the page waits rather than bouncing a deep link. A menu that came back
 * empty has no page either (404); one that could not be loaded is an error (the route's error page
 * says why and the local error log keeps it).
 */
export function MenuGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const menuAll = useMenu((state) => state.menuAll);
  const status = useMenu((state) => state.status);
  const error = useMenu((state) => state.error);
  // A failure from before this page opened (the user left the error page) is retried, not shown.
  const [earlierError] = useState(() => {
    const state = useMenu.getState();
    return state.status === 'failed' ? state.error : undefined;
  });
  useEffect(() => {
    if (earlierError !== undefined)
      void useMenu
        .getState()
        .load()
        .catch(() => {});
  }, [earlierError]);

  if (menuAll.length) return findMenuByPath(menuAll, pathname) ? children : <Navigate to="/404" replace />;
  if (status === 'failed' && error !== earlierError) {
    throw error instanceof Error ? error : new Error(String(error));
  }
  if (status === 'loaded') return <Navigate to="/404" replace />;
  return null;
}
