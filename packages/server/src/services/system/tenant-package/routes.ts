import { idList, requiredText, text } from '../../../crud/fields';
import { CrudModel } from '../../../crud/model';
import { registerCrudRoutes } from '../../../crud/routes';
import { bladeTenantPackage } from '../../../db/schema';
import type { ServicePlugin } from '../../../http/schemas';

/** Tenant packages (SPEC §3, §5): a name and the comma-joined menu ids it grants. */
export const tenantPackageModel = new CrudModel({
  table: bladeTenantPackage,
  label: '租户套餐',
  fields: { packageName: requiredText(50), menuId: { ...idList(), minLength: 1 }, remark: text(255) },
  required: ['packageName', 'menuId'],
  filters: ['packageName', 'remark'],
});

/** `/api/blade-system/tenant-package` (administrators). */
export const tenantPackageRoutes: ServicePlugin = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx.db, tenantPackageModel, { tag: 'tenant-package' });
};
