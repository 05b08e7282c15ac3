import type { DEFINITIONS, WireRow } from '@blade-console/blade-schema';

/** The registered definitions' names (`carousel`, `employeeActivity`, …). */
export type DefinitionName = keyof typeof DEFINITIONS;

/** One row of a registered resource as the wire carries it, from its definition alone. */
export type ResourceRow<N extends DefinitionName> = WireRow<(typeof DEFINITIONS)[N]>;

/** The definitions without a service of their own: plain areas, served by the generic four calls. */
export type PlainDefinitionName = {
  [N in DefinitionName]: NonNullable<(typeof DEFINITIONS)[N]['ownService']> extends never ? N : never;
}[DefinitionName];
