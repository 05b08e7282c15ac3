import { createContext, useContext, useEffect, useId } from 'react';

/**
 * What the console's kept-tabs shell tells a page it hosts. A page under it keeps its view in its
 * own address (the table's search, page, size and sort), says when it holds unsaved input, and
 * learns how long loaded data stays fresh. Without a host (Storybook, a dialog outside the shell)
 * components keep their state in memory as before.
 */
export interface PageHost {
  /** The page's own query string (`?name=x&current=2`), even while the page is hidden. */
  search: string;
  /** Replaces the view part of the page's address; `replace` for corrections (not a new history entry). */
  setSearch: (search: string, options?: { replace?: boolean }) => void;
  /**
   * The first table of a page keeps its view in the address; a second one (a dictionary's items,
   * a table in a dialog) keeps its own in memory. True for the first `id` that asks.
   */
  claimAddress: (id: string) => boolean;
  /** The table holding the address unmounted (a remounted table claims it again). */
  releaseAddress: (id: string) => void;
  /** Data loaded less than this long ago (ms) is not fetched again when the page is shown again. */
  staleAfterMs: number;
  /** A form of the page has (or no longer has) changes that were not saved. */
  setUnsaved: (id: string, dirty: boolean) => void;
  /** A form unmounted (while the page is hidden, React only paused it: the host then keeps the flag). */
  releaseUnsaved: (id: string) => void;
}

export const PageHostContext = createContext<PageHost | null>(null);

/** The shell hosting this page, or null outside the kept-tabs shell. */
export function usePageHost(): PageHost | null {
  return useContext(PageHostContext);
}

/**
 * Reports a form's unsaved changes to the hosting page, so closing its tab, signing out or switching
 * department asks first. A no-op outside a host.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const host = usePageHost();
  const id = useId();
  useEffect(() => {
    host?.setUnsaved(id, dirty);
  }, [host, id, dirty]);
  useEffect(() => {
    if (!host) return;
    return () => host.releaseUnsaved(id);
  }, [host, id]);
}
