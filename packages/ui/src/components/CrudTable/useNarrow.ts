import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** Below this width (the table's own box, or the screen) rows are drawn as cards (issue 36). */
export const CARD_BREAKPOINT = 600;

/**
 * Whether an element is narrower than {@link CARD_BREAKPOINT}: a phone, or a table squeezed beside a
 * tree on a small tablet. The first render guesses from the window, so a phone never draws the wide
 * table before its first measure.
 */
export function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(
    () => typeof window !== 'undefined' && window.innerWidth < CARD_BREAKPOINT,
  );
  const measured = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = (width: number) => {
      // A hidden page (a kept tab) measures 0: it keeps what it last showed.
      if (width <= 0) return;
      measured.current = true;
      setNarrow(width < CARD_BREAKPOINT);
    };
    // Before the first paint until it has been measured. A kept page shown again has been: the
    // observer's first report (after the frame's own layout) follows a change, instead of a
    // layout forced in the middle of the tab switch.
    if (!measured.current) check(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) check(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
