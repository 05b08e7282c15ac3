import { useCallback, useId, useMemo, useRef } from 'react';
import { usePageHost } from '../PageHost/PageHost';
import type { CrudColumn, CrudQuery } from './columns';
import { readViewAddress, viewAddressSpec, writeViewAddress } from './viewAddress';

export interface ViewAddressOptions<T> {
  columns: readonly CrudColumn<T>[];
  pageSizes: readonly number[];
  /** The page controls the query itself: the address is left alone. */
  controlled: boolean;
  defaultQuery?: Partial<CrudQuery>;
}

export interface ViewAddress {
  query: CrudQuery;
  onQueryChange: (query: CrudQuery, options?: { replace?: boolean }) => void;
}

/**
 * The table's view (search, page, size, sort) held in its page's address, so a reload, back and
 * forward, a shared link and a tab that comes back all show the same view. This is the one place
 * that writes it, for every table page; null when there is no hosting shell, the page controls the
 * query, or another table of the page already holds the address.
 */
export function useViewAddress<T>({
  columns,
  pageSizes,
  controlled,
  defaultQuery,
}: ViewAddressOptions<T>): ViewAddress | null {
  const host = usePageHost();
  const id = useId();
  const holds = !controlled && host != null && host.claimAddress(id);
  const search = host?.search ?? '';
  const spec = useMemo(() => viewAddressSpec(columns, pageSizes), [columns, pageSizes]);
  const defaults = useRef(defaultQuery);
  const query = useMemo(
    () => ({ ...defaults.current, ...readViewAddress(search, spec) }) as CrudQuery,
    [search, spec],
  );
  const hostRef = useRef(host);
  hostRef.current = host;
  const onQueryChange = useCallback(
    (next: CrudQuery, options?: { replace?: boolean }) => {
      const current = hostRef.current;
      if (!current) return;
      const address = writeViewAddress(next, current.search, spec);
      if (address !== normalise(current.search)) current.setSearch(address, options);
    },
    [spec],
  );
  return holds ? { query, onQueryChange } : null;
}

function normalise(search: string): string {
  const text = new URLSearchParams(search).toString();
  return text ? `?${text}` : '';
}
