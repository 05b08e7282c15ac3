import type { ReactNode, Ref } from 'react';
import type { SelectSize } from './Select.styles';

export type SelectValue = string | number;

export interface SelectOption<V extends SelectValue = SelectValue> {
  /** Text shown, searched and used for type-ahead. */
  label: string;
  value: V;
  disabled?: boolean;
}

interface SelectBaseProps<V extends SelectValue> {
  options: readonly SelectOption<V>[];
  /** Adds a text box that filters the options (an editable combobox). */
  searchable?: boolean;
  /** Custom filter; `false` turns local filtering off (e.g. with `onSearch` for a server search). */
  filterOption?: false | ((query: string, option: SelectOption<V>) => boolean);
  /** Called as the search text changes. */
  onSearch?: (query: string) => void;
  /** Shows a clear button while something is selected. */
  clearable?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Shows a spinner in the list (options are being fetched). */
  loading?: boolean;
  invalid?: boolean;
  size?: SelectSize;
  /** Stretch to the container (default true; false gives a 240px field). */
  fullWidth?: boolean;
  /** Text when there are no options at all. */
  emptyText?: ReactNode;
  /** Form field name: a hidden input carries the value(s) for native form posts. */
  name?: string;
  id?: string;
  className?: string;
  /** Called when focus leaves the control (form libraries validate here). */
  onBlur?: () => void;
  onOpenChange?: (open: boolean) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  /** The focusable combobox element (a button, or the input when searchable). */
  ref?: Ref<HTMLButtonElement | HTMLInputElement>;
}

export interface SingleSelectProps<V extends SelectValue = SelectValue> extends SelectBaseProps<V> {
  multiple?: false;
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null, option: SelectOption<V> | null) => void;
}

export interface MultiSelectProps<V extends SelectValue = SelectValue> extends SelectBaseProps<V> {
  multiple: true;
  value?: readonly V[];
  defaultValue?: readonly V[];
  onChange?: (value: V[], options: SelectOption<V>[]) => void;
  /** Tags shown before the rest collapse into "+N" (default: all). */
  maxTagCount?: number;
}

export type SelectProps<V extends SelectValue = SelectValue> = SingleSelectProps<V> | MultiSelectProps<V>;

export function toArray<V>(value: V | null | undefined | readonly V[]): V[] {
  if (value == null) return [];
  return Array.isArray(value) ? [...(value as readonly V[])] : [value as V];
}
