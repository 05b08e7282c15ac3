import { type RefObject, useMemo } from 'react';

/**
 * The grid's report (its columns' width at their content's width, and its scrolling area's) as the
 * width the whole table needs: the columns plus what lies around the scrolling area (the panel's
 * border, a scrollbar), read from the panel as drawn. The table is as wide as its panel, so this is
 * the room a page gives it. Undefined when no one listens: the grid then reports nothing.
 */
export function useWidthNeeded(
  panelRef: RefObject<HTMLElement | null>,
  onWidthNeeded: ((width: number) => void) | undefined,
): ((natural: number, available: number) => void) | undefined {
  return useMemo(() => {
    if (!onWidthNeeded) return undefined;
    return (natural: number, available: number) => {
      const panel = panelRef.current;
      // Reported after the grid is drawn, so the panel's width is the one the grid measured in.
      if (panel) onWidthNeeded(natural + panel.offsetWidth - available);
    };
  }, [panelRef, onWidthNeeded]);
}
