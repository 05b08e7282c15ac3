import { defineResource, integer, text } from '../../define';

/**
 * Top menus of the top bar (SPEC §3); which menus each shows is set by `topmenu/grant`, which stays
 * special (as does the menu entry, whose extra `topmenu_setting` button is not a CRUD button).
 */
export const topMenuResource = defineResource({
  name: 'topMenu',
  label: '顶部菜单',
  en: 'Top menu',
  path: '/blade-system/topmenu',
  table: 'blade_top_menu',
  ownService: true,
  fields: {
    name: text(255, { label: '菜单名称', en: 'Name', required: true, search: 'like' }),
    code: text(255, { label: '菜单编号', en: 'Code', required: true, search: 'like' }),
    source: text(255, { label: '菜单图标', en: 'Icon' }),
    path: text(255, { label: '路由地址', en: 'Route' }),
    sort: integer({ label: '菜单排序', en: 'Sort order', default: 0 }),
  },
  sortable: ['name', 'code', 'sort'],
  orderBy: [{ field: 'sort' }],
});
