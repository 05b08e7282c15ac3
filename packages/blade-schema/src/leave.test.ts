import { describe, expect, it } from 'vitest';
import { leaveDays, leaveDaysOf, MAX_LEAVE_DAYS } from './leave';

describe('leaveDays (the server’s count)', () => {
  it('counts started days, and both ends of whole dates', () => {
    expect(leaveDaysOf('2024-05-01 09:00:00', '2024-05-05 18:00:00')).toBe(5);
    expect(leaveDaysOf('2024-05-01 09:00:00', '2024-05-02 09:00:00')).toBe(1);
    expect(leaveDaysOf('2024-05-01 00:00:00', '2024-05-05 00:00:00')).toBe(5);
    expect(leaveDaysOf('2024-05-01', '2024-05-02')).toBe(2);
    expect(leaveDaysOf('2024-05-01 09:00:00', '2024-05-01 12:00:00')).toBe(1);
  });
  it('is 0 while incomplete or reversed', () => {
    expect(leaveDaysOf('', '2024-05-01')).toBe(0);
    expect(leaveDaysOf('2024-05-03', '2024-05-01')).toBe(0);
  });
  it('reads times as the server does (parseWireTime): short months, never a day the calendar lacks', () => {
    expect(leaveDaysOf('2030-2-1', '2030-2-3')).toBe(3);
    expect(leaveDaysOf('2030-02-01', '2030-02-31')).toBe(0);
    expect(leaveDaysOf('2030-02-01 09:00:00 and then', '2030-02-03 09:00:00')).toBe(0);
  });
  it('counts a year at most as one request may: a slip to 9999-12-31 is far past it', () => {
    expect(leaveDaysOf('2026-01-01', '2026-12-31')).toBe(365);
    expect(leaveDaysOf('2028-01-01', '2028-12-31')).toBeLessThanOrEqual(MAX_LEAVE_DAYS);
    expect(leaveDaysOf('2026-12-07 09:00:00', '9999-12-31 18:00:00')).toBeGreaterThan(MAX_LEAVE_DAYS);
    expect(leaveDays(new Date(2026, 0, 1, 9), new Date(2026, 0, 1, 12))).toBe(1);
    // A leap day keeps its day in any year, and years below 100 are themselves.
    expect(leaveDaysOf('0004-02-29', '0004-03-01')).toBe(2);
  });
});
