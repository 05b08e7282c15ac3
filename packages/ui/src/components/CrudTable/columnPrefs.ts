import type { VisibilityState } from '@tanstack/react-table';

/**
 * What a person set up in a table's columns — the ones hidden and the widths dragged — kept in
 * localStorage under the table's page, so the page opens the same way next time (issue 36).
 */
export interface ColumnPrefs {
  /** TanStack's visibility map: a field → false when hidden. */
  hidden: VisibilityState;
  /** A field → the width it was dragged to (pixels). */
  widths: Record<string, number>;
}

const PREFIX = 'blade-console.columns:';
export const EMPTY_PREFS: ColumnPrefs = { hidden: {}, widths: {} };

/** The saved set-up of a table, or none (nothing saved, storage unavailable or unreadable). */
export function readColumnPrefs(key: string | undefined): ColumnPrefs {
  if (!key) return EMPTY_PREFS;
  try {
    const saved = JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null') as Partial<ColumnPrefs> | null;
    if (!saved || typeof saved !== 'object') return EMPTY_PREFS;
    return { hidden: { ...saved.hidden }, widths: { ...saved.widths } };
  } catch {
    return EMPTY_PREFS;
  }
}

/** Saves a table's set-up; an empty one is removed rather than kept. */
export function writeColumnPrefs(key: string | undefined, prefs: ColumnPrefs): void {
  if (!key) return;
  try {
    const empty = Object.keys(prefs.hidden).length === 0 && Object.keys(prefs.widths).length === 0;
    if (empty) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, JSON.stringify(prefs));
  } catch {
    // Private mode or a full quota: the set-up lasts this visit only.
  }
}
