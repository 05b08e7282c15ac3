import { type RefObject, useMemo } from 'react';

/**
 * The grid's report (its columns' width at their content's width, and the scrolling area they are
 * drawn in) as the width the whole table needs: the columns plus what lies around the scrolling
 * area (the panel's border, a scrollbar). Both widths are read together, from the same layout: the
 * area's width the grid last measured may be a frame older than the panel's. The table is as wide
 * as its panel, so this is the room a page gives it. Undefined when no one listens: the grid then
 * reports nothing.
 */
export function useWidthNeeded(
  panelRef: RefObject<HTMLElement | null>,
  onWidthNeeded: ((width: number) => void) | undefined,
): ((natural: number, scrollArea: HTMLElement) => void) | undefined {
  return useMemo(() => {
    if (!onWidthNeeded) return undefined;
    return (natural: number, scrollArea: HTMLElement) => {
      const panel = panelRef.current;
      if (panel) onWidthNeeded(natural + panel.offsetWidth - scrollArea.clientWidth);
    };
  }, [panelRef, onWidthNeeded]);
}
