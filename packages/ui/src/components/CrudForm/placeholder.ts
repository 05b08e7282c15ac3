import { type CrudColumn, columnType } from '../CrudTable/columns';
import type { Translate } from '../CrudTable/useText';

/** Column types chosen rather than typed: their placeholder and required message say "select". */
const CHOSEN = new Set(['select', 'dictionary', 'tree', 'date', 'datetime', 'switch', 'image', 'upload']);

/** Whether the column's value is chosen rather than typed (its own say, else its type's). */
// biome-ignore lint/suspicious/noExplicitAny: asked of columns of any row type.
export function isChosen(column: CrudColumn<any>): boolean {
  return column.chosen ?? CHOSEN.has(columnType(column));
}

/**
 * The hint an empty control of the column shows: the column's own `placeholder` (an i18n key, as
 * its label may be), else "Enter <label>" / "Select <label>" by how the value is given. A label that
 * makes a poor sentence in English ("Select released", "Enter stored in") is why a column, or the
 * definition it comes from, states its own. The form's controls and the search bar's text boxes
 * both ask here, so a column's own hint shows in both.
 */
export function placeholderOf(
  // biome-ignore lint/suspicious/noExplicitAny: a hint is worked out for columns of any row type.
  column: CrudColumn<any>,
  label: string,
  t: Translate,
  translate: (text: string) => string,
): string {
  if (column.placeholder) return translate(column.placeholder);
  return t(isChosen(column) ? 'crud.pleaseSelect' : 'crud.pleaseEnter', { label });
}
