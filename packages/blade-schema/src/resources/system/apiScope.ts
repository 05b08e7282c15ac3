import { defineResource, integer, text } from '../../define';
import { remarkField } from '../remark';
import { scopeRuleFields } from './scopeRule';

/**
 * API-scope rules attached to a menu (blade-api.md §6.1 "API scope"): `scopePath` (an Ant-style
 * pattern) is reserved for the roles granted the scope; a table every tenant shares. The page is
 * special; the service checks the menu and the leading `/` and refreshes the enforced rules.
 */
export const apiScopeResource = defineResource({
  name: 'apiScope',
  label: '接口权限',
  en: 'API scope',
  path: '/blade-system/api-scope',
  table: 'blade_scope_api',
  ownService: true,
  tenantScoped: false,
  fields: {
    ...scopeRuleFields(),
    scopePath: text(255, {
      label: '权限路径',
      en: 'Scope path',
      required: true,
      search: 'like',
      ui: { span: 24 },
    }),
    scopeType: integer({
      label: '接口类型',
      en: 'API type',
      minValue: 1,
      maxValue: 2,
      default: 1,
      dict: 'api_scope_type',
    }),
    remark: remarkField(),
  },
  sortable: ['scopeName', 'resourceCode', 'scopeType'],
});
