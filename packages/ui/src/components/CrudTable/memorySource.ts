import { conditionPredicate, parseFilterKey } from '@blade-console/blade-schema';
import dayjs from 'dayjs';
import { pageCount } from '../Pagination/pages';
import type { CrudFormMode, CrudQuery, Page } from './columns';
import { queryFilters, sortsOf } from './searchParams';

/**
 * An in-memory data source with the Blade list semantics (blade-api.md §3): paging, map filters
 * (no suffix = LIKE, `_like`, `_equal`, `_notequal`, `_gt`/`_lt`…, `_dategt`/`_datelt`…), `ascs`/
 * `descs`, `submit` (insert without id, else update) and `remove(ids)`. For stories, tests and the
 * bench; apps pass their SDK calls instead.
 */
export interface MemoryCrudSource<T> {
  load: (query: CrudQuery) => Promise<Page<T>>;
  submit: (row: Partial<T>, mode: CrudFormMode) => Promise<T>;
  remove: (ids: string[]) => Promise<void>;
  /** Children of a tree row (rows whose `parentId` is its id). */
  loadChildren: (row: T) => Promise<T[]>;
  /** The current rows (a copy). */
  rows: () => T[];
  /** Every query `load` received, oldest first. */
  calls: CrudQuery[];
}

export interface MemoryCrudOptions {
  /** Milliseconds each call waits (default 0). */
  delay?: number;
  /** Makes the next calls fail: `load`, `submit` or `remove` reject with this message. */
  fail?: Partial<Record<'load' | 'submit' | 'remove', string>>;
  idField?: string;
  /** Tree mode: `load` returns root rows (parentId 0/absent) with `hasChildren`. */
  tree?: boolean;
}

type Row = Record<string, unknown>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function compare(a: unknown, b: unknown): number {
  if (a == null && b == null) return 0;
  if (a == null) return -1;
  if (b == null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh');
}

/**
 * A predicate for one map filter (`createTime_dategt=2024-01-01 00:00:00`): the rules the server
 * turns into SQL, shared through blade-schema.
 */
export function filterPredicate(key: string, value: string): (row: Row) => boolean {
  const { field, op } = parseFilterKey(key);
  return conditionPredicate({ key, field, op, value });
}

/** Filters and sorts rows the way a Blade `list` does (no paging). */
export function queryRows<T>(rows: readonly T[], query: CrudQuery): T[] {
  const predicates = Object.entries(queryFilters(query)).map(([k, v]) => filterPredicate(k, v));
  let result = predicates.length
    ? rows.filter((row) => predicates.every((p) => p(row as Row)))
    : rows.slice();
  const sorts = sortsOf(query);
  if (sorts.length) {
    result = result.sort((a, b) => {
      for (const sort of sorts) {
        const order = compare((a as Row)[sort.field], (b as Row)[sort.field]);
        if (order !== 0) return sort.desc ? -order : order;
      }
      return 0;
    });
  }
  return result;
}

export function createMemoryCrudSource<T extends object>(
  initial: readonly T[],
  options: MemoryCrudOptions = {},
): MemoryCrudSource<T> {
  const idField = options.idField ?? 'id';
  let rows: Row[] = initial.map((r) => ({ ...(r as Row) }));
  // New ids continue after the largest numeric id (like a sequence), never reusing one.
  let nextId = rows.reduce((max, r) => Math.max(max, Number(r[idField]) || 0), 0) + 1;
  const calls: CrudQuery[] = [];
  const pause = async () => {
    if (options.delay) await wait(options.delay);
  };
  const isRoot = (row: Row) => {
    const parent = row.parentId;
    return parent == null || parent === '' || parent === 0 || parent === '0';
  };
  const withHasChildren = (row: Row) =>
    ({ ...row, hasChildren: rows.some((r) => String(r.parentId) === String(row[idField])) }) as T;

  return {
    calls,
    rows: () => rows.map((r) => ({ ...r }) as T),
    async load(query) {
      calls.push({ ...query });
      await pause();
      if (options.fail?.load) throw new Error(options.fail.load);
      const filters = queryFilters(query);
      const base = options.tree && Object.keys(filters).length === 0 ? rows.filter(isRoot) : rows;
      const matched = queryRows(base, query);
      const size = Math.max(1, query.size);
      const total = matched.length;
      const pages = pageCount(total, size);
      const current = Math.max(1, query.current);
      const records = matched.slice((current - 1) * size, current * size);
      return {
        records: options.tree ? records.map(withHasChildren) : (records.map((r) => ({ ...r })) as T[]),
        total,
        size,
        current,
        pages,
      };
    },
    async submit(row) {
      await pause();
      if (options.fail?.submit) throw new Error(options.fail.submit);
      const record = row as Row;
      const id = record[idField];
      if (id == null || id === '') {
        const created = {
          ...record,
          [idField]: String(nextId++),
          createTime: dayjs().format('YYYY-MM-DD HH:mm:ss'),
        };
        rows = [created, ...rows];
        return { ...created } as T;
      }
      rows = rows.map((r) => (String(r[idField]) === String(id) ? { ...r, ...record } : r));
      return { ...(rows.find((r) => String(r[idField]) === String(id)) ?? record) } as T;
    },
    async remove(ids) {
      await pause();
      if (options.fail?.remove) throw new Error(options.fail.remove);
      const drop = new Set(ids.map(String));
      rows = rows.filter((r) => !drop.has(String(r[idField])));
    },
    async loadChildren(row) {
      await pause();
      const id = String((row as Row)[idField]);
      return rows.filter((r) => String(r.parentId) === id).map(withHasChildren);
    },
  };
}
