/** Pure helpers behind the Select listbox (and anything else with a list of options). */

export interface NavigableOption {
  label: string;
  disabled?: boolean;
}

/** Options whose label contains the query, ignoring case and surrounding spaces. */
export function filterOptions<O extends NavigableOption>(options: readonly O[], query: string): O[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...options];
  return options.filter((o) => o.label.toLocaleLowerCase().includes(q));
}

/**
 * The next enabled index from `from` moving by `delta` (+1/-1). Stops at the ends (no wrap, as the
 * WAI-ARIA combobox pattern suggests); returns `from` when there is nothing further, -1 for none.
 */
export function moveIndex(options: readonly NavigableOption[], from: number, delta: 1 | -1): number {
  for (let i = from + delta; i >= 0 && i < options.length; i += delta) {
    if (!options[i]?.disabled) return i;
  }
  return from >= 0 && from < options.length && !options[from]?.disabled ? from : -1;
}

export function firstEnabled(options: readonly NavigableOption[]): number {
  return moveIndex(options, -1, 1);
}

export function lastEnabled(options: readonly NavigableOption[]): number {
  return moveIndex(options, options.length, -1);
}

/**
 * Type-ahead: the first enabled option after `from` (wrapping) whose label starts with `text`.
 * Typing the same letter repeatedly cycles through the options starting with it.
 */
export function typeahead(options: readonly NavigableOption[], from: number, text: string): number {
  const q = text.toLocaleLowerCase();
  if (!q) return -1;
  const same = q.split('').every((ch) => ch === q[0]);
  const needle = same ? (q[0] ?? '') : q;
  const n = options.length;
  // A repeated letter moves on from the current option; a longer prefix may stay on it.
  const start = same ? from + 1 : Math.max(from, 0);
  for (let k = 0; k < n; k++) {
    const i = (((start + k) % n) + n) % n;
    const o = options[i];
    if (o && !o.disabled && o.label.toLocaleLowerCase().startsWith(needle)) return i;
  }
  return -1;
}
