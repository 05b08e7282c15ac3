import { modelFor } from '../crud/resource';
import { registerCrudRoutes } from '../crud/routes';
import { GENERIC_RESOURCES } from '../db/generic-resources';
import type { FastifyTypeBox, ServicePlugin } from '../http/schemas';

export { GENERIC_RESOURCES };

/**
 * The generic routes of every resource without code of its own (administrators; tenant rule,
 * validation and filters from the definition).
 */
export const genericResourceRoutes: ServicePlugin = async (app, { ctx }) => {
  for (const { resource, table } of GENERIC_RESOURCES) {
    const model = modelFor(resource, table);
    await app.register(
      async (scope: FastifyTypeBox) => registerCrudRoutes(scope, ctx.db, model, { tag: resource.name }),
      {
        prefix: resource.path,
      },
    );
  }
};
