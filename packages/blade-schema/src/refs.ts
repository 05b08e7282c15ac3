/**
 * The resources a field may refer to (`ref: 'dept'`): what the server checks a value against, what
 * name lists show beside it, and which picker the console offers. One entry per target, read by the
 * server (existence in the tenant, `<field>Name`), the mocks and the console's forms.
 */

/** The targets a definition's field may name in `ref`. */
export type RefTarget = 'dept' | 'post' | 'role' | 'user' | 'region';

export interface RefSpec {
  /** The target in the server's messages (`机构「42」不存在`). */
  readonly label: string;
  /** The target in English messages (`Department "42" does not exist`). */
  readonly en: string;
  /** The target's key on the wire: a snowflake id, or a region's code. */
  readonly key: 'id' | 'code';
  /**
   * How a form chooses a row: from a tree (a tree select), from a flat list (a select), or from a
   * tree loaded level by level as it is opened (regions: tens of thousands; the console's
   * RegionSelect).
   */
  readonly picker: 'tree' | 'list' | 'lazyTree';
  /** Rows belong to a tenant: a value must name a row of the writer's own tenant. */
  readonly tenantScoped: boolean;
}

export const REFS: Readonly<Record<RefTarget, RefSpec>> = {
  dept: { label: '机构', en: 'Department', key: 'id', picker: 'tree', tenantScoped: true },
  post: { label: '岗位', en: 'Post', key: 'id', picker: 'list', tenantScoped: true },
  role: { label: '角色', en: 'Role', key: 'id', picker: 'tree', tenantScoped: true },
  user: { label: '用户', en: 'User', key: 'id', picker: 'list', tenantScoped: true },
  region: { label: '行政区划', en: 'Region', key: 'code', picker: 'lazyTree', tenantScoped: false },
};

/** The values a reference field holds: one id, or several comma-joined (`idList`). */
export function refValues(value: unknown): string[] {
  if (value == null || value === '') return [];
  const list = Array.isArray(value) ? value : String(value).split(',');
  return list.map((item) => String(item).trim()).filter(Boolean);
}
