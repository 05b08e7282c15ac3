/**
 * "Empty" as the product defines it (SPEC §5): null, undefined, an empty string, an empty array or
 * an empty plain object. Numbers (0 too) and booleans (false too) are values.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    if (value instanceof Date || value instanceof Blob) return false;
    return Object.keys(value).length === 0;
  }
  return false;
}

/** A react-hook-form `validate` function for a required field with the given message. */
export function requiredRule(message: string) {
  return (value: unknown): true | string => (isEmptyValue(value) ? message : true);
}
