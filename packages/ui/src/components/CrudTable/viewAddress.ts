import dayjs from 'dayjs';
import {
  type CrudColumn,
  type CrudQuery,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DEFAULT_PAGE_SIZE,
  PAGING_KEYS,
  searchParamsOf,
  toSnakeCase,
} from './columns';
import { cleanQuery } from './searchParams';

/**
 * What a table's view may say in its address: the search parameters (named as on the wire,
 * `createTime_dategt` included), the columns it sorts by and the page sizes it offers. Anything
 * else in the address belongs to someone else (the guard's `menu`, a frame's `src`) and is kept.
 */
export interface ViewAddressSpec {
  filters: readonly string[];
  /** snake_case columns, as `ascs`/`descs` name them. */
  sortable: readonly string[];
  pageSizes: readonly number[];
  defaultSize: number;
  /**
   * The order the page shows when the address names none (a log's newest first). Cleared by a
   * person, it is written as an empty `ascs=`, so that a reload does not bring it back.
   */
  defaultSort?: Pick<CrudQuery, 'ascs' | 'descs'>;
}

/** A page number beyond this is nonsense typed into an address: the first page is shown. */
const MAX_PAGE = 1_000_000;
const DATE_PARAM = /_(dategt|datelt|dateequal)$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

export function viewAddressSpec<T>(
  columns: readonly CrudColumn<T>[],
  pageSizes: readonly number[],
  defaultSize: number = DEFAULT_PAGE_SIZE,
): ViewAddressSpec {
  return {
    filters: columns.flatMap((column) => searchParamsOf(column)),
    sortable: columns.filter((column) => column.sortable).map((column) => toSnakeCase(column.field)),
    pageSizes,
    defaultSize,
  };
}

/** A real calendar date in the wire format (`2024-02-31` and `yesterday` are not). */
function isWireDate(text: string): boolean {
  if (!DATE_TEXT.test(text)) return false;
  const format = text.length > 10 ? DATE_TIME_FORMAT : DATE_FORMAT;
  const date = dayjs(text);
  return date.isValid() && date.format(format) === text;
}

function pageNumber(text: string | null): number {
  if (text == null || !/^\d+$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function sortList(text: string | null, sortable: ReadonlySet<string>): string | undefined {
  const known = (text ?? '').split(',').filter((column) => sortable.has(column));
  return known.length ? known.join(',') : undefined;
}

/**
 * The view an address asks for. Values the table cannot show are ignored, each falling back to its
 * default: an unknown sort column, a page size it does not offer, a page that is not a number, a
 * date that is not one. (A page past the last one is the data's to correct: the table then shows
 * the last page.)
 */
export function readViewAddress(search: string, spec: ViewAddressSpec): CrudQuery {
  const params = new URLSearchParams(search);
  const sizeText = params.get('size');
  const size = sizeText != null && /^\d+$/.test(sizeText) ? Number(sizeText) : spec.defaultSize;
  const query: CrudQuery = {
    current: pageNumber(params.get('current')),
    size: spec.pageSizes.includes(size) ? size : spec.defaultSize,
  };
  const sortable = new Set(spec.sortable);
  const named = params.has('ascs') || params.has('descs');
  const ascs = named ? sortList(params.get('ascs'), sortable) : spec.defaultSort?.ascs;
  const descs = named ? sortList(params.get('descs'), sortable) : spec.defaultSort?.descs;
  if (ascs) query.ascs = ascs;
  if (descs) query.descs = descs;
  for (const name of spec.filters) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (DATE_PARAM.test(name) && !isWireDate(value)) continue;
    query[name] = value;
  }
  return query;
}

/**
 * The address for a view: `search` with its view parameters replaced by the query's (defaults
 * left out, so a plain list has a plain address) and everything else kept as it was.
 */
export function writeViewAddress(query: CrudQuery, search: string, spec: ViewAddressSpec): string {
  const params = new URLSearchParams(search);
  for (const name of [...PAGING_KEYS, ...spec.filters]) params.delete(name);
  const clean = cleanQuery(query);
  if (clean.current !== 1) params.set('current', String(clean.current));
  if (clean.size !== spec.defaultSize) params.set('size', String(clean.size));
  const defaultSort = spec.defaultSort ?? {};
  const isDefaultSort =
    (clean.ascs ?? '') === (defaultSort.ascs ?? '') && (clean.descs ?? '') === (defaultSort.descs ?? '');
  if (!isDefaultSort) {
    // No sort where the page has one by default: said as an empty sort, or the default comes back.
    if (!clean.ascs && !clean.descs) params.set('ascs', '');
    if (clean.ascs) params.set('ascs', String(clean.ascs));
    if (clean.descs) params.set('descs', String(clean.descs));
  }
  for (const name of spec.filters) {
    const value = clean[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
