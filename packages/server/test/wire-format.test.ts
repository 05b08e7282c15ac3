import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime } from '../src/http/wire-format';

// blade-api.md §2: dates are "yyyy-MM-dd HH:mm:ss" … same format parsed on input.
describe('dates on the wire', () => {
  it('keeps every year as given, the years 1–999 included, and writes it back with four digits', () => {
    for (const text of [
      '0024-05-05 00:00:00',
      '0100-01-01 00:00:00',
      '0001-01-01 00:00:00',
      '2024-02-29 23:59:59',
    ]) {
      const date = parseDateTime(text);
      expect(date, text).toBeInstanceOf(Date);
      expect(formatDateTime(date!)).toBe(text);
    }
    expect(parseDateTime('0024-05-05')?.getFullYear()).toBe(24);
  });

  it('refuses a day, an hour, a minute or a second that does not exist rather than rolling it over', () => {
    for (const text of [
      '0000-01-01',
      '2023-02-29',
      '2024-13-01',
      '2024-04-31 00:00:00',
      '2024-12-13 10:61:00',
      '2024-12-13 24:00:00',
      '2024-12-13 10:00:60',
    ]) {
      expect(parseDateTime(text), text).toBeUndefined();
    }
  });

  it('reads a date alone as its midnight, and the T of ISO between date and time', () => {
    expect(formatDateTime(parseDateTime('2026-12-05')!)).toBe('2026-12-05 00:00:00');
    expect(formatDateTime(parseDateTime('2026-12-05T08:30')!)).toBe('2026-12-05 08:30:00');
  });
});
