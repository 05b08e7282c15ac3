/**
 * Blade's time on the wire (blade-api.md §2): `yyyy-MM-dd HH:mm:ss` in the server's local time,
 * read as the server reads a request's times and the leave form and the SDK's mocks check them.
 */

/**
 * `yyyy-M-d` with an optional ` H:mm[:ss]` (or ISO's `T`), nothing after it, as a local time; undefined
 * unless the calendar has it (no 2024-02-31 rolling over into March, no 10:61, no year 0000).
 */
export function parseWireTime(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!m) return undefined;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = m
    .slice(1)
    .map((part) => Number(part ?? 0));
  // Not `new Date(y, …)`, which reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(hours, minutes, seconds, 0);
  // Year 0000 is none (1 BC follows AD 1), and PostgreSQL refuses it.
  const asGiven =
    year >= 1 &&
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds;
  return asGiven ? date : undefined;
}
