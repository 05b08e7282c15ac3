import { and, eq, gt, gte, isNotNull, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/envelope';
import { parseDateTime } from '../http/wire-format';
import { fromWire } from './columns';

/** Query keys that are never filters (paging, sorting, the download token). */
export const RESERVED_QUERY_KEYS: ReadonlySet<string> = new Set([
  'current',
  'size',
  'ascs',
  'descs',
  'blade-auth',
]);

/** Suffixes of Blade's map filters (blade-api.md §3); longer ones first so `_datele` wins over `_le`. */
const SUFFIXES = [
  '_notequal',
  '_dateequal',
  '_likeright',
  '_likeleft',
  '_notnull',
  '_notlike',
  '_dategt',
  '_datege',
  '_datelt',
  '_datele',
  '_ignore',
  '_equal',
  '_like',
  '_null',
  '_gt',
  '_ge',
  '_lt',
  '_le',
] as const;
type Suffix = (typeof SUFFIXES)[number] | '';

function splitKey(key: string): { field: string; suffix: Suffix } {
  for (const suffix of SUFFIXES) {
    if (key.endsWith(suffix) && key.length > suffix.length)
      return { field: key.slice(0, -suffix.length), suffix };
  }
  return { field: key, suffix: '' };
}

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
  if (!date) throw badRequest(`参数 ${key} 应为日期 yyyy-MM-dd HH:mm:ss，收到 "${value}"`);
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
  for (const [key, raw] of Object.entries(query)) {
    if (reserved.has(key) || raw === undefined || raw === null) continue;
    const value = String(Array.isArray(raw) ? raw[0] : raw).trim();
    if (value === '') continue;
    const { field, suffix } = splitKey(key);
    const column = columns.get(field);
    if (!column || suffix === '_ignore') continue;
    const condition = filterCondition(column, key, suffix, value);
    if (condition) conditions.push(condition);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function filterCondition(column: PgColumn, key: string, suffix: Suffix, value: string): SQL | undefined {
  switch (suffix) {
    case '':
    case '_like':
      return textLike(column, `%${escapeLike(value)}%`);
    case '_notlike':
      return textLike(column, `%${escapeLike(value)}%`, true);
    case '_likeleft':
      return textLike(column, `%${escapeLike(value)}`);
    case '_likeright':
      return textLike(column, `${escapeLike(value)}%`);
    case '_equal':
      return eq(column, fromWire(column, value, key));
    case '_notequal':
      return ne(column, fromWire(column, value, key));
    case '_gt':
      return gt(column, fromWire(column, value, key));
    case '_ge':
      return gte(column, fromWire(column, value, key));
    case '_lt':
      return lt(column, fromWire(column, value, key));
    case '_le':
      return lte(column, fromWire(column, value, key));
    case '_null':
      return isNull(column);
    case '_notnull':
      return isNotNull(column);
    case '_dategt':
    case '_datege':
    case '_datelt':
    case '_datele':
    case '_dateequal':
      return column.dataType === 'date' ? dateCondition(column, key, suffix, value) : undefined;
    default:
      return undefined;
  }
}

function dateCondition(column: PgColumn, key: string, suffix: Suffix, value: string): SQL | undefined {
  const date = dateValue(key, value);
  switch (suffix) {
    case '_dategt':
      return gt(column, date);
    case '_datege':
      return gte(column, date);
    case '_datelt':
      return lt(column, date);
    case '_datele':
      return lte(column, date);
    default: {
      // A bare day means that whole day; a full timestamp means that instant.
      if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(value)) {
        const next = new Date(date);
        next.setDate(next.getDate() + 1);
        return and(gte(column, date), lt(column, next));
      }
      return eq(column, date);
    }
  }
}
