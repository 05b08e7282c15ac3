/**
 * Blade's map filters (blade-api.md §3), written once: the server turns them into SQL, the SDK's
 * mocks and ui's in-memory table source apply them to arrays. A query key is `<field>[_<op>]`;
 * no suffix means LIKE, empty values are ignored, paging and sorting keys are never filters.
 */

/** Query keys that are never filters (paging, sorting, the download token). */
export const RESERVED_QUERY_KEYS: ReadonlySet<string> = new Set([
  'current',
  'size',
  'ascs',
  'descs',
  'blade-auth',
]);

/** The operators; `like` is also what a key without a suffix means. */
export const FILTER_OPS = [
  'notequal',
  'dateequal',
  'likeright',
  'likeleft',
  'notnull',
  'notlike',
  'dategt',
  'datege',
  'datelt',
  'datele',
  'ignore',
  'equal',
  'like',
  'null',
  'gt',
  'ge',
  'lt',
  'le',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

// Longer suffixes first, so `_datele` wins over `_le` and `_notequal` over `_equal`.
const BY_LENGTH = [...FILTER_OPS].sort((a, b) => b.length - a.length);

/** `createTime_dategt` → `{ field: 'createTime', op: 'dategt' }`; no suffix → `like`. */
export function parseFilterKey(key: string): { field: string; op: FilterOp } {
  for (const op of BY_LENGTH) {
    const suffix = `_${op}`;
    if (key.endsWith(suffix) && key.length > suffix.length)
      return { field: key.slice(0, -suffix.length), op };
  }
  return { field: key, op: 'like' };
}

export const DATE_OPS: ReadonlySet<FilterOp> = new Set(['dategt', 'datege', 'datelt', 'datele', 'dateequal']);

/** One condition of a list query. */
export interface FilterCondition {
  /** The key as sent (`createTime_dategt`), for messages. */
  key: string;
  field: string;
  op: FilterOp;
  value: string;
}

/**
 * The conditions of a query: reserved keys, empty values and `_ignore` dropped, the first of
 * repeated values taken, values trimmed. `reserved` adds keys an endpoint reads itself.
 */
export function filterConditions(
  query: Iterable<readonly [string, unknown]> | Record<string, unknown>,
  reserved: Iterable<string> = [],
): FilterCondition[] {
  const skip = new Set([...RESERVED_QUERY_KEYS, ...reserved]);
  const entries = Symbol.iterator in query ? [...query] : Object.entries(query);
  const conditions: FilterCondition[] = [];
  for (const [key, raw] of entries) {
    if (skip.has(key) || raw === undefined || raw === null) continue;
    const value = String(Array.isArray(raw) ? raw[0] : raw).trim();
    if (value === '') continue;
    const { field, op } = parseFilterKey(key);
    if (op === 'ignore') continue;
    conditions.push({ key, field, op, value });
  }
  return conditions;
}

/** `yyyy-MM-dd[ HH:mm[:ss]]` (Blade's wire format, also ISO) as a local date, or undefined. */
export function parseWireDate(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?/.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Whether a value is a date a submit may store, as the server's schema takes it (`crud/fields.ts`):
 * `yyyy-M-d` with an optional ` H:mm[:ss]`, nothing after it, and a day the calendar has (no 2024-02-31 rolling over
 * into March, no hour 25).
 */
export function isWireDate(text: string): boolean {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return false;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(y, mo - 1, d, h, mi, s);
  return (
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi &&
    date.getSeconds() === s
  );
}

/** Whether the value is a bare day, which `_dateequal` reads as that whole day. */
export function isBareDay(text: string): boolean {
  return /^\d{4}-\d{1,2}-\d{1,2}$/.test(text.trim());
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function timeOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return parseWireDate(String(value ?? ''))?.getTime() ?? Number.NaN;
}

const ORDERINGS: Record<string, ((a: number, b: number) => boolean) | undefined> = {
  gt: (a, b) => a > b,
  ge: (a, b) => a >= b,
  lt: (a, b) => a < b,
  le: (a, b) => a <= b,
};

/**
 * The in-memory twin of the server's SQL: a predicate for one condition. LIKE is
 * case-insensitive (PostgreSQL's ILIKE); fields may be named in snake_case (`param_key`).
 */
export function conditionPredicate({
  field,
  op,
  value,
}: FilterCondition): (row: Record<string, unknown>) => boolean {
  const name = camel(field);
  const textOf = (row: Record<string, unknown>) => (row[name] == null ? '' : String(row[name]));
  const lower = value.toLowerCase();
  // gt/ge/lt/le compare numbers; their date twins (dategt…) compare times.
  const order = ORDERINGS[op.replace(/^date/, '')];
  if (order) {
    const measure = op.startsWith('date') ? timeOf : Number;
    const bound = measure(value);
    return (row) => order(measure(row[name]), bound);
  }
  switch (op) {
    case 'like':
      return (row) => textOf(row).toLowerCase().includes(lower);
    case 'notlike':
      return (row) => !textOf(row).toLowerCase().includes(lower);
    case 'likeleft':
      return (row) => textOf(row).toLowerCase().endsWith(lower);
    case 'likeright':
      return (row) => textOf(row).toLowerCase().startsWith(lower);
    case 'equal':
      return (row) => textOf(row) === value;
    case 'notequal':
      return (row) => textOf(row) !== value;
    case 'null':
      return (row) => textOf(row) === '';
    case 'notnull':
      return (row) => textOf(row) !== '';
    case 'dateequal': {
      if (!isBareDay(value)) return (row) => timeOf(row[name]) === timeOf(value);
      const start = timeOf(value);
      const end = start + 24 * 3600 * 1000;
      return (row) => timeOf(row[name]) >= start && timeOf(row[name]) < end;
    }
    default:
      return () => true;
  }
}

/**
 * Filters rows the way a Blade list does. `fields`, when given, limits which fields may be
 * filtered (the server's rule: keys naming other fields are ignored).
 */
export function filterRows<T extends object>(
  rows: readonly T[],
  query: Iterable<readonly [string, unknown]> | Record<string, unknown>,
  options: { reserved?: Iterable<string>; fields?: ReadonlySet<string> } = {},
): T[] {
  const predicates = filterConditions(query, options.reserved)
    .filter((condition) => !options.fields || options.fields.has(camel(condition.field)))
    .map(conditionPredicate);
  if (predicates.length === 0) return rows.slice();
  return rows.filter((row) => predicates.every((matches) => matches(row as Record<string, unknown>)));
}
