import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';

/**
 * A row to insert: the caller's `values` as given, plus what every row of the batch shares
 * (`shared`, e.g. the server's name) and what the recorder stamps on each (`id`, `createTime`).
 * Kept apart, not spread into one object per row: a spread per recorded call was ~4 % of a paged
 * list's server CPU (issue 18's profile on PostgreSQL).
 */
export interface JsonRow {
  readonly values: Readonly<Record<string, unknown>>;
  readonly id: bigint;
  readonly createTime: Date;
}

/**
 * Inserts many rows in one statement whose only parameter is the rows as one JSON text, which
 * PostgreSQL unpacks (`json_populate_recordset`). The log recorder writes batches of up to 500 rows;
 * through Drizzle's multi-row insert every value was a bound parameter (~9,000 per batch) that
 * Drizzle types and the driver encodes one by one: measured on PGlite, ~90–150 µs of CPU per row
 * and ~220 ms with the database busy per batch, during which every request waits (PGlite runs one
 * statement at a time). As JSON: ~20 µs per row and ~45 ms per batch.
 *
 * Values go through each column's own driver mapping, as Drizzle's insert does; rows are grouped by
 * the keys they carry so that a column a row leaves out gets its default, as it would from Drizzle.
 * A key of `values` overrides the same key of `shared`; `id` and `createTime` override both.
 */
export async function insertAsJson(
  db: Db,
  table: PgTable,
  rows: readonly JsonRow[],
  shared: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // The shared values' driver forms, once per batch; each row's record starts as a copy of them.
  const sharedRecord: Record<string, unknown> = {};
  let sharedKeys = '';
  for (const key in shared) {
    if (shared[key] === undefined || !columns[key] || key === 'id' || key === 'createTime') continue;
    sharedRecord[columnName(columns, key)] = driverValue(columns, key, shared[key]);
    sharedKeys += `${key},`;
  }
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    // The record and the list of keys it carries, in one pass over the row.
    const record: Record<string, unknown> = { ...sharedRecord };
    let keys = sharedKeys;
    for (const key in row.values) {
      const value = row.values[key];
      if (value === undefined || !columns[key] || key === 'id' || key === 'createTime') continue;
      if (!(key in shared) || shared[key] === undefined) keys += `${key},`;
      record[columnName(columns, key)] = driverValue(columns, key, value);
    }
    record[columnName(columns, 'id')] = driverValue(columns, 'id', row.id);
    record[columnName(columns, 'createTime')] = driverValue(columns, 'createTime', row.createTime);
    const group = groups.get(keys);
    if (group) group.push(record);
    else groups.set(keys, [record]);
  }
  for (const [joined, group] of groups) {
    const keys = [...joined.split(',').filter(Boolean), 'id', 'createTime'];
    const names: SQL = sql.join(
      keys.map((key) => sql.identifier(columnName(columns, key))),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(group)}::json)`,
    );
  }
}

function columnName(columns: Record<string, PgColumn>, key: string): string {
  return (columns[key] as PgColumn).name;
}

/** A value as the driver would be given it (bigints as text). */
function driverValue(columns: Record<string, PgColumn>, key: string, value: unknown): unknown {
  if (value === null) return null;
  const mapped = (columns[key] as PgColumn).mapToDriverValue(value);
  return typeof mapped === 'bigint' ? String(mapped) : mapped;
}
