import { defineResource, integer, text } from '../../define';

/**
 * Top menus of the top bar (SPEC §3); which menus each shows is set by `topmenu/grant`, which stays
 * special (as does the menu entry, whose extra `topmenu_setting` button is not a CRUD button).
 */
export const topMenuResource = defineResource({
  name: 'topMenu',
  label: '顶部菜单',
  path: '/blade-system/topmenu',
  table: 'blade_top_menu',
  fields: {
    name: text(255, { label: '菜单名称', required: true, search: 'like' }),
    code: text(255, { label: '菜单编号', required: true, search: 'like' }),
    source: text(255, { label: '菜单图标' }),
    path: text(255, { label: '路由地址' }),
    sort: integer({ label: '菜单排序', default: 0 }),
  },
  sortable: ['name', 'code', 'sort'],
  orderBy: [{ field: 'sort' }],
});
