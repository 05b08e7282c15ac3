import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, dateColumn, idColumn, tenantColumn, tenantRowColumns } from './columns';

/** Notices of the desk (blade-api.md §6.2); `category` is the `notice` dictionary. */
export const bladeNotice = pgTable(
  'blade_notice',
  {
    ...tenantRowColumns(),
    title: varchar('title', { length: 255 }).notNull(),
    category: integer('category').notNull().default(1),
    releaseTime: dateColumn('release_time'),
    content: text('content').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [index('blade_notice_tenant_idx').on(t.tenantId)],
);

/**
 * Which notices each person has read (the top bar's bell): one row per reader and notice, so a
 * notice stays unread for everyone else. The tenant is kept so a reader's marks never cross tenants.
 */
export const bladeNoticeRead = pgTable(
  'blade_notice_read',
  {
    tenantId: tenantColumn(),
    userId: idColumn('user_id').notNull(),
    noticeId: idColumn('notice_id').notNull(),
    readTime: dateColumn('read_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.noticeId] })],
);
