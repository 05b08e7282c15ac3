import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { findMenuByPath } from '../menu/routing';
import { useMenu } from '../stores/menu';

/**
 * Console routes other than the fixed ones exist only when the user's menu has them (SPEC §2 "Other
 * console routes are built at run time from the menu the server returns"): any other path is a 404.
 * Until the menu has loaded the page waits rather than bouncing a deep link.
 */
export function MenuGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const menuAll = useMenu((state) => state.menuAll);
  if (!menuAll.length) return null;
  return findMenuByPath(menuAll, pathname) ? children : <Navigate to="/404" replace />;
}
