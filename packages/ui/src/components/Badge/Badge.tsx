import type { ReactNode } from 'react';
import { type BadgeTone, Mark, Root } from './Badge.styles';
import { formatBadgeCount } from './formatBadgeCount';

export interface BadgeProps {
  /** The number to show; above `max` it reads `'99+'`. Zero hides the badge unless `showZero`. */
  count?: number;
  /** Cap of the count (default 99, SPEC §9). */
  max?: number;
  /** A small dot instead of a number (e.g. "there is something unread"). */
  dot?: boolean;
  showZero?: boolean;
  tone?: BadgeTone;
  /**
   * The element the badge sits on (usually an icon button). Its accessible name must include what
   * the badge says (e.g. "Error log (12 entries)"): an attached badge is hidden from assistive
   * technology so it is not announced twice. Without children the badge is inline and announced.
   */
  children?: ReactNode;
  className?: string;
}

/** A count or dot marker, standalone or on the corner of another element. */
export function Badge({
  count = 0,
  max,
  dot = false,
  showZero = false,
  tone = 'danger',
  children,
  className,
}: BadgeProps) {
  const text = dot ? '' : formatBadgeCount(count, max, showZero);
  const visible = dot || text != null;
  const attached = children != null;
  const mark = visible ? (
    <Mark
      $tone={tone}
      $dot={dot}
      $attached={attached}
      aria-hidden={attached || dot || undefined}
      data-badge=""
    >
      {text}
    </Mark>
  ) : null;
  if (!attached) return mark;
  return (
    <Root className={className}>
      {children}
      {mark}
    </Root>
  );
}
