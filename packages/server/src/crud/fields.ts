import { type Static, type TSchema, Type } from 'typebox';
import { isId } from '../db/ids';

/**
 * TypeBox builders for writable fields and id parameters, so resource definitions stay one line per
 * field and handlers get typed queries and bodies. Each builder emits the same JSON Schema the routes
 * always had: Ajv (with `coerceTypes: 'array'`) still validates and coerces, TypeBox only adds types.
 * Nullable fields use `Type.Unsafe` over a `type: [T, 'null']` array, because a `T | null` union
 * would become `anyOf`, which Ajv coerces differently.
 */
export type JsonSchema = TSchema;

/** Optional text; null and "" are accepted (forms send both for "empty"). */
export const text = (maxLength: number) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });

/** Text that must not be empty when present (pair with `required` for inserts). */
export const requiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** An integer, optionally bounded; numeric strings are coerced. */
export const integer = (minimum?: number, maximum?: number) =>
  Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  });

/** A number with at most two decimals (weights, volumes); numeric strings are coerced. */
export const decimal = (minimum?: number, maximum?: number) =>
  Type.Unsafe<number | null>({
    type: ['number', 'null'],
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  });

/**
 * The Ajv formats of ids (registered in `app.ts`): digits alone would let 9999999999999999999
 * through to a `bigint` column; these take what {@link isId} takes, so an id out of range is the
 * caller's 400 wherever a route's schema names one.
 */
export const ID_FORMATS = {
  /** One id. */
  'blade-id': (text: string) => isId(text),
  /** One id, or "" for none. */
  'blade-id-or-empty': (text: string) => text === '' || isId(text),
  /** Ids separated by commas (blanks around them allowed); "" for none where the pattern allows it. */
  'blade-ids': (text: string) => text.trim() === '' || text.split(',').every((part) => isId(part)),
} as const;

/** A snowflake id as a string ("" or null meaning none); numbers are coerced to strings. */
export const idValue = () =>
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    pattern: '^\\d{0,19}$',
    format: 'blade-id-or-empty',
  });

/** A CSV of ids ("1,2,3"). */
export const idList = () =>
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    pattern: '^(\\d{1,19}(,\\d{1,19})*)?$',
    format: 'blade-ids',
    maxLength: 4000,
  });

/** `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd` (or empty). */
export const dateTime = () =>
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    pattern: '^(\\d{4}-\\d{1,2}-\\d{1,2}( \\d{1,2}:\\d{2}(:\\d{2})?)?)?$',
  });

/** One snowflake id (`?id=123`). */
export const idString = () => Type.String({ pattern: '^\\d{1,19}$', format: 'blade-id' });

/** An optional snowflake id in a query string ("" meaning none). */
export const optionalIdString = () =>
  Type.Optional(Type.String({ pattern: '^\\d{0,19}$', format: 'blade-id-or-empty' }));

/** A CSV of one or more ids in a query string (`1,2, 3`). */
export const idCsv = Type.String({
  minLength: 1,
  maxLength: 20000,
  pattern: '^\\s*\\d{1,19}(\\s*,\\s*\\d{1,19})*\\s*$',
  format: 'blade-ids',
});

/** A query string with one required id CSV named `name` (`?userIds=1,2`). */
export function idsQuery<N extends string>(name: N) {
  // The computed key widens to `string`; the record type keeps the literal name for handlers.
  const properties = { [name]: idCsv } as Record<N, typeof idCsv>;
  return Type.Object(properties);
}

/** `?ids=1,2,3` of remove endpoints. */
export const idsQuerySchema = idsQuery('ids');

/** A JSON array of ids (`["1","2"]`) in a body. */
export const idArray = Type.Array(idString(), { maxItems: 5000 });

/** `idArray` that must hold at least one id. */
export const nonEmptyIdArray = Type.Array(idString(), {
  maxItems: 5000,
  minItems: 1,
});

/** Whether `text` is JSON of an object (`{…}`), as the JSON-text fields (SMS params, user ext) need. */
export function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Wire ids (already checked as digits) to bigints, each once and in first-seen order: what every
 * `ids` CSV and id-array body (grant, bulk actions) needs before it goes into `inArray`.
 */
export function uniqueIds(ids: Iterable<string>): bigint[] {
  return [...new Set(ids)].map((id) => BigInt(id));
}

/** `?id=…` of detail endpoints. */
export const idQuerySchema = Type.Object({ id: idString() });

export type IdQuery = Static<typeof idQuerySchema>;

export function parseIdCsv(csv: string): bigint[] {
  return uniqueIds(
    csv
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}
