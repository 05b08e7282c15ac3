import type { TreeNode } from '@blade-console/blade-client/types';

/** A row of a tree table: an id and a parent id (0 for roots). */
export interface TreeRow {
  id: unknown;
  parentId: unknown;
}

export type Forest<T> = (T & { children?: Forest<T>; hasChildren?: boolean })[];

/**
 * The forest rule of blade-api.md §3: a row whose parent is in the set goes into that parent's
 * `children`; rows with parent 0 or an absent parent are roots; input order is kept. `children`
 * and `hasChildren` are omitted on leaves.
 */
export function buildForest<T extends TreeRow>(rows: readonly T[]): Forest<T> {
  const nodes = new Map<string, T & { children?: Forest<T>; hasChildren?: boolean }>();
  for (const row of rows) nodes.set(String(row.id), { ...row });
  const roots: Forest<T> = [];
  for (const row of rows) {
    const node = nodes.get(String(row.id))!;
    const parent = String(row.parentId) !== String(row.id) ? nodes.get(String(row.parentId)) : undefined;
    if (parent) {
      parent.children ??= [];
      parent.children.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/** Picker/grant-tree nodes (`key` = `value` = `id`) from rows with a title column. */
export function toTreeNodes<T extends TreeRow>(rows: readonly T[], title: (row: T) => string): TreeNode[] {
  const flat = rows.map((row) => {
    const id = String(row.id);
    return { id, parentId: String(row.parentId ?? '0'), title: title(row), key: id, value: id };
  });
  return buildForest(flat) as TreeNode[];
}

/** Every id in `ids` plus all of their ancestors, given a parent lookup. */
export function withAncestors(ids: Iterable<string>, parentOf: ReadonlyMap<string, string>): Set<string> {
  const result = new Set<string>();
  for (const start of ids) {
    let id: string | undefined = start;
    // The size guard stops a corrupt parent cycle from looping forever.
    while (id && id !== '0' && !result.has(id) && result.size <= parentOf.size + 1) {
      result.add(id);
      id = parentOf.get(id);
    }
  }
  return result;
}
