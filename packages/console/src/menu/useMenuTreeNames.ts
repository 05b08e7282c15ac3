import type { TreeNode } from '@blade-console/blade-client';
import type { MenuItem } from '@blade-console/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuLabel } from '../layout/ConsoleShell/useMenuLabel';
import { useMenu } from '../stores/menu';

type MenuLike = { id?: string | number; children?: MenuLike[] };

function byId(items: readonly MenuLike[], into = new Map<string, MenuLike>()): Map<string, MenuLike> {
  for (const item of items) {
    if (item.id !== undefined) into.set(String(item.id), item);
    if (item.children) byId(item.children, into);
  }
  return into;
}

/**
 * Menu trees as the server sends them (the grant dialog's tabs, the scope pages' aside) name each
 * menu in Chinese. In another language a node that is one of the signed-in person's menus is named
 * as the sidebar names it (`useMenuLabel`); any other node (a scope rule) keeps its name.
 */
export function useMenuTreeNames(): (nodes: readonly TreeNode[]) => TreeNode[] {
  const menuAll = useMenu((state) => state.menuAll);
  const getLabel = useMenuLabel();
  const { i18n } = useTranslation('console');
  const menus = useMemo(() => byId(menuAll as MenuLike[]), [menuAll]);
  return useCallback(
    (nodes) => {
      if (i18n.language === 'zh') return nodes as TreeNode[];
      const rename = (list: readonly TreeNode[]): TreeNode[] =>
        list.map((node) => {
          const menu = menus.get(String(node.id));
          const children = node.children && rename(node.children);
          return {
            ...node,
            ...(menu ? { title: getLabel(menu as MenuItem) } : {}),
            ...(children ? { children } : {}),
          };
        });
      return rename(nodes);
    },
    [menus, getLabel, i18n.language],
  );
}
