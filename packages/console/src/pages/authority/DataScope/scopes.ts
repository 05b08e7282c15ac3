import type { ApiScope, DataScope } from '@blade-console/blade-client';
import {
  apiScopeResource,
  DATA_SCOPE_TYPES,
  DATA_SCOPE_USER_VALUES,
  dataScopeResource,
  dataScopeRuleError,
  type ResourceDef,
  SCOPED_RESOURCES,
} from '@blade-console/blade-schema';
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

/** A `t` of the console namespace. */
type Translate = (key: string) => string;

/**
 * The data-scope types the server applies (blade-schema dataScopes.ts), named as the seeded
 * `data_scope_type` dictionary names them in the page's language: the tenant's copy of that
 * dictionary could be edited to offer types nothing enforces.
 */
export function dataScopeTypes(t: Translate): CrudOption[] {
  return Object.values(DATA_SCOPE_TYPES).map((value) => ({
    value,
    label: t(`dicts.data_scope_type.${value}`),
  }));
}

/** What the data-scope form offers beside the shared sources, in the page's language. */
export interface DataScopeChoices {
  /** A custom rule's values (dataScopeUserValues). */
  userValues?: readonly CrudOption[];
  /** Which resource codes the server applies rules to (see dataScopeCodes). */
  resourceCodeHint?: string;
}

/** The codes of the resources whose lists and details obey rules, for the resource-code hint. */
export function dataScopeCodes(): string {
  return [...SCOPED_RESOURCES.keys()].join(', ');
}

/** What a custom rule may compare its column with: the signed-in user's values, not SQL. */
export function dataScopeUserValues(t: Translate): CrudOption[] {
  return DATA_SCOPE_USER_VALUES.map((value) => ({ value, label: t(`dataScope.userValues.${value}`) }));
}

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
export function dataScopeColumns(
  src: ScopeSources,
  { userValues = [], resourceCodeHint }: DataScopeChoices = {},
): CrudColumn<DataScope>[] {
  const ns = 'dataScope';
  const r = dataScopeResource;
  return withOverrides(resourceColumns<DataScope>(r), {
    menuId: menuColumn<DataScope>(r, ns, src),
    scopeName: { rules: required(r, ns, 'scopeName') },
    resourceCode: { rules: required(r, ns, 'resourceCode'), hint: resourceCodeHint },
    // Optional on the server; the form asks for them and offers Saber's defaults.
    scopeColumn: {
      defaultValue: 'create_dept',
      hint: 'console:dataScope.scopeColumnHint',
      rules: required(r, ns, 'scopeColumn'),
    },
    scopeType: typeColumn<DataScope>(r, ns, src),
    scopeField: { defaultValue: '*', rules: required(r, ns, 'scopeField') },
    scopeClass: { defaultValue: undefined, rules: required(r, ns, 'scopeClass') },
    scopeValue: {
      type: 'select',
      options: [...userValues],
      span: 12,
      hint: 'console:dataScope.scopeValueHint',
      rules: [{ max: 2000 }, { validator: (value, values) => checkScopeValue(value, values) }],
    },
  });
}

/**
 * A custom data scope needs a user value the server knows (the other types compute theirs); the
 * server's own check (blade-schema `dataScopeRuleError`) decides, so the form refuses what it would.
 */
export function checkScopeValue(
  value: unknown,
  rule: { scopeType?: unknown; scopeColumn?: unknown },
): string | undefined {
  if (Number(rule.scopeType) !== DATA_SCOPE_TYPES.custom) return undefined;
  const error = dataScopeRuleError({ scopeType: rule.scopeType, scopeColumn: 'column', scopeValue: value });
  return error ? 'console:dataScope.rules.scopeValue' : undefined;
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
