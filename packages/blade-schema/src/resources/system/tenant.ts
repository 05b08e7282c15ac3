import { datetime, defineResource, id, integer, text, url } from '../../define';

/**
 * Tenants (blade-api.md §6.1, SPEC §3): the registry of tenants, so not tenant-scoped itself.
 * `tenantId` is the tenant's code: declared so lists filter on it, but the server assigns it on
 * insert and never renames it (its write hook). Account limit and expiry are written by
 * `tenant/setting`, the datasource and package by their own calls; all of that stays special.
 */
export const tenantResource = defineResource({
  name: 'tenant',
  label: '租户',
  en: 'Tenant',
  path: '/blade-system/tenant',
  table: 'blade_tenant',
  ownService: true,
  tenantScoped: false,
  fields: {
    tenantId: text(12, { label: '租户ID', en: 'Tenant ID', search: 'like' }),
    tenantName: text(50, { label: '租户名称', en: 'Tenant name', required: true, search: 'like' }),
    linkman: text(20, { label: '联系人', en: 'Contact person' }),
    contactNumber: text(20, { label: '联系电话', en: 'Contact number', search: 'like' }),
    address: text(255, {
      label: '联系地址',
      en: 'Address',
      ui: { control: 'textarea', span: 24, hideInTable: true },
    }),
    domain: text(255, { label: '绑定域名', en: 'Domain' }),
    backgroundUrl: url(1000, {
      label: '背景图片',
      en: 'Background picture',
      ui: { control: 'image', hideInTable: true },
    }),
    accountNumber: integer({ label: '账号额度', en: 'Account limit', minValue: -1, default: -1 }),
    expireTime: datetime({
      label: '过期时间',
      en: 'Expires',
      placeholder: { zh: '请选择过期时间', en: 'Select when it expires' },
    }),
    packageId: id({
      label: '套餐',
      en: 'Package',
      placeholder: { zh: '请输入套餐', en: 'Enter a tenant package' },
    }),
    datasourceId: id({ label: '数据源', en: 'Data source' }),
  },
  sortable: ['tenantId', 'tenantName', 'accountNumber', 'expireTime'],
});
