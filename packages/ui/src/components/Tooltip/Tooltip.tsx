import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { Arrow, Content } from './Tooltip.styles';

export interface TooltipProps {
  /** The tip text. Nothing is rendered around the child when it is empty or `disabled`. */
  content: ReactNode;
  /** One focusable element (a button or link); it must already have an accessible name. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Milliseconds before the tip shows on hover (focus shows it at once). Default 300. */
  delay?: number;
  disabled?: boolean;
  /** Controlled open state (mostly for stories and tests). */
  open?: boolean;
  defaultOpen?: boolean;
}

/**
 * A text hint for an element, shown on hover and on keyboard focus, hidden by Esc. It supplements
 * the element's own name (aria-describedby); never put the only label of a control in a tooltip.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delay = 300,
  disabled = false,
  open,
  defaultOpen,
}: TooltipProps) {
  if (disabled || content == null || content === '') return children;
  // A provider per tooltip keeps the component usable without an app-level provider; an outer
  // <TooltipProvider> still wins for the shared "skip delay" behaviour between neighbours.
  return (
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} align={align} sideOffset={6} collisionPadding={8}>
            {content}
            <Arrow width={10} height={5} />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

/** Shares the open delay between neighbouring tooltips (moving along a toolbar shows tips at once). */
export const TooltipProvider = RadixTooltip.Provider;
