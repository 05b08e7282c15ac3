import { checkStates, descendants, type TreeNode } from '../Tree/treeLogic';

/** What a grant tree gives back: fully checked keys (parents included) and the half-checked ones. */
export interface GrantSelection {
  checked: string[];
  halfChecked: string[];
}

const childrenOf = (node: TreeNode) => node.children;
const keyOf = (node: TreeNode) => String(node.key ?? node.id);

/**
 * A granted node none of whose descendants is granted stands for all of them, as Saber's tree
 * shows it (Element checks a default-checked parent's whole branch). Such grants exist: a page
 * granted without its buttons (the workflow demo's pages). Without this the page showed unchecked
 * and the next save of the role, whatever it changed, dropped the page and its menu.
 */
function withWholeBranches(data: readonly TreeNode[], given: Set<string>): Set<string> {
  const whole = new Set(given);
  // One pass, children first: whether anything at or below a node is granted.
  const visit = (node: TreeNode): boolean => {
    const children = childrenOf(node) ?? [];
    let below = false;
    for (const child of children) below = visit(child) || below;
    const granted = given.has(keyOf(node));
    if (granted && children.length > 0 && !below) {
      for (const n of descendants(node, childrenOf)) if (!n.disabled) whole.add(keyOf(n));
    }
    return granted || below;
  };
  data.forEach(visit);
  return whole;
}

/**
 * Normalises a set of keys against a tree: a parent counts as checked only when all its children
 * are (server key lists hold every granted id, parents included), mixed parents are half-checked;
 * a granted parent with no granted child stands for its whole branch (withWholeBranches).
 * Keys unknown to the tree are kept as they are (leaves not loaded).
 */
export function grantSelection(data: readonly TreeNode[], keys: Iterable<string>): GrantSelection {
  const given = withWholeBranches(data, new Set([...keys].map(String)));
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
