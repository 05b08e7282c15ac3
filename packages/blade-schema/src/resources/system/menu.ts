import { defineResource, id, integer, text } from '../../define';

/**
 * Menus and their buttons, one tree shared by every tenant (`parentId` "0" for roots; `category`
 * 1 menu, 2 button). Only the fields and their rules are declared here: the caller's routes and
 * buttons, the grant trees, lazy lists and tree moves stay special code in the menu service.
 * `code` is unique among live menus, but not `unique` here: the service keeps Blade's own message
 * (`菜单编号已存在!`). `alias`, `path` and `source` are NOT NULL with a default, so not required.
 * No `menu` entry on purpose: this definition describes the menu table, it is no page in the seeded
 * menu tree (the menu page is already in `BASE_TREE`). The table has no create audit, only
 * `is_deleted` and the version (`updateUser`, `updateTime`, which an edit sends back).
 */
export const menuResource = defineResource({
  name: 'menu',
  label: '菜单',
  en: 'Menu',
  path: '/blade-system/menu',
  table: 'blade_menu',
  ownService: true,
  tenantScoped: false,
  fields: {
    parentId: id({ label: '上级菜单', en: 'Parent menu' }),
    code: text(255, { label: '菜单编号', en: 'Code', required: true, search: 'like' }),
    name: text(255, { label: '菜单名称', en: 'Name', required: true, search: 'like' }),
    alias: text(255, { label: '菜单别名', en: 'Alias', default: 'menu', search: 'like' }),
    path: text(255, { label: '路由地址', en: 'Route', default: '' }),
    source: text(255, { label: '菜单图标', en: 'Icon', default: '' }),
    sort: integer({ label: '菜单排序', en: 'Sort order', default: 0 }),
    category: integer({
      label: '菜单类型',
      en: 'Type',
      minValue: 1,
      maxValue: 2,
      default: 1,
      dict: 'menu_category',
    }),
    action: integer({
      label: '按钮功能',
      en: 'Button position',
      minValue: 0,
      maxValue: 3,
      default: 0,
      dict: 'button_func',
    }),
    isOpen: integer({
      label: '新窗口',
      en: 'New window',
      placeholder: { zh: '请选择新窗口', en: 'Select whether it opens in a new window' },
      minValue: 0,
      maxValue: 2,
      default: 1,
      dict: 'yes_no',
    }),
    remark: text(255, {
      label: '菜单备注',
      en: 'Notes',
      ui: { control: 'textarea', span: 24, hideInTable: true },
    }),
  },
  orderBy: [{ field: 'sort' }],
});
