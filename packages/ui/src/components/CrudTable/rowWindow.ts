/**
 * Rows the virtual body renders past the visible ones, on each side, once it has painted (so that
 * a quick scroll lands on drawn rows); its first paint draws only the visible ones.
 */
export const OVERSCAN = 10;

/**
 * How many rows the virtual body renders before it has measured anything: those the expected
 * height shows, and the overscan below them (the virtualiser starts at the top).
 */
export function firstWindow(expectedHeight: number, rowHeight: number): number {
  return visibleRows(expectedHeight, rowHeight) + OVERSCAN;
}

/** The rows the expected height holds (the virtualiser's count: it does not know of the header). */
export function visibleRows(expectedHeight: number, rowHeight: number): number {
  return Math.ceil(expectedHeight / rowHeight);
}

/**
 * The rows a long body paints first: those on screen below the sticky header, which is one row
 * high (CrudTable.styles: th and td share the height). A row more would be drawn out of sight.
 */
export function rowsUnderHeader(expectedHeight: number, rowHeight: number): number {
  return visibleRows(expectedHeight - rowHeight, rowHeight);
}
