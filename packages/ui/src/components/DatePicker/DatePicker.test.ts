import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  DATE_TIME_FORMAT,
  isBetween,
  monthMatrix,
  moveFocus,
  orderRange,
  parseDate,
  parseValue,
} from './calendarModel';

const d = (s: string) => dayjs(s);
const fmt = (x: dayjs.Dayjs | null) => x?.format('YYYY-MM-DD') ?? null;

describe('monthMatrix', () => {
  it('covers six weeks starting on the week start', () => {
    const m = monthMatrix(d('2026-02-10'));
    expect(m).toHaveLength(6);
    expect(fmt(m[0]![0]!)).toBe('2026-02-01'); // Feb 1 2026 is a Sunday
    const monday = monthMatrix(d('2026-02-10'), 1);
    expect(fmt(monday[0]![0]!)).toBe('2026-01-26');
    expect(m.flat().every((x, i, all) => i === 0 || x.diff(all[i - 1], 'day') === 1)).toBe(true);
  });
});

describe('moveFocus', () => {
  const day = d('2026-03-31'); // a Tuesday
  it('moves by day, week, week edges, month and year', () => {
    expect(fmt(moveFocus(day, 'ArrowRight'))).toBe('2026-04-01');
    expect(fmt(moveFocus(day, 'ArrowUp'))).toBe('2026-03-24');
    expect(fmt(moveFocus(day, 'Home'))).toBe('2026-03-29');
    expect(fmt(moveFocus(day, 'End'))).toBe('2026-04-04');
    expect(fmt(moveFocus(day, 'PageDown'))).toBe('2026-04-30');
    expect(fmt(moveFocus(day, 'PageUp', true))).toBe('2025-03-31');
    expect(moveFocus(day, 'a')).toBeNull();
  });
});

describe('parsing', () => {
  it('parses strictly in the format', () => {
    expect(fmt(parseDate('2026-02-28', 'YYYY-MM-DD'))).toBe('2026-02-28');
    expect(parseDate('2026-02-30', 'YYYY-MM-DD')).toBeNull();
    expect(parseDate('28/02/2026', 'YYYY-MM-DD')).toBeNull();
    expect(parseDate('', 'YYYY-MM-DD')).toBeNull();
    expect(parseDate('2026-02-28 13:05:09', DATE_TIME_FORMAT)?.format(DATE_TIME_FORMAT)).toBe(
      '2026-02-28 13:05:09',
    );
  });
  it('accepts an ISO value from the server', () => {
    expect(fmt(parseValue('2026-02-28T10:00:00', 'YYYY-MM-DD'))).toBe('2026-02-28');
  });
});

describe('ranges', () => {
  it('orders and tests membership by day', () => {
    const [a, b] = orderRange(d('2026-05-09'), d('2026-05-01'));
    expect([fmt(a), fmt(b)]).toEqual(['2026-05-01', '2026-05-09']);
    expect(isBetween(d('2026-05-05'), b, a)).toBe(true);
    expect(isBetween(d('2026-05-10'), a, b)).toBe(false);
    expect(isBetween(d('2026-05-10'), a, null)).toBe(false);
  });
});
