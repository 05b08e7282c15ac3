import type { TenantPackage } from '@blade-console/blade-client';
import { tenantPackageResource } from '@blade-console/blade-schema';
import type { CrudActions, CrudColumn, CrudTreeOption } from '@blade-console/ui';
import { pageColumns } from '../../../crud/pageColumns';
import { withResourceRules } from '../../../crud/resourceColumns';
import { joinValues } from '../common/pages';

const { column, required } = pageColumns<TenantPackage>('tenantPackage');

/** SPEC §2: add, edit, delete and multi-select delete; view shown but disabled. */
export const tenantPackageActions: CrudActions = { view: 'disabled' };

/** SPEC §9: the tenant package dialog is 600 wide. */
export const TENANT_PACKAGE_DIALOG_WIDTH = 600;

/**
 * The tenant package page (SPEC §5 "Tenant package form"); `menus` is the menu tree (labelled by
 * title). The menus are a tree select, so the page keeps its own columns; lengths come from the
 * definition.
 */
export function tenantPackageColumns(menus: readonly CrudTreeOption[]): CrudColumn<TenantPackage>[] {
  return withResourceRules<TenantPackage>(tenantPackageResource, [
    required('packageName', { searchable: true }),
    required('menuId', { type: 'tree', multiple: true, treeOptions: [...menus], hide: { table: true } }),
    column('remark', { type: 'textarea', span: 24 }),
  ]);
}

/** SPEC §3: menuId is a list of menu ids, sent as comma-joined text. */
export function toTenantPackagePayload(
  row: Partial<TenantPackage> & { menuId?: unknown },
): Partial<TenantPackage> {
  return { ...row, menuId: joinValues(row.menuId) };
}
