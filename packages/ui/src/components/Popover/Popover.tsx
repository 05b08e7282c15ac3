import * as Radix from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import type { OpenStateProps } from '../../utils/useControllableOpen';
import { Arrow, Content } from './Popover.styles';

export interface PopoverProps extends OpenStateProps {
  /** The element that opens it (rendered with `asChild`): a button with an accessible name. */
  trigger: ReactElement;
  children: ReactNode;
  /** Names the popover for assistive technology (it is a non-modal dialog). */
  'aria-label': string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** CSS width of the panel (default: fits its content). */
  width?: string;
  arrow?: boolean;
}

/**
 * A non-modal floating panel anchored to a trigger: focus moves in when it opens, Esc and a click
 * outside close it, and focus returns to the trigger.
 */
export function Popover({
  trigger,
  children,
  'aria-label': ariaLabel,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'center',
  width,
  arrow = true,
}: PopoverProps) {
  return (
    <Radix.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Radix.Trigger asChild>{trigger}</Radix.Trigger>
      <Radix.Portal>
        <Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={ariaLabel}
          $width={width}
        >
          {children}
          {arrow ? <Arrow width={12} height={6} /> : null}
        </Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** Wrap a button inside the panel to close it when clicked. */
export const PopoverClose = Radix.Close;
