import { type CrudColumn, type CrudFormMode, columnType } from '../CrudTable/columns';
import { toValueList } from '../CrudTable/columnValues';

/** What the form does with its columns and values, apart from drawing them. */

export type FormValues = Record<string, unknown>;

export function shownIn<T>(column: CrudColumn<T>, mode: CrudFormMode): boolean {
  const hide = column.hide ?? {};
  if (hide.form) return false;
  return !hide[mode];
}

export function defaultSpanOf<T>(column: CrudColumn<T>): number {
  if (column.span) return column.span;
  const type = columnType(column);
  if (type === 'textarea' || type === 'html' || type === 'upload' || type === 'image') return 24;
  if (type === 'tree' && column.multiple) return 24;
  return 12;
}

/**
 * Blade sends a number the record does not have as -1 (blade-api.md §2, null-to-empty): an edit
 * starts such a field empty, not at -1 (an order's unknown volume was refused as negative, an
 * unset gender showed "-1"), unless -1 is a value of its own there: a number whose rules allow it
 * (a tenant's account limit: -1 = unlimited), a select that offers it.
 */
const WIRE_NULL_TYPES = new Set(['number', 'dictionary']);

function isWireNull<T>(column: CrudColumn<T>, value: unknown) {
  if (value !== -1) return false;
  const type = columnType(column);
  if (type === 'select') return !(column.options ?? []).some((option) => String(option.value) === '-1');
  if (!WIRE_NULL_TYPES.has(type)) return false;
  return !(column.rules ?? []).some((rule) => rule.minValue != null && rule.minValue <= -1);
}

/** The values the form starts with: the record's, or each column's default on add. */
export function initialFormValues<T>(
  columns: readonly CrudColumn<T>[],
  mode: CrudFormMode,
  values?: Partial<T> | null,
) {
  const start: FormValues = mode === 'add' ? {} : { ...(values as FormValues | undefined) };
  for (const column of columns) {
    const current = mode === 'add' ? column.defaultValue : start[column.field];
    if (column.multiple) start[column.field] = toValueList(current);
    else if (isWireNull(column, current)) start[column.field] = '';
    else start[column.field] = current ?? '';
  }
  return start;
}

/**
 * What a save sends: multi-value fields as comma-joined text (the Blade convention, e.g. a
 * package's menuId), and a field left empty as no value — left out of a new record (the server's
 * default applies) and null on an edit (cleared) — never as "", which a number, date or dictionary
 * column cannot hold.
 */
export function toWire<T>(
  columns: readonly CrudColumn<T>[],
  values: FormValues,
  mode: CrudFormMode,
): FormValues {
  const out: FormValues = { ...values };
  for (const column of columns) {
    if (!(column.field in out)) continue;
    let value = out[column.field];
    if (column.multiple && Array.isArray(value)) value = value.join(',');
    if (value === '' || value === undefined) {
      if (mode === 'add') delete out[column.field];
      else out[column.field] = null;
    } else out[column.field] = value;
  }
  return out;
}
