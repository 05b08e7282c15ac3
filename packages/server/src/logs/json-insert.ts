import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';

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
 */
export async function insertAsJson(
  db: Db,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const keys = Object.keys(row)
      .filter((key) => row[key] !== undefined && columns[key])
      .join(',');
    const group = groups.get(keys);
    if (group) group.push(row);
    else groups.set(keys, [row]);
  }
  for (const [joined, group] of groups) {
    const keys = joined.split(',');
    const json = JSON.stringify(group.map((row) => driverRecord(row, keys, columns)));
    const names: SQL = sql.join(
      keys.map((key) => sql.identifier(columns[key]?.name ?? key)),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
    );
  }
}

/** A row keyed by column name, each value as the driver would be given it (bigints as text). */
function driverRecord(
  row: Record<string, unknown>,
  keys: readonly string[],
  columns: Record<string, PgColumn>,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const key of keys) {
    const column = columns[key] as PgColumn;
    const value = row[key] === null ? null : column.mapToDriverValue(row[key]);
    record[column.name] = typeof value === 'bigint' ? String(value) : value;
  }
  return record;
}
