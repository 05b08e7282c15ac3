import type { Menu } from '@blade-console/blade-client/types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { splitCsv } from '../../../auth/users';
import { buildForest, withAncestors } from '../../../crud/tree';
import type { DbOrTx } from '../../../db/connection';
import { idsAmong } from '../../../db/ids';
import { bladeMenu, bladeRoleMenu, bladeTopMenuSetting } from '../../../db/schema';

export type MenuRow = typeof bladeMenu.$inferSelect;

/** All live menus and buttons, by sort then id (the order of every menu forest). */
export function allMenus(db: DbOrTx): Promise<MenuRow[]> {
  return db
    .select()
    .from(bladeMenu)
    .where(eq(bladeMenu.isDeleted, 0))
    .orderBy(asc(bladeMenu.sort), asc(bladeMenu.id));
}

/** Ids of the menus and buttons granted to any of the roles (CSV of role ids, as in the token). */
export async function grantedMenuIds(db: DbOrTx, roleIdCsv: string): Promise<Set<string>> {
  const roleIds = splitCsv(roleIdCsv)
    .filter((id) => /^\d+$/.test(id))
    .map((id) => BigInt(id));
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .select({ menuId: bladeRoleMenu.menuId })
    .from(bladeRoleMenu)
    .where(inArray(bladeRoleMenu.roleId, roleIds));
  return new Set(rows.map((r) => String(r.menuId)));
}

/** Whether one of the roles (CSV of ids) is granted the live button (or menu) with this `code`. */
export async function hasGrantedCode(db: DbOrTx, roleIdCsv: string, code: string): Promise<boolean> {
  const roleIds = idsAmong(splitCsv(roleIdCsv));
  if (roleIds.length === 0) return false;
  const [row] = await db
    .select({ id: bladeMenu.id })
    .from(bladeRoleMenu)
    .innerJoin(bladeMenu, eq(bladeMenu.id, bladeRoleMenu.menuId))
    .where(and(inArray(bladeRoleMenu.roleId, roleIds), eq(bladeMenu.code, code), eq(bladeMenu.isDeleted, 0)))
    .limit(1);
  return row !== undefined;
}

export async function topMenuMenuIds(db: DbOrTx, topMenuId: bigint): Promise<Set<string>> {
  const rows = await db
    .select({ menuId: bladeTopMenuSetting.menuId })
    .from(bladeTopMenuSetting)
    .where(eq(bladeTopMenuSetting.topMenuId, topMenuId));
  return new Set(rows.map((r) => String(r.menuId)));
}

/**
 * A menu row as the wire's MenuVO (names of dictionaries are filled by `detail` only): every
 * column is sent, so the ids the wire type leaves optional (absent before an insert) are here.
 */
export function toMenuVO(
  row: MenuRow,
  parentName = '',
): Menu & { id: string; parentId: string; parentName: string } {
  return {
    id: String(row.id),
    parentId: String(row.parentId),
    code: row.code,
    name: row.name,
    alias: row.alias,
    path: row.path,
    source: row.source,
    sort: row.sort,
    category: row.category,
    action: row.action,
    isOpen: row.isOpen,
    remark: row.remark ?? '',
    parentName,
  };
}

/**
 * The forest of the selected menus plus all their ancestors, filtered by `keep` (e.g. category 1
 * for routes), in menu order.
 */
export function menuForestWithAncestors(
  menus: readonly MenuRow[],
  selected: Iterable<string>,
  keep: (row: MenuRow) => boolean = () => true,
): Menu[] {
  const parentOf = new Map(menus.map((m) => [String(m.id), String(m.parentId)]));
  const included = withAncestors(selected, parentOf);
  const nameOf = new Map(menus.map((m) => [String(m.id), m.name]));
  const rows = menus
    .filter((m) => included.has(String(m.id)) && keep(m))
    .map((m) => toMenuVO(m, nameOf.get(String(m.parentId)) ?? ''));
  return buildForest(rows);
}
