import { type RefObject, useEffect, useState } from 'react';

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
  useEffect(() => {
    const area = scrollRef.current;
    if (!area) return;
    const check = () => {
      // Hidden (a kept page): nothing to measure; the check runs again when it is shown.
      if (!area.clientWidth) return;
      setUnder(area.scrollLeft + area.clientWidth < area.scrollWidth - 1);
    };
    check();
    area.addEventListener('scroll', check, { passive: true });
    return () => area.removeEventListener('scroll', check);
  }, [scrollRef, tableWidth, available]);
  return under;
}
