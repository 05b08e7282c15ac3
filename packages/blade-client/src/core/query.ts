import type { Id } from '../types/envelope';

/**
 * Query-string rules shared by every call (blade-api.md §3): empty values are dropped so a blank search
 * box never becomes a `LIKE '%%'` filter, arrays become the comma-joined text Blade expects for multi-ids,
 * and dates use Blade's `yyyy-MM-dd HH:mm:ss` (server local time, no zone).
 */

/** A value the query serialiser accepts. */
export type QueryValue = string | number | boolean | Date | null | undefined | readonly (string | number)[];

/** Comma-joins ids for `remove?ids=` and the other multi-id params; a single id passes through. */
export function joinIds(ids: Id | number | readonly (Id | number)[]): string {
  return Array.isArray(ids) ? ids.map(String).join(',') : String(ids);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Formats a Date as Blade's `yyyy-MM-dd HH:mm:ss` in local time. */
export function formatBladeDate(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

function serialiseValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : joinIds(value as (string | number)[]);
  if (value instanceof Date) return formatBladeDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Percent-encodes, but keeps commas readable: `ids=1,2` is the form Blade documents and logs show. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

/** Builds `a=1&b=x` from an object, dropping undefined, null, '' and empty arrays. */
export function toQueryString(params: object | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const text = serialiseValue(value);
    if (text !== undefined) parts.push(`${encode(key)}=${encode(text)}`);
  }
  return parts.join('&');
}

/** Appends serialised params to a URL that may already carry a query. */
export function withQuery(url: string, params: object | undefined): string {
  const query = toQueryString(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** The same parameters as a urlencoded form body (the query's rules: blanks dropped, ids joined). */
export function formBody(params: object | undefined): URLSearchParams {
  return new URLSearchParams(toQueryString(params));
}
