import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * An element's inner width (`clientWidth`: its border and scrollbar left out), followed as it
 * changes: a table's scrolling area, a page's layout.
 */
export function useInnerWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  const known = useRef(false);
  known.current = width !== undefined;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A hidden page (a kept tab) measures 0: it keeps the width it last had.
    const update = () => element.clientWidth > 0 && setWidth(element.clientWidth);
    // Before the first paint while the width is unknown. A kept page shown again has one: the
    // observer's first report (after the frame's own layout) follows a change, instead of a
    // layout forced in the middle of the tab switch.
    if (!known.current) update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
