import type { ResourceDef } from './define';
import { BASE_TREE, type ButtonSeed, CRUD_BUTTONS, crud, type MenuSeed } from './menuTree';
import { RESOURCES } from './resources';

export { BASE_TREE, type ButtonSeed, type MenuSeed } from './menuTree';

/**
 * Puts each resource's menu entry under its parent (at `sort`, 1-based, or last); an entry whose
 * code is already in the tree replaces it.
 */
export function withResourceMenus(tree: readonly MenuSeed[], resources: readonly ResourceDef[]): MenuSeed[] {
  const clone = (items: readonly MenuSeed[]): MenuSeed[] =>
    items.map((item) => (item.children ? { ...item, children: clone(item.children) } : { ...item }));
  const copy = clone(tree);
  const byCode = new Map<string, MenuSeed>();
  const index = (items: MenuSeed[]) => {
    for (const item of items) {
      byCode.set(item.code, item);
      if (item.children) index(item.children);
    }
  };
  index(copy);
  // Placed in the order of their declared positions, so each lands at its `sort` whatever order
  // the resources come in (the registry lists them by file).
  const placed = resources
    .filter((resource) => resource.menu)
    .sort((a, b) => (a.menu?.sort ?? Number.POSITIVE_INFINITY) - (b.menu?.sort ?? Number.POSITIVE_INFINITY));
  for (const resource of placed) {
    const entry = resource.menu;
    if (!entry) continue;
    const parent = byCode.get(entry.parent);
    if (!parent) throw new Error(`${resource.name}: no menu "${entry.parent}" to hang under`);
    const code = entry.code ?? resource.name;
    const item: MenuSeed = { code, name: entry.name, path: entry.path, source: entry.source };
    if (entry.en) item.en = entry.en;
    if (resource.buttons) item.buttons = resource.buttons.map((b) => CRUD_BUTTONS[b](code));
    const siblings = (parent.children ?? []).filter((child) => child.code !== code);
    const at = entry.sort === undefined ? siblings.length : Math.max(0, entry.sort - 1);
    siblings.splice(at, 0, item);
    parent.children = siblings;
  }
  return copy;
}

/** The whole tree the server seeds. */
export const MENU_TREE: readonly MenuSeed[] = withResourceMenus(BASE_TREE, RESOURCES);

/** Top-level sort values (blade-api.md §7 keeps desk 1 … system 99). */
export const TOP_LEVEL_SORT: Record<string, number> = {
  desk: 1,
  work: 2,
  monitor: 3,
  tool: 4,
  report: 5,
  website: 6,
  flow: 7,
  resource: 8,
  base: 97,
  authority: 98,
  system: 99,
};

/**
 * Codes the `user` role is granted: the desk and the notices (blade-api.md §7), and 我的事务 — every
 * person takes part in workflows (the leave process's staff, manager and hr hold this role).
 */
export const USER_ROLE_MENU_CODES = [
  'desk',
  'notice',
  'notice_add',
  'notice_edit',
  'notice_delete',
  'notice_view',
  'work',
  'work_start',
  'work_claim',
  'work_todo',
  'work_send',
  'work_done',
  'work_leave',
];

export function defaultButtons(menu: MenuSeed): ButtonSeed[] {
  if (menu.buttons) return menu.buttons;
  if (menu.children?.length) return [];
  return crud(menu.code);
}

/** The id of the first seeded menu row; row `index` has this plus `index` (server and mocks alike). */
export const MENU_ID_BASE = '1123598815738675201';

/** One row of `blade_menu` as seeded: menus (category 1) and their buttons (category 2). */
export interface MenuRowSeed {
  /** Position in depth-first order: the server's and the mocks' ids are a base plus this. */
  index: number;
  /** `index` of the parent row, or -1 for a top-level menu. */
  parentIndex: number;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action: number;
  isOpen: number;
}

/** The tree flattened into menu and button rows, depth-first, with the seeded sort values. */
export function menuRows(tree: readonly MenuSeed[] = MENU_TREE): MenuRowSeed[] {
  const rows: MenuRowSeed[] = [];
  const visit = (menu: MenuSeed, parentIndex: number, sort: number): void => {
    const index = rows.length;
    rows.push({
      index,
      parentIndex,
      code: menu.code,
      name: menu.name,
      alias: 'menu',
      path: menu.path,
      source: menu.source ?? '',
      sort,
      category: 1,
      action: 0,
      isOpen: menu.isOpen ?? 1,
    });
    defaultButtons(menu).forEach((button, i) => {
      const verb = button.code.startsWith(`${menu.code}_`)
        ? button.code.slice(menu.code.length + 1)
        : button.code;
      rows.push({
        index: rows.length,
        parentIndex: index,
        code: button.code,
        name: button.name,
        alias: verb,
        path: `${menu.path}/${verb}`,
        source: button.source,
        sort: i + 1,
        category: 2,
        action: button.action,
        isOpen: 1,
      });
    });
    menu.children?.forEach((child, i) => {
      visit(child, index, i + 1);
    });
  };
  for (const top of tree) visit(top, -1, TOP_LEVEL_SORT[top.code] ?? 50);
  return rows;
}
