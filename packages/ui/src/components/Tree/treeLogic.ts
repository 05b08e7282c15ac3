/** The tree node shape of the Blade API (`/tree`, `grant-tree`, lazy trees). */
export interface TreeNode {
  id: string;
  parentId?: string | null;
  title: string;
  key?: string;
  value?: string;
  children?: TreeNode[];
  /** A lazy node: it has children that `loadChildren` fetches on first expand. */
  hasChildren?: boolean;
  disabled?: boolean;
}

export type GetKey = (node: TreeNode) => string;
/** Identity of a node: its `key`, else its `id`. */
export const defaultGetKey: GetKey = (node) => String(node.key ?? node.id);

/** The children known for a node: its own, or those loaded lazily. */
export type ChildrenOf = (node: TreeNode) => TreeNode[] | undefined;

export interface FlatNode {
  node: TreeNode;
  key: string;
  level: number;
  parentKey: string | null;
  /** Position among siblings, 1-based, and the sibling count (aria-posinset/setsize). */
  posinset: number;
  setsize: number;
  expandable: boolean;
}

/** The nodes a reader sees, in order: roots, and the children of expanded nodes. */
export function flattenVisible(
  roots: readonly TreeNode[],
  expanded: ReadonlySet<string>,
  childrenOf: ChildrenOf,
  getKey: GetKey = defaultGetKey,
): FlatNode[] {
  const out: FlatNode[] = [];
  const walk = (nodes: readonly TreeNode[], level: number, parentKey: string | null) => {
    nodes.forEach((node, i) => {
      const key = getKey(node);
      const kids = childrenOf(node);
      const expandable = (kids?.length ?? 0) > 0 || (kids === undefined && node.hasChildren === true);
      out.push({ node, key, level, parentKey, posinset: i + 1, setsize: nodes.length, expandable });
      if (expandable && expanded.has(key) && kids) walk(kids, level + 1, key);
    });
  };
  walk(roots, 1, null);
  return out;
}

/** Every known node below `node` (not the node itself). */
export function descendants(node: TreeNode, childrenOf: ChildrenOf): TreeNode[] {
  const out: TreeNode[] = [];
  const stack = [...(childrenOf(node) ?? [])];
  while (stack.length) {
    const n = stack.shift()!;
    out.push(n);
    stack.unshift(...(childrenOf(n) ?? []));
  }
  return out;
}

/** Map of key → parent key over the known tree. */
export function parentMap(
  roots: readonly TreeNode[],
  childrenOf: ChildrenOf,
  getKey: GetKey = defaultGetKey,
) {
  const parents = new Map<string, string | null>();
  const walk = (nodes: readonly TreeNode[], parent: string | null) => {
    for (const n of nodes) {
      parents.set(getKey(n), parent);
      walk(childrenOf(n) ?? [], getKey(n));
    }
  };
  walk(roots, null);
  return parents;
}

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/**
 * Check state of every known node with cascading: a node with known children is checked when all
 * of its (enabled) children are, mixed when some are; a node without known children is as given.
 */
export function checkStates(
  roots: readonly TreeNode[],
  checked: ReadonlySet<string>,
  childrenOf: ChildrenOf,
  getKey: GetKey = defaultGetKey,
  strictly = false,
): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  const visit = (node: TreeNode): CheckState => {
    const key = getKey(node);
    const kids = childrenOf(node) ?? [];
    let state: CheckState;
    if (strictly) {
      kids.forEach(visit);
      state = checked.has(key) ? 'checked' : 'unchecked';
    } else if (kids.length === 0) state = checked.has(key) ? 'checked' : 'unchecked';
    else {
      const childStates = kids.map(visit);
      const counted = kids.filter((k) => !k.disabled).map((_, i) => childStates[i]);
      const all = counted.length > 0 ? counted : childStates;
      if (all.every((s) => s === 'checked')) state = 'checked';
      else if (all.some((s) => s !== 'unchecked')) state = 'mixed';
      else state = 'unchecked';
    }
    states.set(key, state);
    return state;
  };
  roots.forEach(visit);
  return states;
}

/**
 * Toggles one node alone (`strictly`): a parent and its children are independent choices, as in a
 * user's departments, where belonging to a branch is not belonging to every office under it.
 */
export function toggleCheckStrictly(checked: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(checked);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/**
 * Toggles a node with cascading and returns the new set of fully checked keys (parents included,
 * as Blade's grant calls expect): checking a node checks its known enabled descendants; unchecking
 * clears them; ancestors follow their children.
 */
export function toggleCheck(
  roots: readonly TreeNode[],
  checked: ReadonlySet<string>,
  node: TreeNode,
  childrenOf: ChildrenOf,
  getKey: GetKey = defaultGetKey,
): Set<string> {
  const key = getKey(node);
  const before = checkStates(roots, checked, childrenOf, getKey).get(key);
  const on = before !== 'checked';
  const next = new Set(checked);
  for (const n of [node, ...descendants(node, childrenOf)]) {
    if (n !== node && n.disabled) continue;
    if (on) next.add(getKey(n));
    else next.delete(getKey(n));
  }
  // Recompute the parents from their children.
  const states = checkStates(roots, next, childrenOf, getKey);
  for (const [k, s] of states) {
    if (s === 'checked') next.add(k);
    else next.delete(k);
  }
  return next;
}

/** Keys of the nodes whose state is mixed. */
export function halfCheckedKeys(states: ReadonlyMap<string, CheckState>): string[] {
  return [...states].filter(([, s]) => s === 'mixed').map(([k]) => k);
}

/**
 * Filters a tree by title (case-insensitive): ancestors of matches are kept (and expanded) for
 * context; a match with no matching descendants keeps all its children, collapsed. Returns the pruned roots and the keys to expand to show matches.
 */
export function filterTree(
  roots: readonly TreeNode[],
  query: string,
  childrenOf: ChildrenOf,
  getKey: GetKey = defaultGetKey,
): { nodes: TreeNode[]; expand: Set<string> } {
  const q = query.trim().toLocaleLowerCase();
  const expand = new Set<string>();
  if (!q) return { nodes: [...roots], expand };
  const walk = (nodes: readonly TreeNode[]): TreeNode[] =>
    nodes.flatMap((n) => {
      const kids = walk(childrenOf(n) ?? []);
      if (kids.length > 0) {
        expand.add(getKey(n));
        return [{ ...n, children: kids }];
      }
      return n.title.toLocaleLowerCase().includes(q) ? [n] : [];
    });
  return { nodes: walk(roots), expand };
}

/** Builds a tree from a flat list by `parentId` (roots: parentId empty, '0' or unknown). */
export function buildTree(list: readonly TreeNode[]): TreeNode[] {
  const byId = new Map<string, TreeNode>(list.map((n) => [n.id, { ...n, children: [] }]));
  const roots: TreeNode[] = [];
  for (const n of byId.values()) {
    const parent = n.parentId != null ? byId.get(n.parentId) : undefined;
    if (parent) parent.children!.push(n);
    else roots.push(n);
  }
  for (const n of byId.values()) if (n.children!.length === 0) delete n.children;
  return roots;
}
