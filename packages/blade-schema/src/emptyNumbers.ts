import type { FieldDef, ResourceDef } from './define.types';

/** How Blade writes a number that has no value (blade-api.md §2, null-to-empty). */
export const EMPTY_NUMBER = -1;

/**
 * The fields where a -1 can only be that empty value: optional numbers whose least value is above
 * it, and dictionary keys. A client that saves back what it loaded (Saber does) sends the -1 it was
 * given for an order with no volume or a user with no gender; read as a number it would be refused
 * ("must be at least 0") or shown as "-1". Required fields are left out: there -1 is a mistake to
 * name, not an empty value.
 */
export function emptyNumberFields(resource: Pick<ResourceDef, 'fields'>): string[] {
  return Object.entries(resource.fields as Record<string, FieldDef>)
    .filter(
      ([, field]) =>
        !field.required &&
        (field.kind === 'integer' || field.kind === 'decimal') &&
        (field.dict !== undefined || (field.minValue !== undefined && field.minValue > EMPTY_NUMBER)),
    )
    .map(([name]) => name);
}

/** Whether `value` is Blade's empty number (as a number or as the text a form field holds). */
export function isEmptyNumber(value: unknown): boolean {
  return value === EMPTY_NUMBER || value === String(EMPTY_NUMBER);
}

/** `row` with each of `fields` that holds Blade's empty number set to null (a copy; `row` as it was). */
export function withoutEmptyNumbers<T extends Record<string, unknown>>(row: T, fields: readonly string[]): T {
  const empty = fields.filter((name) => isEmptyNumber(row[name]));
  if (empty.length === 0) return row;
  return { ...row, ...Object.fromEntries(empty.map((name) => [name, null])) };
}
