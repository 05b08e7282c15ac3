import { type FilterOp, filterConditions, isBareDay, RESERVED_QUERY_KEYS } from '@blade-console/blade-schema';
import { and, eq, gt, gte, isNotNull, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/envelope';
import { parseDateTime } from '../http/wire-format';
import { msg } from '../i18n';
import { fromWire } from './columns';

/** The rules live in blade-schema (shared with the mocks and ui); this file turns them into SQL. */
export { RESERVED_QUERY_KEYS };

/** `%`, `_` and `\` typed by a person match themselves. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** LIKE on the text form of any column, so numbers can be searched too (Blade does the same). */
function textLike(column: PgColumn, pattern: string, negate = false): SQL {
  return negate
    ? sql`cast(${column} as text) not ilike ${pattern}`
    : sql`cast(${column} as text) ilike ${pattern}`;
}

function dateValue(key: string, value: string): Date {
  const date = parseDateTime(value);
  if (!date) throw badRequest(msg('crud.expectedDate', { name: key, value }));
  return date;
}

/**
 * Blade "map" filters: every non-reserved, non-empty query key is a condition on an allowed column;
 * no suffix means LIKE %v%. Keys naming other columns are ignored (never reach SQL); bad values
 * are a 400 naming the key.
 */
export function buildMapFilters(
  query: Record<string, unknown>,
  columns: ReadonlyMap<string, PgColumn>,
  reserved: ReadonlySet<string> = RESERVED_QUERY_KEYS,
): SQL | undefined {
  const conditions: SQL[] = [];
  for (const { key, field, op, value } of filterConditions(query, reserved)) {
    const column = columns.get(field);
    if (!column) continue;
    const condition = filterCondition(column, key, op, value);
    if (condition) conditions.push(condition);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The comparisons of Blade's suffixes; the `date…` ones compare a parsed date, the others the typed value. */
const COMPARISONS: Partial<Record<string, (column: PgColumn, value: unknown) => SQL>> = {
  equal: eq,
  notequal: ne,
  gt,
  ge: gte,
  lt,
  le: lte,
};

function filterCondition(column: PgColumn, key: string, op: FilterOp, value: string): SQL | undefined {
  const compare = COMPARISONS[op];
  if (compare) return compare(column, fromWire(column, value, key));
  switch (op) {
    case 'like':
      return textLike(column, `%${escapeLike(value)}%`);
    case 'notlike':
      return textLike(column, `%${escapeLike(value)}%`, true);
    case 'likeleft':
      return textLike(column, `%${escapeLike(value)}`);
    case 'likeright':
      return textLike(column, `${escapeLike(value)}%`);
    case 'null':
      return isNull(column);
    case 'notnull':
      return isNotNull(column);
    default:
      return op.startsWith('date') && column.dataType === 'date'
        ? dateCondition(column, key, op, value)
        : undefined;
  }
}

function dateCondition(column: PgColumn, key: string, op: FilterOp, value: string): SQL | undefined {
  const date = dateValue(key, value);
  const compare = COMPARISONS[op.slice('date'.length)];
  if (op !== 'dateequal' && compare) return compare(column, date);
  // `dateequal`: a bare day means that whole day; a full timestamp means that instant.
  if (isBareDay(value)) {
    const next = new Date(date);
    next.setDate(next.getDate() + 1);
    return and(gte(column, date), lt(column, next));
  }
  return eq(column, date);
}
