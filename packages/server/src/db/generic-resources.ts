import { DEFINITIONS, RESOURCES, type ResourceDef } from '@blade-console/blade-schema';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { DEFINITION_TABLES } from './schema/definitions.generated';

/** A definition and its table. */
export interface DefinedTable {
  resource: ResourceDef;
  table: PgTable;
}

/** Every table made from a definition (`pnpm gen` lists them), with its definition. */
export const DEFINED_TABLES: readonly DefinedTable[] = Object.entries(DEFINITION_TABLES).map(
  ([name, table]) => ({
    resource: DEFINITIONS[name as keyof typeof DEFINITION_TABLES],
    table,
  }),
);

/** The schema's tables by SQL name (made from a definition or written by hand). */
export const SCHEMA_TABLES: ReadonlyMap<string, PgTable> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

/**
 * Resources that need no code of their own: every definition without `ownService`. The server
 * serves them with the generic `list`, `detail`, `submit` and `remove` at the definition's path
 * (`services/generic.ts`); a new plain area is served as soon as `pnpm gen` has registered its file.
 */
export const GENERIC_RESOURCES: readonly DefinedTable[] = RESOURCES.filter(
  (resource) => !resource.ownService,
).map((resource) => {
  const table = SCHEMA_TABLES.get(resource.table);
  if (!table) throw new Error(`${resource.name}: no table ${resource.table} (run pnpm gen)`);
  return { resource, table };
});
