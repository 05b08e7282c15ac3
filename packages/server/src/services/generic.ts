import { carouselResource, type ResourceDef } from '@blade-console/blade-schema';
import type { PgTable } from 'drizzle-orm/pg-core';
import { modelFor } from '../crud/resource';
import { registerCrudRoutes } from '../crud/routes';
import { bladeCarousel } from '../db/schema';
import type { FastifyTypeBox, ServicePlugin } from '../http/schemas';

/**
 * Resources that need no code of their own: a definition and its table, served by the generic
 * `list`, `detail`, `submit` and `remove` at the definition's path (administrators; tenant rule,
 * validation and filters from the definition). A new plain area is one line here.
 */
export const GENERIC_RESOURCES: readonly { resource: ResourceDef; table: PgTable }[] = [
  { resource: carouselResource, table: bladeCarousel },
];

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
