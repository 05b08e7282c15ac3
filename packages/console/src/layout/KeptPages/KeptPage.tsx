import { type PageHost, PageHostContext } from '@blade-console/ui';
import { memo, type ReactNode, useMemo, useRef } from 'react';
import {
  type Location,
  type NavigateFunction,
  type NavigationType,
  UNSAFE_LocationContext,
} from 'react-router-dom';
import { type Middleware, SWRConfig } from 'swr';
import { website } from '../../config';
import { isShownPage, recordDataKey, setUnsaved } from '../../stores/keptPages';
import { useKeptScroll } from './useKeptScroll';

export interface KeptPageProps {
  pageKey: string;
  element: ReactNode;
  /** The page's own address: the current one while shown, the last one it had while hidden. */
  location: Location;
  navigationType: NavigationType;
  /** Id of the scroll area the pages share: the page comes back at its own offset there. */
  scrollAreaId: string;
  /**
   * The router's navigate, from KeptPages. Not `useNavigate()` here: that reads the route's
   * context, which every navigation renews, so each hidden page re-rendered after each tab switch.
   */
  navigate: NavigateFunction;
}

/** Notes every cached query the page reads, so "refresh" can refetch exactly this page's data. */
function recordKeys(page: string): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (key && typeof key !== 'function') recordDataKey(page, key);
    return useSWRNext(key, fetcher, config);
  };
}

/**
 * One kept page. It sees its own address, not the shown page's: react-router offers no public
 * way to render a matched route under another location (`<Routes location>` would match again,
 * without the data router's lazy routes), so the location context is provided here — a hidden
 * page that re-renders (a language switch) must not read the shown page's path or query.
 * It hosts the page's tables and forms (PageHost) and keeps its data fresh for a while (SWR
 * dedupes a query loaded less than `keptDataFreshMs` ago when the page is shown again). It also
 * keeps its own scroll offset in the shared scroll area (`useKeptScroll`).
 */
export const KeptPage = memo(function KeptPage({
  pageKey,
  element,
  location,
  navigationType,
  scrollAreaId,
  navigate,
}: KeptPageProps) {
  useKeptScroll(scrollAreaId);
  const addressHolder = useRef<string | null>(null);
  const { pathname, search } = location;
  const host = useMemo<PageHost>(
    () => ({
      search,
      setSearch: (next, options) => {
        // A hidden page does not move the address the person is looking at.
        if (isShownPage(pageKey)) navigate({ pathname, search: next }, { replace: options?.replace });
      },
      claimAddress: (id) => {
        addressHolder.current ??= id;
        return addressHolder.current === id;
      },
      // Hiding runs cleanups too: only a table of the shown page really went away.
      releaseAddress: (id) => {
        if (isShownPage(pageKey) && addressHolder.current === id) addressHolder.current = null;
      },
      staleAfterMs: website.keptDataFreshMs,
      setUnsaved: (id, dirty) => setUnsaved(pageKey, id, dirty),
      // Hiding a page runs its effects' cleanups too (Activity): only a shown page's form is gone.
      releaseUnsaved: (id) => {
        if (isShownPage(pageKey)) setUnsaved(pageKey, id, false);
      },
    }),
    [pageKey, pathname, search, navigate],
  );
  const swr = useMemo(
    () => ({ dedupingInterval: website.keptDataFreshMs, use: [recordKeys(pageKey)] }),
    [pageKey],
  );
  const locationContext = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return (
    <UNSAFE_LocationContext.Provider value={locationContext}>
      <PageHostContext.Provider value={host}>
        <SWRConfig value={swr}>{element}</SWRConfig>
      </PageHostContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
});
