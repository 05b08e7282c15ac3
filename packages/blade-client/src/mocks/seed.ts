import { DEMO_ROWS } from '@blade-console/blade-schema';
import type { MockRow } from './respond';
import { developSeed } from './seed-develop';
import { flowSeed } from './seed-flow';
import { orgSeed } from './seed-org';
import { resourceSeed } from './seed-resource';
import { audit, rows } from './seed-rows';
import { seedMenus, systemSeed } from './seed-system';
import { orderRows } from './seed-website';

export { ADMIN_ID, ADMIN_ROLE_ID, ROOT_DEPT_ID, USER_ROLE_ID } from './seed-rows';

/**
 * Seed data resembling blade-api.md §7, one module per area: the organisation (tenant 000000, the
 * admin user, two roles, three departments, the posts), the system tables (params, dictionaries, the
 * menu tree), and a little demo content for each resource, website, develop and workflow table.
 */

/** Builds fresh seed tables (callers may mutate them). */
export function createSeed(): Record<string, MockRow[]> {
  const menus = seedMenus();
  return {
    ...orgSeed(menus),
    ...systemSeed(menus),
    ...resourceSeed(),
    // Declared resources' demo rows, as the server seeds them.
    ...Object.fromEntries(Object.entries(DEMO_ROWS).map(([name, demo], i) => [name, rows(`30${i}`, demo)])),
    // The website's content is the demo rows above, as the server seeds it.
    // 11 rows: SPEC §9 "the mock pagination total is 11".
    order: orderRows(audit),
    ...developSeed(),
    ...flowSeed(),
  };
}
