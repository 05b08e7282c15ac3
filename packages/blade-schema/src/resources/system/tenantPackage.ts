import { defineResource, idList, text } from '../../define';
import { remarkField } from '../remark';

/**
 * Tenant packages (SPEC §3, §5): a name and the comma-joined ids of the menus the package grants.
 * `menu_id` is a `text` column; 4000 characters is the bound the server always put on the list.
 */
export const tenantPackageResource = defineResource({
  name: 'tenantPackage',
  label: '租户套餐',
  en: 'Tenant package',
  path: '/blade-system/tenant-package',
  table: 'blade_tenant_package',
  ownService: true,
  // Packages are the platform's catalogue, shared by every tenant.
  tenantScoped: false,
  fields: {
    packageName: text(50, { label: '套餐名称', en: 'Package name', required: true, search: 'like' }),
    menuId: idList(4000, { label: '菜单列表', en: 'Menus', required: true, ui: { hideInTable: true } }),
    remark: remarkField(255, { inTable: true }),
  },
  sortable: ['packageName'],
  menu: {
    parent: 'system',
    code: 'tenant_package',
    name: '租户套餐',
    en: 'Tenant packages',
    path: '/system/tenant-package',
    source: 'iconfont iconicon_ticket',
    // After parameters (8) and tenants (9), as the seed always had it.
    sort: 10,
  },
});
