/**
 * How values look on the wire (blade-api.md §2): ids and other bigints as strings, dates as
 * `yyyy-MM-dd HH:mm:ss` in server local time.
 */

import { parseWireTime } from '@blade-console/blade-schema';

const pad = (n: number): string => String(n).padStart(2, '0');

export function formatDateTime(date: Date): string {
  // Four digits always: year 100 written as "100" would not parse back.
  return (
    `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** Parses `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd` (local time); undefined when it is neither or invalid. */
export const parseDateTime = parseWireTime;

/** JSON.stringify replacer applying the wire rules; `this` is the object holding `key`. */
export function wireReplacer(this: unknown, key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  // Date#toJSON has already run on `value`; the holder still has the Date itself.
  const raw = (this as Record<string, unknown>)[key];
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? '' : formatDateTime(raw);
  return value;
}

export function toWireJson(payload: unknown): string {
  return JSON.stringify(payload, wireReplacer);
}

/**
 * The payload with the wire rules applied, `payload` left alone: what `toWireJson` would write, as
 * values, for a serialiser that knows nothing of bigints and Dates (fast-json-stringify of response
 * schemas). `undefined` and functions are kept for the serialiser to drop as JSON does.
 *
 * Copy on write: a plain object or array none of whose values change is returned as it is, and one
 * that holds a change is copied once. Every answer passes through here; copying all of it (an
 * object and an entry array per row and field) was a good share of a paged list's garbage.
 */
export function toWireValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatDateTime(value);
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const wire = toWireValue(item);
      if (wire !== item) {
        out ??= value.slice();
        out[i] = wire;
      }
    }
    return out ?? value;
  }
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return toWireValue(toJSON.call(value));
  const record = value as Record<string, unknown>;
  const prototype = Object.getPrototypeOf(record);
  // Anything but a plain object is copied to one, as JSON sees it (own enumerable keys only).
  let out: Record<string, unknown> | undefined =
    prototype === Object.prototype || prototype === null ? undefined : {};
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const item = record[key];
    const wire = toWireValue(item);
    if (out) out[key] = wire;
    else if (wire !== item) {
      out = {};
      for (let j = 0; j < i; j++) out[keys[j] as string] = record[keys[j] as string];
      out[key] = wire;
    }
  }
  return out ?? record;
}
