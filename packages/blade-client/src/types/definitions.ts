import type { DEFINITIONS, WireRow } from '@blade-console/blade-schema';

/** The registered definitions' names (`carousel`, `employeeActivity`, …). */
export type DefinitionName = keyof typeof DEFINITIONS;

/** One row of a registered resource as the wire carries it, from its definition alone. */
export type ResourceRow<N extends DefinitionName> = WireRow<(typeof DEFINITIONS)[N]>;
