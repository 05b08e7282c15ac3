import { carouselResource, type ResourceDef } from '@blade-console/blade-schema';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bladeCarousel } from './schema';

/**
 * Resources that need no code of their own: a definition and its table. The server serves them with
 * the generic `list`, `detail`, `submit` and `remove` at the definition's path
 * (`services/generic.ts`) and seeds their demo rows (`seed/steps.ts`). A new plain area is one line here.
 */
export const GENERIC_RESOURCES: readonly { resource: ResourceDef; table: PgTable }[] = [
  { resource: carouselResource, table: bladeCarousel },
];
