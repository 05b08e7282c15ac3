import { bigint, index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { dateColumn, idColumn } from './columns';

/**
 * Record history (issue 42): one row per create, update, delete or restore of a record of any
 * resource defined in blade-schema, written in the save's own transaction (src/history/). `changes`
 * holds, per field, the value before and after as the wire shows it (secrets never; a long text's
 * earlier value only as a hash). Kept for the `history.retentionDays` parameter's days.
 */
export const bladeRecordHistory = pgTable(
  'blade_record_history',
  {
    id: idColumn().primaryKey(),
    /** The writer's tenant: a tenant's records are only ever written (and so seen) from inside it. */
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    /** The definition's name (`param`). */
    resource: varchar('resource', { length: 64 }).notNull(),
    /** The record's key as text: an id, or a region's code. */
    recordId: varchar('record_id', { length: 64 }).notNull(),
    /** `create`, `update`, `delete` or `restore`. */
    operation: varchar('operation', { length: 16 }).notNull(),
    userId: idColumn('user_id'),
    /** Who, as people knew them then (real name, else account): kept should the user go. */
    userName: varchar('user_name', { length: 64 }).notNull().default(''),
    createTime: dateColumn('create_time').notNull(),
    changes: jsonb('changes').notNull().default([]),
    /** For a restore: the history row whose version was put back. */
    restoredFrom: bigint('restored_from', { mode: 'bigint' }),
  },
  (t) => [
    // One record's history, newest first.
    index('blade_record_history_record_idx').on(t.resource, t.recordId, t.createTime),
    // Retention deletes by age across all tenants.
    index('blade_record_history_time_idx').on(t.createTime),
  ],
);
