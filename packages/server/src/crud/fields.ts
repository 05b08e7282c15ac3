/** JSON-schema builders for writable fields, so resource definitions stay one line per field. */
export type JsonSchema = Record<string, unknown>;

/** Optional text; null and "" are accepted (forms send both for "empty"). */
export const text = (maxLength: number): JsonSchema => ({ type: ['string', 'null'], maxLength });

/** Text that must not be empty when present (pair with `required` for inserts). */
export const requiredText = (maxLength: number): JsonSchema => ({ type: 'string', minLength: 1, maxLength });

/** An integer, optionally bounded; numeric strings are coerced. */
export const integer = (minimum?: number, maximum?: number): JsonSchema => ({
  type: ['integer', 'null'],
  ...(minimum === undefined ? {} : { minimum }),
  ...(maximum === undefined ? {} : { maximum }),
});

/** A snowflake id as a string ("" or null meaning none); numbers are coerced to strings. */
export const idValue = (): JsonSchema => ({ type: ['string', 'null'], pattern: '^\\d{0,19}$' });

/** A CSV of ids ("1,2,3"). */
export const idList = (): JsonSchema => ({
  type: ['string', 'null'],
  pattern: '^(\\d{1,19}(,\\d{1,19})*)?$',
  maxLength: 4000,
});

/** `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd` (or empty). */
export const dateTime = (): JsonSchema => ({
  type: ['string', 'null'],
  pattern: '^(\\d{4}-\\d{1,2}-\\d{1,2}( \\d{1,2}:\\d{2}(:\\d{2})?)?)?$',
});

/** A CSV of one or more ids in a query string (`1,2, 3`). */
export const idCsv = {
  type: 'string',
  minLength: 1,
  maxLength: 20000,
  pattern: '^\\s*\\d{1,19}(\\s*,\\s*\\d{1,19})*\\s*$',
} as const;

/** A query string with one required id CSV named `name` (`?userIds=1,2`). */
export function idsQuery<N extends string>(name: N) {
  return {
    type: 'object',
    required: [name],
    properties: { [name]: idCsv } as Record<N, typeof idCsv>,
  } as const;
}

/** `?ids=1,2,3` of remove endpoints. */
export const idsQuerySchema = idsQuery('ids');

/** A JSON array of ids (`["1","2"]`) in a body. */
export const idArray = {
  type: 'array',
  maxItems: 5000,
  items: { type: 'string', pattern: '^\\d{1,19}$' },
} as const;

/** Whether `text` is JSON of an object (`{…}`), as the JSON-text fields (SMS params, user ext) need. */
export function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** `?id=…` of detail endpoints. */
export const idQuerySchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^\\d{1,19}$' } },
} as const;

export function parseIdCsv(csv: string): bigint[] {
  return [
    ...new Set(
      csv
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].map((s) => BigInt(s));
}
