import { paramResource } from '@blade-console/blade-schema';
import { modelFor } from '../../../crud/resource';
import { registerCrudRoutes } from '../../../crud/routes';
import { bladeParam } from '../../../db/schema';
import type { ServicePlugin } from '../../../http/schemas';

/** System parameters (SPEC §3, §5): every rule comes from the definition. */
export const paramModel = modelFor(paramResource, bladeParam);

/** `/api/blade-system/param`: list, detail, submit, remove (administrators). */
export const paramRoutes: ServicePlugin = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx.db, paramModel, { tag: 'param' });
};
