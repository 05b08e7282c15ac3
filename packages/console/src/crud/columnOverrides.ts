import type { CrudColumn } from '@blade-console/ui';

/**
 * A declared resource's columns with a page's own touches: `overrides` replaces properties of the
 * named fields' columns (a select's options, a password control, a message of its own), `extra`
 * columns (names the server adds, such as `statusName`) come last. Fields stay in definition order.
 */
export function withOverrides<T>(
  columns: readonly CrudColumn<T>[],
  overrides: Readonly<Record<string, Partial<CrudColumn<T>>>>,
  extra: readonly CrudColumn<T>[] = [],
): CrudColumn<T>[] {
  for (const field of Object.keys(overrides)) {
    if (!columns.some((column) => column.field === field))
      throw new Error(`no column "${field}" to override`);
  }
  return [
    ...columns.map((column) => {
      const override = overrides[String(column.field)];
      return override ? { ...column, ...override } : column;
    }),
    ...extra,
  ];
}
