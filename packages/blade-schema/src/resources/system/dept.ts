import { defineResource, id, integer, text } from '../../define';
import { remarkField } from '../remark';

/**
 * Departments, a tree per tenant (`parentId` "0" for roots). `ancestors` ("0,<root>,…") is not a
 * field: the server derives it from `parentId` (and refuses cycles); the forest, lazy levels, tree
 * nodes and the user's `select` stay special code, as does the page (its tree select of parents).
 * The table has no create audit, only `is_deleted` and the version (`updateUser`, `updateTime`: who
 * changed a row last and when, which an edit sends back so a stale save is refused).
 */
export const deptResource = defineResource({
  name: 'dept',
  label: '机构',
  en: 'Department',
  path: '/blade-system/dept',
  table: 'blade_dept',
  ownService: true,
  fields: {
    parentId: id({ label: '上级机构', en: 'Parent department' }),
    deptName: text(45, { label: '机构名称', en: 'Name', required: true, search: 'like' }),
    fullName: text(45, { label: '机构全称', en: 'Full name', search: 'like' }),
    deptCategory: integer({ label: '机构类型', en: 'Type', default: 1 }),
    sort: integer({ label: '排序', en: 'Sort order', default: 0 }),
    remark: remarkField(),
  },
  orderBy: [{ field: 'sort' }],
});
