import type { ApiScope, DataScope } from '@blade-console/blade-client';
import { apiScopeResource, dataScopeResource, type ResourceDef } from '@blade-console/blade-schema';
import type { CrudActions, CrudColumn, CrudOption, CrudRule, CrudTreeOption } from '@blade-console/ui';
import { withOverrides } from '../../../crud/columnOverrides';
import { resourceColumns } from '../../../crud/resourceColumns';

/** What a scope page's columns are built from: the menu tree, the type dictionary, the chosen menu. */
export interface ScopeSources {
  menus: readonly CrudTreeOption[];
  types: readonly CrudOption[];
  /** The menu chosen beside the table: new scopes start under it. */
  menuId: string | null;
}

/** Data-scope type 5 (`data_scope_type`: 自定义) is the one whose rule value is written by hand. */
export const CUSTOM_DATA_SCOPE = 5;

/** The seed gives each scope page one button, `<code>_setting` (权限配置), covering add, edit and delete. */
export function scopeActions(
  permission: Record<string, boolean> | undefined,
  settingCode: string,
): CrudActions {
  const allowed = !!permission?.[settingCode];
  return { add: allowed, edit: allowed, delete: allowed, view: true };
}

/** The definition's rules of `field`, the required one in the page's words (`请输入权限名称`). */
function required(resource: ResourceDef, ns: string, field: string): CrudRule[] {
  const max = resource.fields[field]?.max;
  return [{ required: true, message: `console:${ns}.rules.${field}` }, ...(max ? [{ max }] : [])];
}

/** The menu a scope hangs under: a tree select, starting at the menu chosen beside the table. */
function menuColumn<T>(resource: ResourceDef, ns: string, src: ScopeSources): Partial<CrudColumn<T>> {
  return {
    type: 'tree',
    treeOptions: [...src.menus],
    defaultValue: src.menuId ?? undefined,
    rules: required(resource, ns, 'menuId'),
  };
}

/** The scope type: a select of the page's dictionary, required on the form. */
function typeColumn<T>(resource: ResourceDef, ns: string, src: ScopeSources): Partial<CrudColumn<T>> {
  return { options: [...src.types], rules: required(resource, ns, 'scopeType') };
}

/** `/authority/datascope` (blade-api.md §6.1 "Data scope"): the definition's columns, the form's extras. */
export function dataScopeColumns(src: ScopeSources): CrudColumn<DataScope>[] {
  const ns = 'dataScope';
  const r = dataScopeResource;
  return withOverrides(resourceColumns<DataScope>(r), {
    menuId: menuColumn<DataScope>(r, ns, src),
    scopeName: { rules: required(r, ns, 'scopeName') },
    resourceCode: { rules: required(r, ns, 'resourceCode') },
    // Optional on the server; the form asks for them and offers Saber's defaults.
    scopeColumn: { defaultValue: 'create_dept', rules: required(r, ns, 'scopeColumn') },
    scopeType: typeColumn<DataScope>(r, ns, src),
    scopeField: { defaultValue: '*', rules: required(r, ns, 'scopeField') },
    scopeClass: { defaultValue: undefined, rules: required(r, ns, 'scopeClass') },
    scopeValue: {
      hint: 'console:dataScope.scopeValueHint',
      rules: [{ max: 2000 }, { validator: (value, values) => checkScopeValue(value, values.scopeType) }],
    },
  });
}

/** A custom data scope needs its rule value; the other types compute it (Saber's data-scope form). */
export function checkScopeValue(value: unknown, scopeType: unknown): string | undefined {
  if (Number(scopeType) !== CUSTOM_DATA_SCOPE) return undefined;
  return value == null || String(value).trim() === '' ? 'console:dataScope.rules.scopeValue' : undefined;
}

/** API paths are matched from the root: `/blade-system/param/**`. */
export function checkScopePath(value: unknown): string | undefined {
  if (value == null || value === '') return undefined;
  return String(value).trim().startsWith('/') ? undefined : 'console:apiScope.rules.scopePathSlash';
}

/** `/authority/apiscope` (blade-api.md §6.1 "API scope"): the definition's columns, the form's extras. */
export function apiScopeColumns(src: ScopeSources): CrudColumn<ApiScope>[] {
  const ns = 'apiScope';
  const r = apiScopeResource;
  return withOverrides(resourceColumns<ApiScope>(r), {
    menuId: menuColumn<ApiScope>(r, ns, src),
    scopeName: { rules: required(r, ns, 'scopeName') },
    resourceCode: { rules: required(r, ns, 'resourceCode') },
    scopePath: {
      hint: 'console:apiScope.scopePathHint',
      rules: [...required(r, ns, 'scopePath'), { validator: (value) => checkScopePath(value) }],
    },
    scopeType: typeColumn<ApiScope>(r, ns, src),
  });
}
