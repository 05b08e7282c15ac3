import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';

/** How one column of a row is written into its JSON text. */
interface JsonColumn {
  /** The key in a row's values (Drizzle's property name). */
  readonly key: string;
  /** The column's name in the database, the key in the JSON text. */
  readonly name: string;
  readonly column: PgColumn;
  /** The column's default when a row leaves it out (a plain value; undefined: NULL). */
  readonly fallback: unknown;
}

/**
 * Rows of one table kept as JSON text from the moment they are recorded, and inserted in batches
 * whose only row data is one JSON array, which PostgreSQL unpacks (`json_populate_recordset`).
 *
 * Why text from the start: the API log records every call, thousands a second under load. Kept as
 * objects until their batch was written (up to a second), they survived garbage collections and
 * were walked again to map each value and stringify the batch. A row's text is one flat string,
 * made by one small `JSON.stringify` when the call ends, which a collection need not look inside;
 * a batch is its rows joined. (Issue 18's paged list on PostgreSQL, server CPU a call: 137 µs with
 * the rows as objects, 121–137 as text, 92–109 with no log at all; the rest of the log's cost is
 * PostgreSQL's inserting, on the same two cores.) Why JSON: through Drizzle's
 * multi-row insert every value was a bound parameter (~9,000 per batch), typed and encoded one by
 * one (~90–150 µs of CPU per row on PGlite, against ~20 as JSON).
 *
 * Values go through each column's own driver mapping, as Drizzle's insert does. A column a row
 * leaves out gets the column's default (the plain values the log tables declare: tenant `000000`,
 * type `1`) or NULL. `shared` holds what every row of the table carries (the server's name): sent
 * once per batch as parameters, not in each row.
 */
export class JsonRows<Values extends object> {
  private readonly columns: readonly JsonColumn[];
  private readonly sharedColumns: readonly { name: string; value: unknown }[];

  constructor(
    private readonly table: PgTable,
    shared: Readonly<Record<string, unknown>> = {},
  ) {
    const all = getTableColumns(table) as Record<string, PgColumn>;
    const columns: JsonColumn[] = [];
    const sharedColumns: { name: string; value: unknown }[] = [];
    for (const [key, column] of Object.entries(all)) {
      if (key in shared) {
        sharedColumns.push({ name: column.name, value: driverValue(column, shared[key]) });
        continue;
      }
      // A default written in SQL (`sql\`0\``) cannot be put in a row's text.
      if (column.hasDefault && is(column.default, SQL))
        throw new Error(`JsonRows: ${column.name} has an SQL default`);
      columns.push({ key, name: column.name, column, fallback: column.default });
    }
    this.columns = columns;
    this.sharedColumns = sharedColumns;
  }

  /** One row as its JSON text: `values` as given, with the id and time the recorder stamps. */
  encode(values: Values, id: bigint, createTime: Date): string {
    const given = values as Record<string, unknown>;
    const record: Record<string, unknown> = {};
    for (const { key, name, column, fallback } of this.columns) {
      const value = key === 'id' ? id : key === 'createTime' ? createTime : given[key];
      if (value === undefined) {
        if (fallback !== undefined) record[name] = driverValue(column, fallback);
      } else record[name] = value === null ? null : driverValue(column, value);
    }
    return JSON.stringify(record);
  }

  /** Inserts rows made by {@link encode} in one statement. */
  async insert(db: Db, rows: readonly string[]): Promise<void> {
    if (rows.length === 0) return;
    const names = sql.join(
      this.columns.map(({ name }) => sql.identifier(name)),
      sql`, `,
    );
    const sharedNames = this.sharedColumns.map(({ name }) => sql`, ${sql.identifier(name)}`);
    const sharedValues = this.sharedColumns.map(({ value }) => sql`, ${value}`);
    await db.execute(
      sql`insert into ${this.table} (${names}${sql.join(sharedNames)}) select ${names}${sql.join(sharedValues)} from json_populate_recordset(null::${this.table}, ${`[${rows.join(',')}]`}::json)`,
    );
  }
}

/** A value as the driver would be given it (bigints as text, which JSON cannot hold otherwise). */
function driverValue(column: PgColumn, value: unknown): unknown {
  if (value === null) return null;
  const mapped = column.mapToDriverValue(value);
  return typeof mapped === 'bigint' ? String(mapped) : mapped;
}
