import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, dateColumn, idColumn, tenantColumn } from './columns';

/** Notices of the desk (blade-api.md §6.2); `category` is the `notice` dictionary. */
export const bladeNotice = pgTable(
  'blade_notice',
  {
    id: idColumn().primaryKey(),
    tenantId: tenantColumn(),
    title: varchar('title', { length: 255 }).notNull(),
    category: integer('category').notNull().default(1),
    releaseTime: dateColumn('release_time'),
    content: text('content').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [index('blade_notice_tenant_idx').on(t.tenantId)],
);
