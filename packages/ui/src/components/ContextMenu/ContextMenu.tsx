import * as Radix from '@radix-ui/react-context-menu';
import type { ComponentProps, ReactNode } from 'react';
import { Content, Item, Separator } from './ContextMenu.styles';

/**
 * A right-click menu (Radix ContextMenu). It opens on the `contextmenu` event, which browsers also
 * fire for the keyboard's Menu key and Shift+F10 on the focused element, so it is not mouse-only —
 * still, offer the same actions somewhere visible (a dropdown) as the tabs bar does.
 */
export const ContextMenu = Radix.Root;
/** Wrap the target with `asChild`. */
export const ContextMenuTrigger = Radix.Trigger;
export const ContextMenuSeparator = Separator;

export function ContextMenuContent({ collisionPadding = 8, ...rest }: ComponentProps<typeof Radix.Content>) {
  return (
    <Radix.Portal>
      <Content collisionPadding={collisionPadding} {...rest} />
    </Radix.Portal>
  );
}

export interface ContextMenuItemProps extends ComponentProps<typeof Radix.Item> {
  icon?: ReactNode;
}

export function ContextMenuItem({ icon, children, ...rest }: ContextMenuItemProps) {
  return (
    <Item {...rest}>
      {icon}
      {children}
    </Item>
  );
}
