import { useEffect } from 'react';
import type { Location } from 'react-router-dom';
import { findMenuByPath } from '../menu/routing';
import { useMenu } from '../stores/menu';
import { useTabs } from '../stores/tabs';

/**
 * The label of the page just opened — the `name` query, else the menu item's name, else the
 * route's i18n label — and its tab (SPEC §2: "a tab is added, unless the route meta disables tabs
 * or the path or name is empty"). Frame pages differ only by their query, so it is part of their value.
 */
export function useTabTracking(
  location: Location,
  addTab: boolean,
  routeLabel?: string,
  queryLabel?: string,
): string | undefined {
  const menuAll = useMenu((state) => state.menuAll);
  const item = findMenuByPath(menuAll, location.pathname);
  // Menu names are the server's (Chinese); `console:route.<code>` names them in other languages.
  const label = queryLabel || (item ? `console:route.${item.code}|${item.name}` : routeLabel);
  const value = location.pathname.startsWith('/myiframe/')
    ? location.pathname + location.search
    : location.pathname;
  useEffect(() => {
    if (addTab && label) useTabs.getState().open({ label, value });
  }, [addTab, label, value]);
  return label;
}
