/** Rows the virtual body renders past the visible ones, on each side. */
export const OVERSCAN = 10;

/**
 * How many rows the virtual body renders before it has measured anything: those the expected
 * height shows, and the overscan below them (the virtualiser starts at the top).
 */
export function firstWindow(expectedHeight: number, rowHeight: number): number {
  return Math.ceil(expectedHeight / rowHeight) + OVERSCAN;
}
