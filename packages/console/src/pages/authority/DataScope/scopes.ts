import type { ApiScope, DataScope } from '@blade-console/blade-client';
import type { CrudActions, CrudColumn, CrudOption, CrudTreeOption } from '@blade-console/ui';

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

const required = (ns: string, field: string) => [{ required: true, message: `console:${ns}.rules.${field}` }];

function menuColumn<T>(ns: string, src: ScopeSources): CrudColumn<T> {
  return {
    field: 'menuId',
    label: `console:${ns}.menuId`,
    type: 'tree',
    treeOptions: [...src.menus],
    defaultValue: src.menuId ?? undefined,
    rules: required(ns, 'menuId'),
  };
}

/** `/authority/datascope` (blade-api.md §6.1 "Data scope"). */
export function dataScopeColumns(src: ScopeSources): CrudColumn<DataScope>[] {
  const ns = 'dataScope';
  return [
    menuColumn<DataScope>(ns, src),
    {
      field: 'scopeName',
      label: 'console:dataScope.scopeName',
      searchable: true,
      rules: required(ns, 'scopeName'),
    },
    {
      field: 'resourceCode',
      label: 'console:dataScope.resourceCode',
      searchable: true,
      rules: required(ns, 'resourceCode'),
    },
    {
      field: 'scopeColumn',
      label: 'console:dataScope.scopeColumn',
      defaultValue: 'create_dept',
      rules: required(ns, 'scopeColumn'),
    },
    {
      field: 'scopeType',
      label: 'console:dataScope.scopeType',
      type: 'select',
      options: [...src.types],
      defaultValue: 1,
      rules: required(ns, 'scopeType'),
    },
    {
      field: 'scopeField',
      label: 'console:dataScope.scopeField',
      defaultValue: '*',
      rules: required(ns, 'scopeField'),
    },
    {
      field: 'scopeClass',
      label: 'console:dataScope.scopeClass',
      span: 24,
      rules: required(ns, 'scopeClass'),
      hide: { table: true },
    },
    {
      field: 'scopeValue',
      label: 'console:dataScope.scopeValue',
      type: 'textarea',
      span: 24,
      hint: 'console:dataScope.scopeValueHint',
      hide: { table: true },
      rules: [{ validator: (value, values) => checkScopeValue(value, values.scopeType) }],
    },
    { field: 'remark', label: 'console:dataScope.remark', type: 'textarea', span: 24, hide: { table: true } },
  ];
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

/** `/authority/apiscope` (blade-api.md §6.1 "API scope"). */
export function apiScopeColumns(src: ScopeSources): CrudColumn<ApiScope>[] {
  const ns = 'apiScope';
  return [
    menuColumn<ApiScope>(ns, src),
    {
      field: 'scopeName',
      label: 'console:apiScope.scopeName',
      searchable: true,
      rules: required(ns, 'scopeName'),
    },
    {
      field: 'resourceCode',
      label: 'console:apiScope.resourceCode',
      searchable: true,
      rules: required(ns, 'resourceCode'),
    },
    {
      field: 'scopePath',
      label: 'console:apiScope.scopePath',
      span: 24,
      searchable: true,
      hint: 'console:apiScope.scopePathHint',
      rules: [...required(ns, 'scopePath'), { validator: (value) => checkScopePath(value) }],
    },
    {
      field: 'scopeType',
      label: 'console:apiScope.scopeType',
      type: 'select',
      options: [...src.types],
      defaultValue: 1,
      rules: required(ns, 'scopeType'),
    },
    { field: 'remark', label: 'console:apiScope.remark', type: 'textarea', span: 24, hide: { table: true } },
  ];
}
