import type { KeyboardEvent, RefObject } from 'react';
import { firstEnabled, lastEnabled, moveIndex, typeahead } from './listNavigation';
import type { SelectOption, SelectValue } from './Select.types';

/** What the combobox's keys read and change. */
export interface SelectKeyContext<V extends SelectValue> {
  options: readonly SelectOption<V>[];
  /** The options shown (after the search). */
  visible: readonly SelectOption<V>[];
  selected: readonly V[];
  open: boolean;
  setOpen: (open: boolean) => void;
  active: number;
  setActive: (index: number) => void;
  setKeyboardActive: (keyboard: boolean) => void;
  query: string | null;
  setQuery: (query: string | null) => void;
  disabled: boolean;
  searchable: boolean;
  multiple: boolean;
  choose: (option: SelectOption<V> | undefined) => void;
  removeValue: (value: V) => void;
  /** The type-ahead's letters so far and when the last came. */
  typed: RefObject<{ text: string; at: number }>;
}

/**
 * The combobox's keys (WAI-ARIA combobox pattern): ↓/↑ open and move (Alt+↑ closes), Home/End
 * first/last, PageDown/PageUp ten at a time, Enter (and Space when not searchable) choose, Esc
 * closes (then clears the search text), Tab leaves, Backspace drops the last tag of a searchable
 * multiple select, printable keys jump by type-ahead on a select-only one.
 */
export function onSelectKey<V extends SelectValue>(
  event: KeyboardEvent<HTMLElement>,
  ctx: SelectKeyContext<V>,
) {
  const { options, selected, open, setOpen, active, setActive, setKeyboardActive, query, setQuery } = ctx;
  const { disabled, searchable, multiple, choose, removeValue, typed } = ctx;
  if (disabled) return;
  const key = event.key;
  const list = ctx.visible;
  const move = (index: number) => {
    setKeyboardActive(true);
    setActive(index);
  };
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    event.preventDefault();
    if (!open) {
      setOpen(true);
      setKeyboardActive(true);
      if (event.altKey) return;
      // Opening with ↑ on an empty select-only combobox starts at the end.
      if (key === 'ArrowUp' && selected.length === 0) setActive(lastEnabled(list));
      return;
    }
    if (event.altKey && key === 'ArrowUp') {
      setOpen(false);
      return;
    }
    move(moveIndex(list, active, key === 'ArrowDown' ? 1 : -1));
    return;
  }
  if ((key === 'Home' || key === 'End') && open && !searchable) {
    event.preventDefault();
    move(key === 'Home' ? firstEnabled(list) : lastEnabled(list));
    return;
  }
  if ((key === 'PageDown' || key === 'PageUp') && open) {
    event.preventDefault();
    let i = active;
    for (let k = 0; k < 10; k++) i = moveIndex(list, i, key === 'PageDown' ? 1 : -1);
    move(i);
    return;
  }
  if (key === 'Enter' || (key === ' ' && !searchable)) {
    event.preventDefault();
    if (!open) {
      setOpen(true);
      setKeyboardActive(true);
    } else if (active >= 0) choose(list[active]);
    else setOpen(false);
    return;
  }
  if (key === 'Escape') {
    if (open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (searchable && query) {
      event.preventDefault();
      setQuery(null);
    }
    return;
  }
  if (key === 'Tab') {
    if (open) setOpen(false);
    return;
  }
  if (key === 'Backspace' && multiple && searchable && !query && selected.length > 0) {
    const last = selected[selected.length - 1];
    if (last !== undefined) removeValue(last);
    return;
  }
  if (!searchable && key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
    // Type-ahead on the select-only combobox.
    const now = Date.now();
    const text = now - typed.current.at < 500 ? typed.current.text + key : key;
    typed.current = { text, at: now };
    const from = open
      ? active
      : options.findIndex((o) => selected.length > 0 && Object.is(o.value, selected[0]));
    const hit = typeahead(list, from, text);
    if (hit >= 0) {
      if (!open) setOpen(true);
      move(hit);
    }
  }
}
