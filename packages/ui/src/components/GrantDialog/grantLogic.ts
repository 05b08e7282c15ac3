import { checkStates, type TreeNode } from '../Tree/treeLogic';

/** What a grant tree gives back: fully checked keys (parents included) and the half-checked ones. */
export interface GrantSelection {
  checked: string[];
  halfChecked: string[];
}

const childrenOf = (node: TreeNode) => node.children;
const keyOf = (node: TreeNode) => String(node.key ?? node.id);

/**
 * Normalises a set of keys against a tree: a parent counts as checked only when all its children
 * are (server key lists hold every granted id, parents included), mixed parents are half-checked.
 * Keys unknown to the tree are kept as they are (leaves not loaded).
 */
export function grantSelection(data: readonly TreeNode[], keys: Iterable<string>): GrantSelection {
  const given = new Set([...keys].map(String));
  const states = checkStates(data, given, childrenOf, keyOf);
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const [key, state] of states) {
    if (state === 'checked') checked.push(key);
    else if (state === 'mixed') halfChecked.push(key);
  }
  for (const key of given) if (!states.has(key)) checked.push(key);
  return { checked, halfChecked };
}
