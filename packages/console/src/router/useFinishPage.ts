import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTabs } from '../stores/tabs';

/** What a page that opens a form passes in the history state: the address to come back to. */
export interface CameFrom {
  from?: string;
}

/**
 * For a page done with its work (a submitted form, a decided task): goes back to the list it was
 * opened from (`state.from`, else `fallback`) and closes its own tab, which has nothing left to
 * show. Closing it unmounts the kept page too, so reopening the form starts afresh.
 */
export function useFinishPage(fallback: string): () => void {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const from = (state as CameFrom | null)?.from || fallback;
  return useCallback(() => {
    navigate(from);
    const { tabs, replace } = useTabs.getState();
    replace(tabs.filter((tab) => tab.value !== pathname));
  }, [navigate, from, pathname]);
}
