import { describe, expect, it } from 'vitest';
import { BADGE_MAX, formatBadgeCount } from './formatBadgeCount';

describe('formatBadgeCount', () => {
  it('shows the number up to the cap', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
  });
  it("caps at 99 with '99+'", () => {
    expect(BADGE_MAX).toBe(99);
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
  });
  it('honours a custom max', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(9, 9)).toBe('9');
  });
  it('hides zero unless asked, and nonsense always', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(0, 99, true)).toBe('0');
    expect(formatBadgeCount(-1)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('drops fractions', () => {
    expect(formatBadgeCount(3.7)).toBe('3');
  });
});
