import { filterRows as filterRowsBy } from '@blade-console/blade-schema';
import { HttpResponse } from 'msw';
import { formatBladeDate } from '../core/query';
import type { Page, TreeNode } from '../types/envelope';
import type { Refusal } from './say';

/** A row of the mock store: any entity, always with a string id. */
export type MockRow = Record<string, unknown> & { id: string };

/** `R.data(x)`: the success envelope. */
export function ok(data: unknown = {}, msg = '操作成功') {
  return HttpResponse.json({ code: 200, success: true, data, msg });
}

/**
 * `R.fail(msg)` answered with the same HTTP status as the code, as Blade's exception handler does;
 * a refusal about one field names it in `data.field`, as the server does.
 */
export function fail(refusal: Refusal, code = 400, data: unknown = {}) {
  if (typeof refusal === 'string')
    return HttpResponse.json({ code, success: false, data, msg: refusal }, { status: code });
  const named = { ...(data as object), field: refusal.field };
  return HttpResponse.json({ code, success: false, data: named, msg: refusal.msg }, { status: code });
}

/**
 * Map-style filters (no suffix = LIKE, plus Blade's suffixes; empty values ignored): the same
 * rules the server turns into SQL, from blade-schema.
 */
export function filterRows<T extends Record<string, unknown>>(
  rows: readonly T[],
  query: URLSearchParams,
  ignore: readonly string[] = [],
): T[] {
  return filterRowsBy(rows, query, { reserved: ignore });
}

/** `release_time` or `releaseTime` → `releaseTime`: the field an `ascs`/`descs` name means. */
const camelCase = (name: string) => name.trim().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Rows in the order of `ascs`/`descs` (CSVs of field names, snake or camel case), as the server
 * sorts a page; without them, the rows' own order. Stable, so ties keep the table's order.
 */
export function sortRows<T>(rows: readonly T[], query: URLSearchParams): T[] {
  const keys = [
    ...csvOf(query.get('ascs')).map((name) => ({ field: camelCase(name), sign: 1 })),
    ...csvOf(query.get('descs')).map((name) => ({ field: camelCase(name), sign: -1 })),
  ];
  if (!keys.length) return [...rows];
  const compare = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''));
  return [...rows].sort((a, b) => {
    for (const { field, sign } of keys) {
      const order = compare((a as Record<string, unknown>)[field], (b as Record<string, unknown>)[field]);
      if (order) return sign * order;
    }
    return 0;
  });
}

const csvOf = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/** Pages rows by `current`/`size` (1 and 10 by default), in the order `ascs`/`descs` ask for. */
export function paginate<T>(rows: readonly T[], query: URLSearchParams): Page<T> {
  const size = Math.max(1, Number(query.get('size')) || 10);
  const current = Math.max(1, Number(query.get('current')) || 1);
  return {
    records: sortRows(rows, query).slice((current - 1) * size, current * size),
    total: rows.length,
    size,
    current,
    pages: Math.ceil(rows.length / size),
  };
}

/** The forest rule of blade-api.md §3: a row whose parent is in the set goes into its `children`. */
export function buildForest<T extends MockRow>(
  rows: readonly T[],
): Array<T & { children?: T[]; hasChildren?: boolean }> {
  type Node = T & { children?: Node[]; hasChildren?: boolean };
  const nodes = new Map<string, Node>(rows.map((row) => [row.id, { ...row } as Node]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(String(node.parentId ?? ''));
    if (parent && parent !== node) {
      parent.children = [...(parent.children ?? []), node];
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/**
 * A lazy tree's level: the rows under `parentId` (the root `0` when not asked) that pass the other
 * filters, each saying whether it has children among `all`.
 */
export function lazyLevel(all: readonly MockRow[], query: URLSearchParams): MockRow[] {
  const parentId = query.get('parentId') ?? '0';
  return filterRows(all, query, ['parentId'])
    .filter((row) => row.parentId === parentId)
    .map((row) => ({ ...row, hasChildren: all.some((other) => other.parentId === row.id) }));
}

/** Converts rows to `TreeNode`s labelled by `titleField`, as a forest. */
export function toTree(rows: readonly MockRow[], titleField: string): TreeNode[] {
  const nodes: MockRow[] = rows.map((row) => ({
    id: row.id,
    parentId: String(row.parentId ?? '0'),
    title: String(row[titleField] ?? ''),
    key: row.id,
    value: row.id,
  }));
  return buildForest(nodes) as unknown as TreeNode[];
}

export function now(): string {
  return formatBladeDate(new Date());
}
