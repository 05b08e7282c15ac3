import {
  carouselResource,
  contactResourceResource,
  cooperationMessageResource,
  developPathResource,
  employeeActivityResource,
  newsResource,
  orderResource,
  productServiceResource,
  type ResourceDef,
  reportResource,
} from '@blade-console/blade-schema';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  bladeCarousel,
  bladeContactResource,
  bladeCooperationMessage,
  bladeDevelopPath,
  bladeEmployeeActivity,
  bladeNews,
  bladeOrder,
  bladeProductService,
  bladeReport,
} from './schema';

/**
 * Resources that need no code of their own: a definition and its table. The server serves them with
 * the generic `list`, `detail`, `submit` and `remove` at the definition's path
 * (`services/generic.ts`) and seeds their demo rows (`seed/steps.ts`). A new plain area is one line here.
 */
export const GENERIC_RESOURCES: readonly { resource: ResourceDef; table: PgTable }[] = [
  { resource: carouselResource, table: bladeCarousel },
  { resource: contactResourceResource, table: bladeContactResource },
  { resource: developPathResource, table: bladeDevelopPath },
  { resource: employeeActivityResource, table: bladeEmployeeActivity },
  { resource: productServiceResource, table: bladeProductService },
];

/**
 * Resources with routes of their own (`services/website`) whose demo rows are still seeded from
 * their definition.
 */
export const SPECIAL_SEEDED_RESOURCES: readonly { resource: ResourceDef; table: PgTable }[] = [
  { resource: newsResource, table: bladeNews },
  { resource: cooperationMessageResource, table: bladeCooperationMessage },
  { resource: orderResource, table: bladeOrder },
  { resource: reportResource, table: bladeReport },
];
