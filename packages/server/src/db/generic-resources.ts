import { DEFINITIONS, type ResourceDef } from '@blade-console/blade-schema';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEFINITION_TABLES } from './schema/definitions.generated';

/** A definition and the table made from it. */
export interface DefinedTable {
  resource: ResourceDef;
  table: PgTable;
}

/**
 * The areas whose tables come from their definitions but whose routes are written by hand
 * (`services/website`: publishing news, orders' status flow, reports' figures, reading messages).
 */
const OWN_ROUTES: ReadonlySet<string> = new Set(['news', 'cooperationMessage', 'order', 'report']);

/** Every table made from a definition (`pnpm gen` lists them), with its definition. */
export const DEFINED_TABLES: readonly DefinedTable[] = Object.entries(DEFINITION_TABLES).map(
  ([name, table]) => ({
    resource: DEFINITIONS[name as keyof typeof DEFINITION_TABLES],
    table,
  }),
);

/**
 * Resources that need no code of their own: a definition, nothing else. The server serves them with
 * the generic `list`, `detail`, `submit` and `remove` at the definition's path (`services/generic.ts`);
 * a new plain area is served as soon as `pnpm gen` has registered its file.
 */
export const GENERIC_RESOURCES: readonly DefinedTable[] = DEFINED_TABLES.filter(
  ({ resource }) => !OWN_ROUTES.has(resource.name),
);
