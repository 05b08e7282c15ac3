import {
  bigint,
  date,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { dateColumn, tenantRowColumns } from './columns';

/** Columns the three log tables share (blade-api.md §6.3). */
const logColumns = () => ({
  ...tenantRowColumns(),
  serviceId: varchar('service_id', { length: 32 }),
  serverHost: varchar('server_host', { length: 255 }),
  serverIp: varchar('server_ip', { length: 255 }),
  env: varchar('env', { length: 255 }),
  method: varchar('method', { length: 10 }),
  requestUri: varchar('request_uri', { length: 2000 }),
  userAgent: varchar('user_agent', { length: 1000 }),
  remoteIp: varchar('remote_ip', { length: 255 }),
  methodClass: varchar('method_class', { length: 255 }),
  methodName: varchar('method_name', { length: 255 }),
  params: text('params'),
  createBy: varchar('create_by', { length: 64 }),
  createTime: dateColumn('create_time').notNull(),
});

/**
 * A log table: the shared columns, the kind's own `columns`, and two indexes by time: one per
 * tenant (the log pages list a tenant's newest first) and one across tenants (retention deletes
 * by age).
 */
function logTable<const C extends Record<string, PgColumnBuilderBase>>(name: string, columns: C) {
  return pgTable(name, { ...logColumns(), ...columns }, (t) => [
    index(`${name}_tenant_time_idx`).on(t.tenantId, t.createTime),
    index(`${name}_time_idx`).on(t.createTime),
  ]);
}

/** One API call: `time` is how long it took, in milliseconds, as text. */
export const bladeLogApi = logTable('blade_log_api', {
  type: varchar('type', { length: 1 }).notNull().default('1'),
  title: varchar('title', { length: 255 }),
  time: varchar('time', { length: 64 }),
});

/** An error: unhandled server exceptions and the errors the console uploads. */
export const bladeLogError = logTable('blade_log_error', {
  stackTrace: text('stack_trace'),
  exceptionName: varchar('exception_name', { length: 255 }),
  message: text('message'),
  lineNumber: integer('line_number'),
  fileName: varchar('file_name', { length: 1000 }),
});

/** Application log lines worth keeping (start-up, notable events). */
export const bladeLogUsual = logTable('blade_log_usual', {
  logLevel: varchar('log_level', { length: 10 }),
  logId: varchar('log_id', { length: 100 }),
  logData: text('log_data'),
  time: dateColumn('time'),
});

/**
 * Calls without a valid token, and refused ones (401/403/429), counted per UTC day, method, route
 * and status instead of stored in full: anyone can make them, so a row each would let anyone fill
 * the disk. `route` is the route's pattern (never the raw path, which the caller chooses freely).
 */
export const bladeLogApiCount = pgTable(
  'blade_log_api_count',
  {
    day: date('day', { mode: 'string' }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    route: varchar('route', { length: 255 }).notNull(),
    status: integer('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.method, t.route, t.status] })],
);
