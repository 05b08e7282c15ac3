import { apiScopeResource, dataScopeResource, labelOf } from '@blade-console/blade-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import { parseId } from '../../../db/ids';
import {
  bladeMenu,
  bladeScopeApi,
  bladeScopeData,
  bladeTenant,
  bladeTenantPackage,
} from '../../../db/schema';
import { badRequest } from '../../../http/envelope';
import { msg } from '../../../i18n';

/**
 * The menus a tenant's package allows (SPEC §3 tenant packages: `menu_id` is the comma-joined ids),
 * or undefined when the tenant has no live package and so every menu is its to grant.
 */
async function packageMenus(tx: Tx, tenantId: string): Promise<Set<bigint> | undefined> {
  const [row] = await tx
    .select({ menuId: bladeTenantPackage.menuId, packageName: bladeTenantPackage.packageName })
    .from(bladeTenant)
    .innerJoin(
      bladeTenantPackage,
      and(eq(bladeTenantPackage.id, bladeTenant.packageId), eq(bladeTenantPackage.isDeleted, 0)),
    )
    .where(and(eq(bladeTenant.tenantId, tenantId), eq(bladeTenant.isDeleted, 0)));
  if (!row) return undefined;
  return new Set(
    row.menuId
      .split(',')
      .map((part) => parseId(part.trim()))
      .filter((id): id is bigint => id !== undefined),
  );
}

/**
 * A grant hands a tenant's roles only what its package holds: every menu, and the menu each data
 * or API scope hangs under, must be in the package (400 naming the first one that is not).
 */
export async function requireInPackage(
  tx: Tx,
  tenantId: string,
  grant: { menuIds: readonly bigint[]; dataScopeIds: readonly bigint[]; apiScopeIds: readonly bigint[] },
): Promise<void> {
  const allowed = await packageMenus(tx, tenantId);
  if (!allowed) return;
  const outside = grant.menuIds.filter((id) => !allowed.has(id));
  if (outside.length) {
    const [menu] = await tx
      .select({ name: bladeMenu.name })
      .from(bladeMenu)
      .where(eq(bladeMenu.id, outside[0] as bigint));
    throw badRequest(msg('system.menuOutsidePackage', { name: menu?.name ?? String(outside[0]), tenantId }));
  }
  for (const [table, ids, what] of [
    [bladeScopeData, grant.dataScopeIds, labelOf('dataScope', dataScopeResource)],
    [bladeScopeApi, grant.apiScopeIds, labelOf('apiScope', apiScopeResource)],
  ] as const) {
    if (ids.length === 0) continue;
    const scopes = await tx
      .select({ name: table.scopeName, menuId: table.menuId })
      .from(table)
      .where(inArray(table.id, [...ids]));
    const stray = scopes.find((scope) => !allowed.has(scope.menuId));
    if (stray) {
      throw badRequest(msg('system.scopeOutsidePackage', { label: what, name: stray.name, tenantId }));
    }
  }
}
