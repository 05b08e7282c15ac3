/** The product's error badge cap (SPEC §9). */
export const BADGE_MAX = 99;

/**
 * The text a count badge shows: the number, `'99+'` above `max`, or null when there is nothing
 * to show (zero unless `showZero`, negative or not a finite number).
 */
export function formatBadgeCount(count: number, max: number = BADGE_MAX, showZero = false): string | null {
  if (!Number.isFinite(count) || count < 0) return null;
  const whole = Math.floor(count);
  if (whole === 0 && !showZero) return null;
  return whole > max ? `${max}+` : String(whole);
}
