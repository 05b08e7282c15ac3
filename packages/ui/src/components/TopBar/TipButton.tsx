import type { AriaAttributes, ReactNode } from 'react';
import { Tooltip } from '../Tooltip';
import { ToolButton } from './ToolButton';

export interface TipButtonProps
  extends Pick<AriaAttributes, 'aria-controls' | 'aria-expanded' | 'aria-pressed'> {
  /** The tooltip; also the button's name unless `name` is given. */
  tip: string;
  /**
   * The name where it differs from the tip: it includes a visible badge (WCAG 2.5.3), or a toggle
   * keeps one name while its tip says what a click does next.
   */
  name?: string;
  onClick?: () => void;
  /** The icon. */
  children: ReactNode;
}

/** An icon button of the top bar with its name shown as a tooltip. */
export function TipButton({ tip, name = tip, onClick, children, ...aria }: TipButtonProps) {
  return (
    <Tooltip content={tip} side="bottom">
      <ToolButton type="button" aria-label={name} onClick={onClick} {...aria}>
        {children}
      </ToolButton>
    </Tooltip>
  );
}
