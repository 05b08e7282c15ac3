import type { Ref } from 'react';
import type { CrudColumn } from '../CrudTable/columns';

/**
 * The form control of each column type. One place maps the column config onto the design
 * system's primitives, so pages never choose controls themselves.
 */
export interface CrudControlProps {
  // biome-ignore lint/suspicious/noExplicitAny: a control serves columns of any row type.
  column: CrudColumn<any>;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  /** Translated label (names groups and file buttons). */
  label: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  ref?: Ref<HTMLElement>;
}

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
  ...wiring
}: CrudControlProps) {
  return wiring;
}
