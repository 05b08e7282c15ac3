import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  type ExtraConfigColumn,
  type IndexBuilder,
  integer,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Column builders shared by many tables. They are functions because a drizzle builder must not be
 * shared between two tables.
 */

/** A snowflake id: bigint in the database, a string on the wire (ids exceed 2^53). */
export const idColumn = (name = 'id') => bigint(name, { mode: 'bigint' });

/** `tenant_id varchar(12)`, default tenant 000000 (blade-api.md §6 `TENANT`). */
export const tenantColumn = () => varchar('tenant_id', { length: 12 }).notNull().default('000000');

/** The key of a tenant's row: its snowflake id and the tenant it belongs to. */
export const tenantRowColumns = () => ({
  id: idColumn().primaryKey(),
  tenantId: tenantColumn(),
});

/** `parent_id`, 0 for a root: the tree tables (role, dept, menu, dict, dict_biz) all store it so. */
export const parentIdColumn = () => idColumn('parent_id').notNull().default(sql`0`);

/** `timestamp` without zone, stored in UTC and shown in server local time. */
export const dateColumn = (name: string) => timestamp(name, { mode: 'date', precision: 3 });

/** `sort`, 0 by default: the order a person gives rows (menus, departments, slides …), ascending. */
export const sortColumn = () => integer('sort').notNull().default(0);

/** `remark varchar(255)`: the free text most tables carry (blade-schema's `remarkField` default). */
export const remarkColumn = () => varchar('remark', { length: 255 });

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

/**
 * Who changed a row last and when, for tables without the rest of the audit columns (trees such as
 * dept, menu, dict, region): `update_time` is the version an edit sends back, so a stale save is
 * refused (crud/versions.ts) on these tables too, and the refusal can say who changed the row.
 */
export const versionColumns = () => ({
  updateUser: idColumn('update_user'),
  updateTime: dateColumn('update_time'),
});

/** Only the logical-delete flag, for tables without the rest of the audit columns. */
export const isDeletedColumn = () => integer('is_deleted').notNull().default(0);

type IndexedColumn = Partial<ExtraConfigColumn> | SQL;

/**
 * A unique index over the live rows only (`is_deleted = 0`): a logically deleted row keeps its
 * key, and the key may be used again by a new row. Every table with logical delete needs it so.
 */
export const liveUniqueIndex = (
  name: string,
  isDeleted: Partial<ExtraConfigColumn>,
  ...columns: [IndexedColumn, ...IndexedColumn[]]
): IndexBuilder =>
  uniqueIndex(name)
    .on(...columns)
    .where(sql`${isDeleted} = 0`);
