import type { Menu } from '@blade-console/blade-client';
import type { VisitCounts } from '../../stores/visits';
import { PANEL_PAGES } from './access';

/** How many quick links the dashboard offers. */
export const QUICK_LINKS = 8;

/** Pages most staff come for, offered first while a person has opened few pages yet. */
const DEFAULTS: readonly string[] = [
  PANEL_PAGES.todo,
  PANEL_PAGES.notices,
  PANEL_PAGES.orders,
  PANEL_PAGES.messages,
  '/work/start',
  '/system/user',
];

/** The menu's pages (items without children), in menu order. */
function pages(menu: readonly Menu[]): Menu[] {
  return menu.flatMap((item) => (item.children?.length ? pages(item.children) : [item]));
}

/** `/x/index` is the route of a top-level page `/x`: both count as that page. */
const bare = (path: string) => path.replace(/\/index$/, '');

/**
 * The quick links: the menu pages the person opened most (ties by name of path), then the default
 * set, then the rest of the menu in its order, `size` in all. Only pages of the menu the user is
 * granted now are offered: a page opened before a role change and no longer granted is left out.
 */
export function rankQuickLinks(menu: readonly Menu[], visits: VisitCounts, size = QUICK_LINKS): Menu[] {
  const all = pages(menu);
  const byPath = new Map(all.map((item) => [bare(item.path), item]));
  const opened = Object.entries(visits)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([path]) => byPath.get(bare(path)));
  const defaults = DEFAULTS.map((path) => byPath.get(path));
  const chosen = new Set<Menu>();
  for (const item of [...opened, ...defaults, ...all]) {
    if (chosen.size >= size) break;
    if (item) chosen.add(item);
  }
  return [...chosen];
}
