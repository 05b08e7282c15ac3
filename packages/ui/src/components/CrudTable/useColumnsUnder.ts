import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether columns pass under the pinned actions column: the table is wider than its scrolling area
 * and not scrolled to its end. The actions column then shows an edge (Ant Design's "ping"), else a
 * header half under it ("所属部" beside 操作) read as cut, with nothing to say that it scrolls.
 * `tableWidth` (the columns' drawn width) and `available` re-check it when either changes.
 */
export function useColumnsUnder(
  scrollRef: RefObject<HTMLElement | null>,
  tableWidth: number,
  available: number | undefined,
): boolean {
  const [under, setUnder] = useState(false);
  // The widths last checked with: the same again is a kept page shown again.
  const checkedWith = useRef('');
  useEffect(() => {
    const area = scrollRef.current;
    if (!area) return;
    const widths = `${tableWidth} ${available}`;
    const check = () => {
      // Hidden (a kept page): nothing to measure; the check runs again when it is shown.
      if (!area.clientWidth) return;
      checkedWith.current = widths;
      setUnder(area.scrollLeft + area.clientWidth < area.scrollWidth - 1);
    };
    // At once the first time and when the widths changed; a kept page shown again (the same widths)
    // waits for the observer's first report, after the frame's own layout, instead of forcing one in
    // the middle of the tab switch (4 ms of its click, measured).
    if (checkedWith.current !== widths || typeof ResizeObserver === 'undefined') check();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    observer?.observe(area);
    area.addEventListener('scroll', check, { passive: true });
    return () => {
      observer?.disconnect();
      area.removeEventListener('scroll', check);
    };
  }, [scrollRef, tableWidth, available]);
  return under;
}
