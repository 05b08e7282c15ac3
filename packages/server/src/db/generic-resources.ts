import { type ResourceDef, websiteResources as site } from '@blade-console/blade-schema';
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
  { resource: site.carousel, table: bladeCarousel },
  { resource: site.contactResource, table: bladeContactResource },
  { resource: site.developPath, table: bladeDevelopPath },
  { resource: site.employeeActivity, table: bladeEmployeeActivity },
  { resource: site.productService, table: bladeProductService },
];

/**
 * Resources with routes of their own (`services/website`) whose demo rows are still seeded from
 * their definition.
 */
export const SPECIAL_SEEDED_RESOURCES: readonly { resource: ResourceDef; table: PgTable }[] = [
  { resource: site.news, table: bladeNews },
  { resource: site.cooperationMessage, table: bladeCooperationMessage },
  { resource: site.order, table: bladeOrder },
  { resource: site.report, table: bladeReport },
];
