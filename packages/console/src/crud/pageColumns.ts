import type { CrudColumn } from '@blade-console/ui';

/** What a column states beside its field; a `label` here replaces the namespace's. */
type ColumnParts<T> = Partial<Omit<CrudColumn<T>, 'field'>>;

/**
 * The column builders of a hand-written page whose strings live under `console:<ns>.`: a field's
 * label is `console:<ns>.<field>` and its "cannot be empty" message `console:<ns>.rules.<field>`,
 * so a column names its field once and the convention lives here.
 */
export function pageColumns<T>(ns: string) {
  const column = (field: string, parts: ColumnParts<T> = {}): CrudColumn<T> => ({
    field,
    label: `console:${ns}.${field}`,
    ...parts,
  });
  /** A required field: its message first, then the rules the column states itself. */
  const required = (field: string, parts: ColumnParts<T> = {}): CrudColumn<T> =>
    column(field, {
      ...parts,
      rules: [{ required: true, message: `console:${ns}.rules.${field}` }, ...(parts.rules ?? [])],
    });
  return {
    column,
    required,
    /** The required sort order, 1 for a new row. */
    sort: (parts: ColumnParts<T> = {}) => required('sort', { type: 'number', defaultValue: 1, ...parts }),
    /** A remark across the whole form, left out of the table. */
    remark: () => column('remark', { type: 'textarea', span: 24, hide: { table: true } }),
  };
}
