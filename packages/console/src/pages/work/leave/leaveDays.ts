const DAY = 86_400_000;

/** `yyyy-MM-dd[ HH:mm[:ss]]` as a local time (what the date pickers give), or undefined. */
function parse(text: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/**
 * Days of leave as the server counts them for the approval rule (more than 3 days also needs HR):
 * whole days, a started day counting as one; two dates at midnight count both ends, so 2024-05-01 to
 * 2024-05-05 is 5 days. 0 while a time is missing or the end is before the start.
 */
export function leaveDays(start: string | null | undefined, end: string | null | undefined): number {
  const from = parse(start);
  const to = parse(end);
  if (!from || !to || to.getTime() < from.getTime()) return 0;
  const midnight = (d: Date) => d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0;
  const days = Math.ceil((to.getTime() - from.getTime()) / DAY);
  return Math.max(1, midnight(from) && midnight(to) ? days + 1 : days);
}
