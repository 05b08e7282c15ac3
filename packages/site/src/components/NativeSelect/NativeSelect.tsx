import type { Ref, SelectHTMLAttributes } from 'react';
import { Select } from './NativeSelect.styles';

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("choose a province"). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The browser's own select, styled: on a phone it opens the system picker, and it needs no script
 * to be usable or accessible.
 */
export function NativeSelect({ options, placeholder, ...rest }: NativeSelectProps) {
  return (
    <Select {...rest}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
