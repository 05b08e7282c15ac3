import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';

/**
 * Data sources of the development tools (blade-api.md §6.4 Datasource), shared by every tenant
 * (a tenant points at one by `blade_tenant.datasource_id`). The password is kept and returned as
 * plain text, as Blade does: only platform administrators reach the service.
 */
export const bladeDatasource = pgTable('blade_datasource', {
  id: idColumn().primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  driverClass: varchar('driver_class', { length: 100 }).notNull(),
  url: varchar('url', { length: 500 }).notNull(),
  username: varchar('username', { length: 50 }).notNull(),
  password: varchar('password', { length: 50 }).notNull().default(''),
  remark: varchar('remark', { length: 255 }),
  ...auditColumns(),
});
