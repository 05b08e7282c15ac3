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

/** `?ids=1,2,3` of remove endpoints. */
export const idsQuerySchema = {
  type: 'object',
  required: ['ids'],
  properties: {
    ids: {
      type: 'string',
      minLength: 1,
      maxLength: 20000,
      pattern: '^\\s*\\d{1,19}(\\s*,\\s*\\d{1,19})*\\s*$',
    },
  },
} as const;

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
