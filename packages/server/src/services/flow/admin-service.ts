import type { Db } from '../../db/connection';
import { requireAdmin } from '../../http/auth-hook';
import type { FastifyTypeBox, ServicePlugin } from '../../http/schemas';

/**
 * An administrators' workflow service (`manager`, `model`, `follow`): `routes` registers its routes
 * under the OpenAPI tag `tag`, and every one of them needs an administrator.
 */
export function adminFlowService(
  tag: string,
  routes: (app: FastifyTypeBox, db: Db, tags: string[]) => Promise<void> | void,
): ServicePlugin {
  return async (app, { ctx }) => {
    app.addHook('preValidation', requireAdmin);
    await routes(app, ctx.db, [tag]);
  };
}
