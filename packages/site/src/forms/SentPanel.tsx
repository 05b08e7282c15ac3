import { Button } from '@blade-console/ui';
import type { ComponentType, HTMLAttributes, ReactNode, RefObject } from 'react';

export interface SentPanelProps {
  /** The page's own panel (a styled section with `donePanel`). */
  frame: ComponentType<HTMLAttributes<HTMLElement>>;
  /** The heading's id, which names the panel. */
  id: string;
  title: ReactNode;
  /** `useSending`'s heading ref (the heading takes the focus) and its `again`. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAgain: () => void;
  againLabel: ReactNode;
  /** What the page says between the heading and the button. */
  children: ReactNode;
}

/** What replaces a sent public form (join us, order): a focused heading, the page's text, "send another". */
export function SentPanel({
  frame: Frame,
  id,
  title,
  headingRef,
  onAgain,
  againLabel,
  children,
}: SentPanelProps) {
  return (
    <Frame aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <Button variant="primary" onClick={onAgain}>
        {againLabel}
      </Button>
    </Frame>
  );
}
