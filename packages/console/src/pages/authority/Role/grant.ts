import type { GrantTree, GrantTreeKeys, RoleGrantInput, TreeNode } from '@blade-console/blade-client';
import type { GrantSelection } from '@blade-console/ui';

/** The three trees of the role grant dialog, in order (SPEC §6: menus, data scopes, API scopes). */
export const GRANT_SECTIONS = ['menu', 'dataScope', 'apiScope'] as const;
export type GrantSectionKey = (typeof GRANT_SECTIONS)[number];

/** Keys of the leaves of a forest (scope trees: menus with their scope rows as children). */
export function leafKeys(nodes: readonly TreeNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (list: readonly TreeNode[]) => {
    for (const n of list) {
      if (n.children?.length) walk(n.children);
      else out.add(String(n.key ?? n.id));
    }
  };
  walk(nodes);
  return out;
}

/**
 * The grant payload (SPEC §3: roleIds, menuIds, dataScopeIds, apiScopeIds — all four, the server
 * replaces the roles' grants). Menus: checked and half-checked (a page needs its folders); scopes:
 * only the scope rows, never the menus that group them.
 */
export function roleGrantPayload(
  roleIds: readonly string[],
  selection: Partial<Record<GrantSectionKey, GrantSelection>>,
  trees: Pick<GrantTree, 'dataScope' | 'apiScope'>,
): RoleGrantInput {
  const menu = selection.menu ?? { checked: [], halfChecked: [] };
  const scopes = (key: 'dataScope' | 'apiScope') => {
    const leaves = leafKeys(trees[key]);
    return (selection[key]?.checked ?? []).filter((k) => leaves.has(k));
  };
  return {
    roleIds: [...roleIds],
    menuIds: [...new Set([...menu.checked, ...menu.halfChecked])],
    dataScopeIds: scopes('dataScope'),
    apiScopeIds: scopes('apiScope'),
  };
}

/** The keys to check when the dialog opens: the one selected role's grants, nothing for several. */
export function initialGrantKeys(roleIds: readonly string[], keys: GrantTreeKeys | null): GrantTreeKeys {
  if (roleIds.length !== 1 || !keys) return { menu: [], dataScope: [], apiScope: [] };
  return {
    menu: (keys.menu ?? []).map(String),
    dataScope: (keys.dataScope ?? []).map(String),
    apiScope: (keys.apiScope ?? []).map(String),
  };
}
