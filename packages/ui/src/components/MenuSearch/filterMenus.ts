import { defaultMenuLabel, flattenLeaves, type MenuItem, type MenuLabelGetter } from '../Sidebar/menuModel';

/**
 * The leaf menus whose name starts with `query`, case-insensitively (SPEC §2: "starts with", not
 * "contains"). Surrounding spaces of the query are ignored; an empty query lists every leaf.
 */
export function filterMenus(
  menu: readonly MenuItem[],
  query: string,
  getLabel: MenuLabelGetter = defaultMenuLabel,
): MenuItem[] {
  const leaves = flattenLeaves(menu);
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return leaves;
  return leaves.filter((item) => getLabel(item).toLocaleLowerCase().startsWith(needle));
}
