import { tenantPackageResource } from '@blade-console/blade-schema';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes } from '../../../crud/routes';
import { bladeTenantPackage } from '../../../db/schema';
import type { ServicePlugin } from '../../../http/schemas';

/** Tenant packages (SPEC §3, §5): every rule comes from the definition. */
export const tenantPackageModel = modelFor(tenantPackageResource, bladeTenantPackage);

/** `/api/blade-system/tenant-package` (administrators). */
export const tenantPackageRoutes: ServicePlugin = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx.db, tenantPackageModel, { tag: 'tenant-package' });
};
