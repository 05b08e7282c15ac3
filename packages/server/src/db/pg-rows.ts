import { Column, type DriverValueDecoder, fillPlaceholders, is, SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import type { DbOrTx } from './connection';

type Row = Record<string, unknown>;

/**
 * The types Drizzle's node-postgres driver reads as text (dates, times, intervals and their
 * arrays), leaving them to each column's own mapping; everything else as node-postgres parses it.
 * The same table as drizzle-orm/node-postgres/session.js, so rows decode exactly as through Drizzle.
 */
const TEXT_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asText = (value: string) => value;
const types = {
  getTypeParser: (typeId: number, format?: string) =>
    TEXT_TYPES.has(typeId) ? asText : pg.types.getTypeParser(typeId, format as 'text'),
};

/** The PostgreSQL pool behind a database handle; undefined on PGlite or inside a transaction. */
export function poolOf(db: DbOrTx): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

type Selected = Column | SQL | SQL.Aliased;
type Decoder = DriverValueDecoder<unknown, unknown>;

/**
 * A named statement on `pool` whose rows come back as Drizzle's prepared select gives them (each
 * value through its column's mapping, keys in the selection's order), without Drizzle's generic
 * per-row mapping: that walked every field of every row through `reduce`, an iterator and class
 * checks, ~8 % of a paged list's server CPU on PostgreSQL (issue 18's profile). `query` is the
 * select's `toSQL()`, its placeholders filled from `values` on each run.
 */
export function namedRowsStatement(
  pool: pg.Pool,
  name: string,
  query: { sql: string; params: unknown[] },
  selection: Record<string, Selected>,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const keys = Object.keys(selection);
  // A Column maps its own values; an SQL expression (`.mapWith`) carries a decoder, internal to
  // Drizzle's types but what its own row mapping reads.
  const decoderOf = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;
  const decoders: Decoder[] = keys.map((key) => {
    const field = selection[key];
    if (is(field, Column)) return field;
    if (is(field, SQL)) return decoderOf(field);
    return decoderOf((field as SQL.Aliased).sql);
  });
  return async (values) => {
    const params = fillPlaceholders(query.params, values);
    const result = await pool
      .query<unknown[]>({ name, text: query.sql, values: params, rowMode: 'array', types })
      .catch((error: Error) => {
        // Wrapped as Drizzle wraps its own queries: a failure reads alike wherever it came from (the
        // logs leave out its parameters; a lost connection is the database not answering).
        throw new DrizzleQueryError(query.sql, params, error);
      });
    const rows: Row[] = new Array(result.rows.length);
    for (let i = 0; i < result.rows.length; i++) {
      const raw = result.rows[i] as unknown[];
      const row: Row = {};
      for (let j = 0; j < keys.length; j++) {
        const value = raw[j];
        row[keys[j] as string] = value === null ? null : (decoders[j] as Decoder).mapFromDriverValue(value);
      }
      rows[i] = row;
    }
    return rows;
  };
}
