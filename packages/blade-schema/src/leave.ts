import { parseWireTime } from './wireTime';

/**
 * The leave process's business rules (BladeX's demo process, designed as a business needs it): how
 * its days are counted and how long one request may be. The server decides with them, the form
 * shows them before saving, the SDK's mocks answer with them.
 */

const DAY = 86_400_000;

/**
 * The longest one request may cover, in days: a leave past a year is a slip of the date picker
 * (an end of 9999-12-31 was accepted), not a leave.
 */
export const MAX_LEAVE_DAYS = 366;

/**
 * The longest reason, in characters: a paragraph for the approvers, not a document (the column
 * holds more; BladeX's own holds 255).
 */
export const MAX_LEAVE_REASON = 500;

/**
 * Days of leave between two times, as the approval rule counts them (more than 3 days also needs
 * HR): whole days, a started day counting as one; two dates at midnight (a date picker's answer)
 * count both ends, so 2024-05-01 to 2024-05-05 is 5 days. 0 when the end is before the start.
 */
export function leaveDays(start: Date, end: Date): number {
  if (end.getTime() < start.getTime()) return 0;
  const atMidnight = (d: Date) => d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0;
  const days = Math.ceil((end.getTime() - start.getTime()) / DAY);
  return Math.max(1, atMidnight(start) && atMidnight(end) ? days + 1 : days);
}

/** {@link leaveDays} of two wire times; 0 while one is missing or unreadable. */
export function leaveDaysOf(start: string | null | undefined, end: string | null | undefined): number {
  const from = parseWireTime(start ?? '');
  const to = parseWireTime(end ?? '');
  return from && to ? leaveDays(from, to) : 0;
}
