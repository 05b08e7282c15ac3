/** The column of `field` (the test fails on a missing one when it reads it). */
export const byField = <T extends { field: string }>(cols: T[], field: string) =>
  cols.find((c) => c.field === field)!;

/** The rules of a required field with a maximum length: the page's message, then the definition's length. */
export const requiredMax = (message: string, max: number) => [{ required: true, message }, { max }];
