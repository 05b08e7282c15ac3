import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { findMenuByPath } from '../menu/routing';
import { ErrorRoute } from '../pages/ErrorRoute';
import { useMenu } from '../stores/menu';

/**
 * Console routes other than the fixed ones exist only when the user's menu has them (SPEC §2 "Other
 * console routes are built at run time from the menu the server returns"): any other path is a 404,
 * shown at that address inside the frame, so the sidebar, the top bar and the tabs stay to go on
 * from (a mistyped address is not a dead end).
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

  const notFound = <ErrorRoute code={404} landmark={false} />;
  if (menuAll.length) return findMenuByPath(menuAll, pathname) ? children : notFound;
  if (status === 'failed' && error !== earlierError) {
    throw error instanceof Error ? error : new Error(String(error));
  }
  if (status === 'loaded') return notFound;
  return null;
}
