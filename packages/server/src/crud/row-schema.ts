import { Type } from 'typebox';
import type { CrudModel } from './model';

/** JSON types of column kinds as the wire shows them; kinds not listed pass as they are. */
const WIRE_TYPES: Readonly<Record<string, 'string' | 'number'>> = {
  // Ids and other bigints, dates and text travel as strings, null as "" (toWireRow, toWireValue).
  bigint: 'string',
  date: 'string',
  string: 'string',
  // Null numbers travel as -1.
  number: 'number',
};

/**
 * The schema of a model's rows on the wire, for Fastify's fast serialiser: each shown column of a
 * kind above is written by its type, without inspecting the value; other columns and the names a
 * list adds (`decorate`: `statusName`, …) pass as they are. Not required: a detail without a row
 * answers `{}`.
 */
export function wireRowSchema(model: CrudModel) {
  const hidden = new Set(model.definition.hidden ?? []);
  const properties = Object.fromEntries(
    Object.entries(model.columns).flatMap(([name, column]) => {
      const type = WIRE_TYPES[column.dataType];
      return type && !hidden.has(name) ? [[name, { type }]] : [];
    }),
  );
  return Type.Unsafe<object>({ type: 'object', properties, additionalProperties: true });
}
