import { defineResource, integer, text } from '../../define';
import { remarkField } from '../remark';
import { scopeRuleFields } from './scopeRule';

/**
 * Data-scope rules attached to a menu (blade-api.md §6.1 "Data scope"), granted to roles; a table
 * every tenant shares. The page is special (scopes beside the menu tree); the service checks that
 * the menu lives and lists by `menuId` exactly.
 */
export const dataScopeResource = defineResource({
  name: 'dataScope',
  label: '数据权限',
  en: 'Data scope',
  path: '/blade-system/data-scope',
  table: 'blade_scope_data',
  ownService: true,
  tenantScoped: false,
  fields: {
    ...scopeRuleFields(),
    scopeColumn: text(255, { label: '权限字段', en: 'Scope column' }),
    scopeType: integer({
      label: '规则类型',
      en: 'Scope type',
      minValue: 1,
      maxValue: 5,
      default: 1,
      dict: 'data_scope_type',
    }),
    scopeField: text(255, { label: '可见字段', en: 'Visible fields' }),
    scopeClass: text(500, {
      label: '权限类名',
      en: 'Scope class',
      default: '',
      ui: { span: 24, hideInTable: true },
    }),
    scopeValue: text(2000, {
      label: '规则值',
      en: 'Scope value',
      ui: { control: 'textarea', span: 24, hideInTable: true },
    }),
    remark: remarkField(),
  },
  sortable: ['scopeName', 'resourceCode', 'scopeType'],
});
