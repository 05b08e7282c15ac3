import { Button } from '@blade-console/ui';
import type { ComponentType, HTMLAttributes, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface SentPanelProps {
  /** The page's own panel (a styled section with `donePanel`). */
  frame: ComponentType<HTMLAttributes<HTMLElement>>;
  /** The page's strings: `<page>.successTitle` and `<page>.another`; the heading's id `<page>-done`. */
  page: 'join' | 'order';
  /** `useSending`'s answer: its heading ref (the heading takes the focus) and `again`. */
  sent: { doneHeading: RefObject<HTMLHeadingElement | null>; again: () => void };
  /** What the page says between the heading and the button. */
  children: ReactNode;
}

/** What replaces a sent public form (join us, order): a focused heading, the page's text, "send another". */
export function SentPanel({ frame: Frame, page, sent, children }: SentPanelProps) {
  const { t } = useTranslation('site');
  const id = `${page}-done`;
  return (
    <Frame aria-labelledby={id}>
      <h2 id={id} ref={sent.doneHeading} tabIndex={-1}>
        {t(`${page}.successTitle`)}
      </h2>
      {children}
      <Button variant="primary" onClick={sent.again}>
        {t(`${page}.another`)}
      </Button>
    </Frame>
  );
}
