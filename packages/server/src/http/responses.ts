import { type TSchema, Type } from 'typebox';

/*
 * Response schemas. Fastify serialises a route's 200 answer with fast-json-stringify compiled from
 * these, which drops properties a schema does not list: shapes fixed by blade-api.md are precise,
 * database rows (every column of a resource, plus derived names) stay open (`additionalProperties`).
 * Values reach the serialiser already in wire form (ids and other bigints as strings, dates as
 * `yyyy-MM-dd HH:mm:ss`: see `toWireValue`), so schemas describe what travels, not what handlers hold.
 * Only 200 has a schema: errors (400/401/404/500 envelopes) keep the plain JSON serialiser.
 */

/** A row of a resource: every column it has, whatever they are. */
export const looseRow = Type.Unsafe<object>({ type: 'object', additionalProperties: true });

/** `data` of any shape (trees, strings, `{}` or a row): serialised as JSON as it is. */
export const anyData = Type.Unknown();

/** `data: {}` of writes (`R.status`). */
export const emptyData = looseRow;

/** The Blade envelope `{code, success, data, msg}` (blade-api.md §2) around `data`. */
export function okEnvelope<D extends TSchema>(data: D) {
  return Type.Object({ code: Type.Integer(), success: Type.Boolean(), data, msg: Type.String() });
}

/** Blade's `Page` (blade-api.md §3) of `row`s. */
export function pageOf<Row extends TSchema>(row: Row) {
  return Type.Object({
    records: Type.Array(row),
    total: Type.Integer(),
    size: Type.Integer(),
    current: Type.Integer(),
    pages: Type.Integer(),
  });
}

/** `{200: envelope(data)}`: the `response` of a route schema. */
export function okResponse<D extends TSchema>(data: D) {
  return { 200: okEnvelope(data) };
}

/** Writes: `R.status` answers `data: {}`. */
export const statusResponse = okResponse(emptyData);

/** Answers of one row, or `{}` with "暂无承载数据" when there is none. */
export const rowResponse = okResponse(looseRow);

/** Answers of a `Page` of rows. */
export const pageResponse = okResponse(pageOf(looseRow));

/** Answers of a flat list (or a forest) of rows. */
export const rowsResponse = okResponse(Type.Array(looseRow));

/** Answers whose `data` has no fixed shape. */
export const anyResponse = okResponse(anyData);
