import type { Localized } from '@blade-console/blade-schema';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { parseId } from '../db/ids';
import { badRequest } from '../http/envelope';
import { parseDateTime } from '../http/wire-format';
import { msg } from '../i18n';

/** The columns of a table by their JS (wire, camelCase) name. */
export type ColumnMap = Record<string, PgColumn>;

export function columnsOf(table: PgTable): ColumnMap {
  return getTableColumns(table) as ColumnMap;
}

/** Wire names of a table (camelCase) and its SQL names (snake_case) both resolve to the column. */
export function columnLookup(columns: ColumnMap, allowed: readonly string[]): Map<string, PgColumn> {
  const lookup = new Map<string, PgColumn>();
  for (const name of allowed) {
    const column = columns[name];
    if (!column) throw new Error(`unknown column "${name}"`);
    lookup.set(name, column);
    lookup.set(column.name, column);
  }
  return lookup;
}

/**
 * Converts a wire value (string, number, boolean, null) into what the column stores, or throws a
 * 400 naming the field: by `label` where the field has one (a form's field: "Pick-up date must be
 * a date…"), else as the parameter `field` ("The parameter id must be a numeric id…").
 */
export function fromWire(column: PgColumn, value: unknown, field: string, label?: Localized): unknown {
  if (value === null || value === undefined) return null;
  if (value === '' && column.dataType !== 'string') return null; // empty form fields mean "no value"
  const refuse = (kind: 'Id' | 'Number' | 'Integer' | 'Date') =>
    label
      ? badRequest(msg(`crud.expected${kind}Of`, { label, value: String(value) }), field)
      : badRequest(msg(`crud.expected${kind}`, { name: field, value: String(value) }));
  switch (column.dataType) {
    case 'bigint': {
      const id = parseId(value);
      if (id === undefined) throw refuse('Id');
      return id;
    }
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(n)) throw refuse('Number');
      if (column.columnType === 'PgInteger' && !Number.isInteger(n)) throw refuse('Integer');
      return n;
    }
    case 'date': {
      const date = value instanceof Date ? value : parseDateTime(String(value));
      if (!date) throw refuse('Date');
      return date;
    }
    case 'boolean':
      return value === true || value === 'true' || value === 1 || value === '1';
    default:
      return String(value);
  }
}

/**
 * Blade's null-to-empty rule for one row (blade-api.md §2): null text/dates → "", null numbers → -1.
 * Hidden columns (password hashes) are dropped. Bigints and Dates are formatted by the reply serializer.
 */
export function toWireRow(
  row: Record<string, unknown>,
  columns: ColumnMap,
  hidden: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Keys, not entries: no [key, value] array per field of every row listed.
  for (const key of Object.keys(row)) {
    if (hidden.has(key)) continue;
    const value = row[key];
    if (value !== null && value !== undefined) {
      out[key] = value;
      continue;
    }
    const type = columns[key]?.dataType;
    out[key] = type === 'number' ? -1 : type === 'bigint' ? '' : '';
  }
  return out;
}
