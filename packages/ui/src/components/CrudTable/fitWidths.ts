/** A column's widths as fitWidths reads them (columnWidth's ColumnFit; `body` and `min` optional). */
export interface FitColumn {
  /** The width it takes when there is room. */
  size: number;
  /** Its values whole (its header on several lines); `size` when unset. */
  body?: number;
  /** The least it takes; `size` when unset (it gives up nothing). */
  min?: number;
}

/**
 * The columns' widths in the space there is. When their sizes do not fit, headers stand on several
 * lines to leave their columns' room to the values (as few of them as can be: the smallest needs
 * are met first). When the values do not fit either, the longest are cut first: every column wider
 * than a level comes down to it (never below its minimum), its text ending in an ellipsis. Only
 * then does the table scroll sideways.
 * Cutting every column in proportion instead cut a phone number to "22233…" beside a header's
 * spare room, and "blade-de…" while a longer name had room to give.
 */
export function fitWidths(columns: readonly FitColumn[], available?: number): number[] {
  const sizes = columns.map((c) => c.size);
  if (!available || sum(sizes) <= available) return sizes;
  const mins = columns.map((c) => Math.min(c.min ?? c.size, c.size));
  const bodies = columns.map((c, i) => Math.min(c.size, Math.max(c.body ?? c.size, mins[i] ?? 0)));
  if (sum(bodies) <= available) return unwrapHeaders(sizes, bodies, available - sum(bodies));
  if (sum(mins) >= available) return mins;
  return widthsAt(mins, bodies, fillLevel(mins, bodies, available)).map(Math.floor);
}

/**
 * The columns' widths at a level: a column's values whole (its header wrapped) when they fit under
 * it, else cut to it, never below its minimum. Every header that can wrap does: its room shows more
 * of a cut value.
 */
function widthsAt(mins: readonly number[], bodies: readonly number[], level: number): number[] {
  return bodies.map((body, i) => Math.max(mins[i] ?? 0, Math.min(body, level)));
}

/**
 * The level at which the columns, each at the level within its [min, body], fill `available`: their
 * total grows in straight lines between the mins and bodies, so it is found on the line it crosses.
 * Called with the mins' total below `available` and the bodies' above it.
 */
function fillLevel(mins: readonly number[], bodies: readonly number[], available: number): number {
  const total = (level: number) => sum(widthsAt(mins, bodies, level));
  const points = [...new Set([...mins, ...bodies])].sort((a, b) => a - b);
  let level = points[0] ?? 0;
  for (const next of points) {
    if (total(next) > available) {
      // Between the two points the columns at the level are those it has reached and not passed.
      const growing = bodies.filter((body, i) => (mins[i] ?? 0) <= level && body > level).length;
      return level + (available - total(level)) / growing;
    }
    level = next;
  }
  return level;
}

/** Every value whole: the room left puts headers back on one line, those needing least first. */
function unwrapHeaders(sizes: readonly number[], bodies: readonly number[], spare: number): number[] {
  const widths = [...bodies];
  const needs = sizes.map((size, i) => ({ i, need: size - (bodies[i] ?? size) })).filter((n) => n.need > 0);
  let left = spare;
  for (const { i, need } of needs.sort((a, b) => a.need - b.need)) {
    if (need > left) break;
    widths[i] = sizes[i] ?? 0;
    left -= need;
  }
  return widths;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
