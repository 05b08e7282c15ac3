/**
 * Days of leave from the first to the last day, both counted (`2024-05-01 …` to `2024-05-05 …` is 5),
 * as the server counts them for the approval rule (more than 3 days also needs HR). 0 when the end
 * is before the start or a date is missing.
 */
export function leaveDays(start: string | null | undefined, end: string | null | undefined): number {
  if (!start || !end) return 0;
  const day = (text: string) => Date.parse(`${text.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  const days = day(end) - day(start) + 1;
  return Number.isFinite(days) && days > 0 ? days : 0;
}
