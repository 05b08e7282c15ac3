import { describe, expect, it } from 'vitest';
import { leaveDays } from './leaveDays';

describe('leaveDays (the server’s count)', () => {
  it('counts started days, and both ends of whole dates', () => {
    expect(leaveDays('2024-05-01 09:00:00', '2024-05-05 18:00:00')).toBe(5);
    expect(leaveDays('2024-05-01 09:00:00', '2024-05-02 09:00:00')).toBe(1);
    expect(leaveDays('2024-05-01 00:00:00', '2024-05-05 00:00:00')).toBe(5);
    expect(leaveDays('2024-05-01', '2024-05-02')).toBe(2);
    expect(leaveDays('2024-05-01 09:00:00', '2024-05-01 12:00:00')).toBe(1);
  });
  it('is 0 while incomplete or reversed', () => {
    expect(leaveDays('', '2024-05-01')).toBe(0);
    expect(leaveDays('2024-05-03', '2024-05-01')).toBe(0);
  });
});
