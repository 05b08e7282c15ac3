import { bigint, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Column builders shared by many tables. They are functions because a drizzle builder must not be
 * shared between two tables.
 */

/** A snowflake id: bigint in the database, a string on the wire (ids exceed 2^53). */
export const idColumn = (name = 'id') => bigint(name, { mode: 'bigint' });

/** `tenant_id varchar(12)`, default tenant 000000 (blade-api.md §6 `TENANT`). */
export const tenantColumn = () => varchar('tenant_id', { length: 12 }).notNull().default('000000');

/** `timestamp` without zone, stored in UTC and shown in server local time. */
export const dateColumn = (name: string) => timestamp(name, { mode: 'date', precision: 3 });

/** The audit columns of blade-api.md §6 (`AUDIT`). */
export const auditColumns = () => ({
  createUser: idColumn('create_user'),
  createDept: idColumn('create_dept'),
  createTime: dateColumn('create_time'),
  updateUser: idColumn('update_user'),
  updateTime: dateColumn('update_time'),
  status: integer('status').notNull().default(1),
  isDeleted: integer('is_deleted').notNull().default(0),
});

/** Only the logical-delete flag, for tables without the rest of the audit columns. */
export const isDeletedColumn = () => integer('is_deleted').notNull().default(0);
