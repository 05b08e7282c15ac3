import { defineResource, id, integer, text } from '../../define';

/**
 * Roles, a tree per tenant (`parentId` "0" for roots); `roleAlias` is what permission checks read.
 * The forest, tree nodes, the user's `select`, the grants and the guard on the `administrator`
 * alias stay special code, as does the page (its tree select of parents and the grant dialog).
 * The table has no create audit, only `is_deleted` and the version (`updateUser`, `updateTime`: who
 * changed a row last and when, which an edit sends back so a stale save is refused).
 */
export const roleResource = defineResource({
  name: 'role',
  label: '角色',
  en: 'Role',
  path: '/blade-system/role',
  table: 'blade_role',
  ownService: true,
  fields: {
    parentId: id({ label: '上级角色', en: 'Parent role' }),
    roleName: text(255, { label: '角色名称', en: 'Role name', required: true, search: 'like' }),
    roleAlias: text(255, { label: '角色别名', en: 'Role alias', required: true, search: 'like' }),
    sort: integer({ label: '角色排序', en: 'Sort order', default: 0 }),
  },
  orderBy: [{ field: 'sort' }],
});
