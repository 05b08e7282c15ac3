import { menuRows, RESOURCES } from '@blade-console/blade-schema';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../connection';
import { nextId } from '../ids';
import { bladeMenu, bladeRoleMenu } from '../schema';
import { SEED_IDS } from './index';

/**
 * Adds a definition's menu entry (and its buttons) to a database seeded before the definition
 * existed, under its parent, granted to the administrator role as the first seed grants every menu.
 * A database that has the code already — live, deleted by an administrator, or seeded with the
 * whole tree — is left as it is.
 */
async function seedMissingMenu(tx: DbOrTx, code: string): Promise<void> {
  const rows = menuRows();
  const menu = rows.find((row) => row.code === code);
  if (!menu) return;
  const known = await tx.select({ id: bladeMenu.id }).from(bladeMenu).where(eq(bladeMenu.code, code));
  if (known.length > 0) return;
  const parentCode = rows[menu.parentIndex]?.code;
  const [parent] = parentCode
    ? await tx.select({ id: bladeMenu.id }).from(bladeMenu).where(eq(bladeMenu.code, parentCode))
    : [];
  if (parentCode && !parent) return;
  const buttons = rows.filter((row) => row.parentIndex === menu.index);
  const menuId = nextId();
  const inserted = [
    { ...withoutIndexes(menu), id: menuId, parentId: parent?.id ?? 0n },
    ...buttons.map((button) => ({ ...withoutIndexes(button), id: nextId(), parentId: menuId })),
  ];
  // A button code another menu already uses stays that menu's (codes are unique among live rows).
  const buttonCodes = buttons.map((button) => button.code);
  const taken = new Set(
    buttonCodes.length
      ? (
          await tx
            .select({ code: bladeMenu.code })
            .from(bladeMenu)
            .where(inArray(bladeMenu.code, buttonCodes))
        ).map((row) => row.code)
      : [],
  );
  const fresh = inserted.filter((row) => row.id === menuId || !taken.has(row.code));
  await tx.insert(bladeMenu).values(fresh);
  await tx
    .insert(bladeRoleMenu)
    .values(fresh.map((row) => ({ id: nextId(), roleId: SEED_IDS.administratorRole, menuId: row.id })));
}

function withoutIndexes<T extends { index: number; parentIndex: number }>(row: T) {
  const { index: _index, parentIndex: _parent, ...rest } = row;
  return rest;
}

/** One seed step per definition with a menu entry, named `menu-<resource>`. */
export function resourceMenuSteps() {
  return RESOURCES.flatMap((resource) => {
    if (!resource.menu) return [];
    const code = resource.menu.code ?? resource.name;
    return [{ name: `menu-${resource.name}`, run: (tx: DbOrTx) => seedMissingMenu(tx, code) }];
  });
}
