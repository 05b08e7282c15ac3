import type { Menu } from '@blade-console/blade-client';

/**
 * The permission map of SPEC §3: every button code of the button tree, collected recursively from
 * its childless nodes (Saber's rule), each flagged true.
 */
export function collectPermissions(buttons: readonly Menu[]): Record<string, true> {
  const permissions: Record<string, true> = {};
  const visit = (nodes: readonly Menu[]) => {
    for (const node of nodes) {
      if (node.children?.length) visit(node.children);
      else if (node.code) permissions[node.code] = true;
    }
  };
  visit(buttons);
  return permissions;
}
