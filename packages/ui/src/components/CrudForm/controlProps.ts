import type { CrudControlProps } from '../CrudTable/columns';

export type { CrudControlProps } from '../CrudTable/columns';

/**
 * The field's wiring among a control's props: its id and aria attributes (FormField adds them), all
 * that a column control does not read itself. Each control hands them on, as they came, to its
 * focusable part.
 */
export function fieldWiring({
  column,
  value,
  onChange,
  onBlur,
  label,
  disabled,
  readOnly,
  placeholder,
  ref,
  onBusyChange,
  ...wiring
}: CrudControlProps) {
  return wiring;
}
