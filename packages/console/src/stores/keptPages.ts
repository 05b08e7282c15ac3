import type { Key } from 'swr';
import { create } from 'zustand';

/**
 * What the kept-tabs shell knows about each kept page (by page key, see `pageKeyOf`): which of its
 * forms hold unsaved input, which cached queries it reads (to refetch them on "refresh"), and its
 * generation (bumped to remount it).
 */
interface KeptPagesState {
  generations: Record<string, number>;
  /** Remounts the page (its state starts over). */
  remount(key: string): void;
}

export const useKeptPages = create<KeptPagesState>((set) => ({
  generations: {},
  remount(key) {
    set((state) => ({ generations: { ...state.generations, [key]: (state.generations[key] ?? 0) + 1 } }));
  },
}));

const unsaved = new Map<string, Set<string>>();
const dataKeys = new Map<string, Map<string, Key>>();

export function setUnsaved(page: string, form: string, dirty: boolean): void {
  const forms = unsaved.get(page) ?? new Set<string>();
  if (dirty) forms.add(form);
  else forms.delete(form);
  if (forms.size) unsaved.set(page, forms);
  else unsaved.delete(page);
}

export function hasUnsaved(page: string): boolean {
  return (unsaved.get(page)?.size ?? 0) > 0;
}

/** The pages with unsaved input (all of them, or among `pages`). */
export function pagesWithUnsaved(pages?: readonly string[]): string[] {
  return (pages ?? [...unsaved.keys()]).filter(hasUnsaved);
}

/** The page was unmounted (closed, dropped by the bound, remounted): its forms are gone. */
export function forgetPage(page: string): void {
  unsaved.delete(page);
  dataKeys.delete(page);
}

export function recordDataKey(page: string, key: Key): void {
  const keys = dataKeys.get(page) ?? new Map<string, Key>();
  keys.set(JSON.stringify(key), key);
  dataKeys.set(page, keys);
}

export function dataKeysOf(page: string): Key[] {
  return [...(dataKeys.get(page)?.values() ?? [])];
}

/**
 * The page on screen, set as the shell renders. Read by a kept page's hooks at cleanup time: a page
 * being hidden is re-rendered later (React renders hidden content at a lower priority), so its own
 * props still say "shown" when its effects are cleaned up.
 */
let shownPage: string | null = null;

export function setShownPage(page: string | null): void {
  shownPage = page;
}

export function isShownPage(page: string): boolean {
  return shownPage === page;
}

/** Some page is on screen (none while the lock screen is up). */
export function isAnyPageShown(): boolean {
  return shownPage !== null;
}
