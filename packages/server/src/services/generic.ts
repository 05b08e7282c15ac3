import type { ResourceDef } from '@blade-console/blade-schema';
import type { PgTable } from 'drizzle-orm/pg-core';
import { modelFor } from '../crud/resource';
import { registerCrudRoutes } from '../crud/routes';
import { GENERIC_RESOURCES } from '../db/generic-resources';
import type { FastifyTypeBox, ServicePlugin } from '../http/schemas';

export { GENERIC_RESOURCES };

/** A plain area: a definition and its table. */
export interface GenericArea {
  resource: ResourceDef;
  table: PgTable;
}

/** The generic routes of the given areas (administrators; tenant rule, validation, filters from the definition). */
export function genericAreaRoutes(areas: readonly GenericArea[]): ServicePlugin {
  return async (app, { ctx }) => {
    for (const { resource, table } of areas) {
      const model = modelFor(resource, table, { checkDictionaries: true });
      await app.register(
        async (scope: FastifyTypeBox) => registerCrudRoutes(scope, ctx.db, model, { tag: resource.name }),
        { prefix: resource.path },
      );
    }
  };
}

/** The generic routes of every resource without code of its own. */
export const genericResourceRoutes: ServicePlugin = genericAreaRoutes(GENERIC_RESOURCES);
