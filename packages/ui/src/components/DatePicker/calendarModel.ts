import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

export const DATE_FORMAT = 'YYYY-MM-DD';
/** The wire format of date-times in this product (`yyyy-MM-dd HH:mm:ss`). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Six weeks of days covering the month of `month` (so the grid never changes height). */
export function monthMatrix(month: Dayjs, weekStart = 0): Dayjs[][] {
  const first = month.startOf('month');
  const offset = (first.day() - weekStart + 7) % 7;
  const start = first.subtract(offset, 'day');
  return Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => start.add(w * 7 + d, 'day')),
  );
}

/**
 * Where a key moves the focused day in the calendar grid (WAI-ARIA date picker dialog):
 * arrows ±1 day / ±1 week, Home/End the start/end of the week, PageUp/PageDown ±1 month,
 * with Shift ±1 year. Null for keys that do not move.
 */
export function moveFocus(date: Dayjs, key: string, shift = false, weekStart = 0): Dayjs | null {
  switch (key) {
    case 'ArrowLeft':
      return date.subtract(1, 'day');
    case 'ArrowRight':
      return date.add(1, 'day');
    case 'ArrowUp':
      return date.subtract(1, 'week');
    case 'ArrowDown':
      return date.add(1, 'week');
    case 'Home':
      return date.subtract((date.day() - weekStart + 7) % 7, 'day');
    case 'End':
      return date.add(6 - ((date.day() - weekStart + 7) % 7), 'day');
    case 'PageUp':
      return date.subtract(1, shift ? 'year' : 'month');
    case 'PageDown':
      return date.add(1, shift ? 'year' : 'month');
    default:
      return null;
  }
}

/** Strictly parses `text` in `format`; null when empty or invalid. */
export function parseDate(text: string | null | undefined, format: string): Dayjs | null {
  if (!text) return null;
  const d = dayjs(text.trim(), format, true);
  return d.isValid() ? d : null;
}

/** Parses a value in its format, falling back to any ISO-like string the server may send. */
export function parseValue(text: string | null | undefined, format: string): Dayjs | null {
  if (!text) return null;
  const strict = parseDate(text, format);
  if (strict) return strict;
  const loose = dayjs(text);
  return loose.isValid() ? loose : null;
}

/** Orders a range so that start ≤ end. */
export function orderRange(a: Dayjs, b: Dayjs): [Dayjs, Dayjs] {
  return a.isAfter(b) ? [b, a] : [a, b];
}

export function isBetween(day: Dayjs, start: Dayjs | null, end: Dayjs | null): boolean {
  if (!start || !end) return false;
  const [s, e] = orderRange(start, end);
  return !day.isBefore(s, 'day') && !day.isAfter(e, 'day');
}
