import { columnName, RESOURCES } from '@blade-console/blade-schema';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  bladeAttach,
  bladeCarousel,
  bladeClient,
  bladeContactResource,
  bladeCooperationMessage,
  bladeDatasource,
  bladeDept,
  bladeDevelopPath,
  bladeDict,
  bladeDictBiz,
  bladeEmployeeActivity,
  bladeLogApi,
  bladeLogError,
  bladeLogUsual,
  bladeMenu,
  bladeNews,
  bladeNotice,
  bladeOrder,
  bladeOss,
  bladeParam,
  bladePost,
  bladeProductService,
  bladeRegion,
  bladeReport,
  bladeRole,
  bladeScopeApi,
  bladeScopeData,
  bladeSms,
  bladeTenant,
  bladeTenantPackage,
  bladeTopMenu,
  bladeUser,
} from '../src/db/schema';
import { GENERIC_RESOURCES } from '../src/services/generic';

/**
 * Areas older than the definitions keep their hand-written Drizzle tables; a definition that
 * drifted from its table (a length, a required flag, a column name) fails here, not in production.
 */
const TABLES: Record<string, PgTable> = {
  param: bladeParam,
  post: bladePost,
  notice: bladeNotice,
  carousel: bladeCarousel,
  tenantPackage: bladeTenantPackage,
  client: bladeClient,
  topMenu: bladeTopMenu,
  tenant: bladeTenant,
  oss: bladeOss,
  sms: bladeSms,
  attach: bladeAttach,
  datasource: bladeDatasource,
  dataScope: bladeScopeData,
  apiScope: bladeScopeApi,
  user: bladeUser,
  logUsual: bladeLogUsual,
  logApi: bladeLogApi,
  logError: bladeLogError,
  dept: bladeDept,
  role: bladeRole,
  dict: bladeDict,
  dictBiz: bladeDictBiz,
  menu: bladeMenu,
  region: bladeRegion,
  news: bladeNews,
  cooperationMessage: bladeCooperationMessage,
  contactResource: bladeContactResource,
  developPath: bladeDevelopPath,
  employeeActivity: bladeEmployeeActivity,
  productService: bladeProductService,
  order: bladeOrder,
  report: bladeReport,
};

describe('every declared resource matches its table', () => {
  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))('%s', (name, resource) => {
    const table = TABLES[name];
    expect(table, `no table registered for ${name}`).toBeDefined();
    expect(getTableName(table!)).toBe(resource.table);
    const columns = getTableColumns(table!) as Record<string, PgColumn>;
    if (resource.tenantScoped !== false) expect(columns.tenantId).toBeDefined();
    for (const [field, def] of Object.entries(resource.fields)) {
      const column = columns[field];
      expect(column, `${name}.${field}`).toBeDefined();
      expect(column!.name, `${name}.${field} column name`).toBe(columnName(field, def));
      if (def.required) expect(column!.notNull, `${name}.${field} not null`).toBe(true);
      const length = (column as unknown as { length?: number }).length;
      if (def.kind === 'text' || def.kind === 'url') expect(length, `${name}.${field} length`).toBe(def.max);
      if (def.kind === 'integer' || def.kind === 'decimal')
        expect(column!.dataType, `${name}.${field} type`).toBe('number');
      if (def.kind === 'datetime') expect(column!.dataType, `${name}.${field} type`).toBe('date');
      if (def.kind === 'id') expect(column!.dataType, `${name}.${field} type`).toBe('bigint');
    }
  });

  it('serves every resource without a special service generically', () => {
    const generic = new Set(GENERIC_RESOURCES.map(({ resource }) => resource.name));
    expect([...generic]).toEqual([
      'carousel',
      'contactResource',
      'developPath',
      'employeeActivity',
      'productService',
    ]);
    for (const { resource, table } of GENERIC_RESOURCES) expect(table).toBe(TABLES[resource.name]);
  });
});
