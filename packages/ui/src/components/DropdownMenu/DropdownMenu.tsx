import * as Radix from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { Check, ChevronRight } from '../../icons';
import {
  Content,
  Indicator,
  Item,
  Label,
  RadioItem,
  Separator,
  SubContent,
  SubTrigger,
} from './DropdownMenu.styles';

/**
 * Root: holds the open state. Compose with the parts below (Radix DropdownMenu underneath).
 * Non-modal unless asked: a modal menu marks the rest of the page `aria-hidden` while it stays
 * focusable (axe `aria-hidden-focus`), and a menu needs no trap — Esc, Tab and a click outside
 * close it and focus returns to its button either way.
 */
export function DropdownMenu({ modal = false, ...rest }: ComponentProps<typeof Radix.Root>) {
  return <Radix.Root modal={modal} {...rest} />;
}
/** Wrap the app's button with `asChild`; it gets `aria-haspopup`, `aria-expanded` and the keys. */
export const DropdownMenuTrigger = Radix.Trigger;
export const DropdownMenuGroup = Radix.Group;
export const DropdownMenuRadioGroup = Radix.RadioGroup;
export const DropdownMenuSub = Radix.Sub;

export type DropdownMenuContentProps = ComponentProps<typeof Radix.Content>;

/** The floating list, portalled to `<body>` so no `overflow: hidden` ancestor clips it. */
export function DropdownMenuContent({
  sideOffset = 4,
  collisionPadding = 8,
  ...rest
}: DropdownMenuContentProps) {
  return (
    <Radix.Portal>
      <Content sideOffset={sideOffset} collisionPadding={collisionPadding} {...rest} />
    </Radix.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof Radix.Item> {
  icon?: ReactNode;
}

/** An action; `onSelect` fires for click, Enter and Space. */
export function DropdownMenuItem({ icon, children, ...rest }: DropdownMenuItemProps) {
  return (
    <Item {...rest}>
      {icon}
      {children}
    </Item>
  );
}

/** One choice of a `DropdownMenuRadioGroup`; the checked one shows a tick. */
export function DropdownMenuRadioItem({ children, ...rest }: ComponentProps<typeof Radix.RadioItem>) {
  return (
    <RadioItem {...rest}>
      <Indicator aria-hidden="true">
        <Radix.ItemIndicator>
          <Check />
        </Radix.ItemIndicator>
      </Indicator>
      {children}
    </RadioItem>
  );
}

export function DropdownMenuSubTrigger({
  icon,
  children,
  ...rest
}: ComponentProps<typeof Radix.SubTrigger> & { icon?: ReactNode }) {
  return (
    <SubTrigger {...rest}>
      {icon}
      {children}
      <ChevronRight aria-hidden="true" />
    </SubTrigger>
  );
}

export function DropdownMenuSubContent({ sideOffset = 2, ...rest }: ComponentProps<typeof Radix.SubContent>) {
  return (
    <Radix.Portal>
      <SubContent sideOffset={sideOffset} collisionPadding={8} {...rest} />
    </Radix.Portal>
  );
}

export const DropdownMenuSeparator = Separator;
export const DropdownMenuLabel = Label;
