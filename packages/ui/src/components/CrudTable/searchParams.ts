import { type CrudQuery, DEFAULT_PAGE_SIZE, PAGE_SIZES, toCamelCase, toSnakeCase } from './columns';

/** A column sort: field (camelCase) and direction. */
export interface CrudSort {
  field: string;
  desc: boolean;
}

/** A fresh query: page 1, default size, no filters. */
export function initialQuery(size: number = DEFAULT_PAGE_SIZE): CrudQuery {
  return { current: 1, size };
}

/** The filters of a query (everything but paging and sorting), without empty values. */
export function queryFilters(query: CrudQuery): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'current' || key === 'size' || key === 'ascs' || key === 'descs') continue;
    if (value === undefined || value === null || value === '') continue;
    filters[key] = String(value);
  }
  return filters;
}

/** Removes empty values so the wire (and the URL) carries only what is set. */
export function cleanQuery(query: CrudQuery): CrudQuery {
  const clean: CrudQuery = { current: query.current, size: query.size };
  if (query.ascs) clean.ascs = query.ascs;
  if (query.descs) clean.descs = query.descs;
  return Object.assign(clean, queryFilters(query));
}

/** Sorts of a query (`ascs`/`descs` CSV of snake_case columns) as camelCase fields. */
export function sortsOf(query: CrudQuery): CrudSort[] {
  const split = (csv: string | undefined) => (csv ? csv.split(',').filter(Boolean) : []);
  return [
    ...split(query.ascs).map((c) => ({ field: toCamelCase(c), desc: false })),
    ...split(query.descs).map((c) => ({ field: toCamelCase(c), desc: true })),
  ];
}

/** Writes sorts into a query as `ascs`/`descs` (snake_case), leaving the rest as is. */
export function withSorts(query: CrudQuery, sorts: readonly CrudSort[]): CrudQuery {
  const { ascs: _a, descs: _d, ...rest } = query;
  const next: CrudQuery = { ...rest, current: query.current, size: query.size };
  const ascs = sorts.filter((s) => !s.desc).map((s) => toSnakeCase(s.field));
  const descs = sorts.filter((s) => s.desc).map((s) => toSnakeCase(s.field));
  if (ascs.length) next.ascs = ascs.join(',');
  if (descs.length) next.descs = descs.join(',');
  return next;
}

/**
 * The query as URL search parameters (for apps that keep filters and paging in the address).
 * Defaults (page 1, the default size) are left out so a plain list has a plain URL.
 */
export function queryToSearchParams(query: CrudQuery, defaults: { size?: number } = {}): URLSearchParams {
  const params = new URLSearchParams();
  const clean = cleanQuery(query);
  if (clean.current !== 1) params.set('current', String(clean.current));
  if (clean.size !== (defaults.size ?? DEFAULT_PAGE_SIZE)) params.set('size', String(clean.size));
  if (clean.ascs) params.set('ascs', clean.ascs);
  if (clean.descs) params.set('descs', clean.descs);
  for (const [key, value] of Object.entries(queryFilters(clean))) params.set(key, value);
  return params;
}

function positiveInt(text: string | null, fallback: number): number {
  if (text == null) return fallback;
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Reads a query from URL search parameters. Unknown keys become filters (as Blade's map filters
 * do); `allowed` limits them to the given parameter names. A size outside the page-size options
 * falls back to the default.
 */
export function searchParamsToQuery(
  params: URLSearchParams | string,
  options: { size?: number; allowed?: readonly string[] } = {},
): CrudQuery {
  const source = typeof params === 'string' ? new URLSearchParams(params) : params;
  const defaultSize = options.size ?? DEFAULT_PAGE_SIZE;
  let size = positiveInt(source.get('size'), defaultSize);
  if (!(PAGE_SIZES as readonly number[]).includes(size) && size !== defaultSize) size = defaultSize;
  const query: CrudQuery = { current: positiveInt(source.get('current'), 1), size };
  const ascs = source.get('ascs');
  const descs = source.get('descs');
  if (ascs) query.ascs = ascs;
  if (descs) query.descs = descs;
  const allowed = options.allowed ? new Set(options.allowed) : null;
  for (const [key, value] of source) {
    if (key === 'current' || key === 'size' || key === 'ascs' || key === 'descs') continue;
    if (value === '' || (allowed && !allowed.has(key))) continue;
    query[key] = value;
  }
  return query;
}
