import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import {
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from '../DropdownMenu';
import { MenuIcon } from '../MenuIcon';
import { hasChildren, type MenuItem, type MenuLabelGetter, menuKey, opensInNewWindow } from './menuModel';

interface MenuFlyoutProps {
  items: readonly MenuItem[];
  getLabel: MenuLabelGetter;
  /** The key of the current page's item. */
  activeKey: string | undefined;
  onChoose: (item: MenuItem) => void;
  /** What an item that opens a new window says so with (read out only). */
  newWindowText: string;
}

/** The fly-out content of a collapsed sidebar's group: pages as items, nested groups as sub-menus. */
export function MenuFlyout({
  items,
  getLabel,
  activeKey,
  onChoose,
  newWindowText,
}: MenuFlyoutProps): ReactNode {
  const render = (list: readonly MenuItem[]): ReactNode =>
    list.map((item) => {
      const key = menuKey(item);
      const label = getLabel(item);
      if (hasChildren(item)) {
        return (
          <DropdownMenuSub key={key}>
            <DropdownMenuSubTrigger icon={<MenuIcon source={item.source} />}>{label}</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>{render(item.children ?? [])}</DropdownMenuSubContent>
          </DropdownMenuSub>
        );
      }
      return (
        <DropdownMenuItem
          key={key}
          icon={<MenuIcon source={item.source} />}
          aria-current={key === activeKey ? 'page' : undefined}
          onSelect={() => onChoose(item)}
        >
          {label}
          {opensInNewWindow(item) ? <VisuallyHidden>{newWindowText}</VisuallyHidden> : null}
        </DropdownMenuItem>
      );
    });
  return render(items);
}
