import type { Menu } from '@blade-console/blade-client';
import type { Tab } from '@blade-console/ui';
import { useEffect } from 'react';
import type { Location } from 'react-router-dom';
import { findMenuByPath } from '../menu/routing';
import { useTabs } from '../stores/tabs';

/**
 * A page's own name: its menu item's (`console:route.<code>` names it in other languages, the
 * server's Chinese name is the fallback), else the route's i18n label; '' when it has neither.
 */
export function pageName(menuAll: readonly Menu[], pathname: string, routeLabel?: string): string {
  const item = findMenuByPath(menuAll, pathname);
  return item ? `console:route.${item.code}|${item.name}` : (routeLabel ?? '');
}

/**
 * The tab of a page the guard let through. SPEC §2: "A query 'src' or 'name' overrides the address
 * or the label": the tab's value is then `src` (as in Saber), and it keeps the query to go back to
 * the same page. Frame pages differ only by their query, so without `src` it is part of the value.
 */
export function pageTab(location: Pick<Location, 'pathname' | 'search'>, label: string, src?: string): Tab {
  if (src) return { label, value: src, query: Object.fromEntries(new URLSearchParams(location.search)) };
  if (location.pathname.startsWith('/myiframe/'))
    return { label, value: location.pathname + location.search };
  // The query is the page's view (a table's search, page, sort): choosing the tab again reopens it.
  const query = Object.fromEntries(new URLSearchParams(location.search));
  return Object.keys(query).length
    ? { label, value: location.pathname, query }
    : { label, value: location.pathname };
}

/** Opens (or activates) `tab` when the page it belongs to is shown. */
export function useTabTracking(tab: Tab | undefined): void {
  const label = tab?.label;
  const value = tab?.value;
  const query = tab?.query ? JSON.stringify(tab.query) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab is identified by these three.
  useEffect(() => {
    if (tab) useTabs.getState().open(tab);
  }, [label, value, query]);
}
