import { useState } from 'react';
import { type SelectOption, type SelectProps, type SelectValue, toArray } from './Select.types';

/**
 * The select's value, controlled (`value`) or its own (`defaultValue`): the chosen values and
 * options, and `commit`, which reports a change with `onChange` (single: one value or null).
 */
export function useSelectValue<V extends SelectValue>(props: SelectProps<V>) {
  const { options } = props;
  const [innerValue, setInnerValue] = useState<V[]>(() => toArray<V>(props.defaultValue));
  const given = props.value !== undefined ? toArray<V>(props.value) : innerValue;
  // A form's empty text ('') is no choice, unless an option is ''. Shown as an unknown value it
  // left the box blank, without its placeholder (the leave form's type).
  const selected = given.filter((v) => v !== '' || options.some((o) => o.value === ''));
  /** A value's option; a value no option has is shown as it is. */
  const optionOf = (v: V): SelectOption<V> =>
    options.find((o) => Object.is(o.value, v)) ?? { label: String(v), value: v };

  const isSelected = (value: V) => selected.some((v) => Object.is(v, value));
  const commit = (next: V[]) => {
    if (props.value === undefined) setInnerValue(next);
    const chosen = next.map(optionOf);
    if (props.multiple === true) props.onChange?.(next, chosen);
    else props.onChange?.(next[0] ?? null, chosen[0] ?? null);
  };
  /** The values with `value` added or taken out, in the options' order so tags do not shuffle. */
  const toggled = (value: V) => {
    const next = isSelected(value) ? selected.filter((v) => !Object.is(v, value)) : [...selected, value];
    const order = (v: V) => {
      const i = options.findIndex((o) => Object.is(o.value, v));
      return i < 0 ? Number.MAX_SAFE_INTEGER : i;
    };
    return next.sort((a, b) => order(a) - order(b));
  };
  const removeValue = (value: V) => commit(selected.filter((v) => !Object.is(v, value)));
  return { selected, selectedOptions: selected.map(optionOf), isSelected, commit, toggled, removeValue };
}
