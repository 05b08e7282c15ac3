import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { usePageHost } from '../PageHost/PageHost';
import type { CrudColumn, CrudQuery } from './columns';
import { readViewAddress, viewAddressSpec, writeViewAddress } from './viewAddress';

export interface ViewAddressOptions<T> {
  columns: readonly CrudColumn<T>[];
  pageSizes: readonly number[];
  /** The page controls the query itself: the address is left alone. */
  controlled: boolean;
  defaultQuery?: Partial<CrudQuery>;
  /**
   * Names the table among its page's tables (its title): a remounted table (a key change) is the
   * same table and keeps holding the address.
   */
  name?: string;
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
  name,
}: ViewAddressOptions<T>): ViewAddress | null {
  const host = usePageHost();
  const ownId = useId();
  const id = name ? `table:${name}` : ownId;
  const holds = !controlled && host != null && host.claimAddress(id);
  const search = host?.search ?? '';
  const defaults = useRef(defaultQuery);
  const spec = useMemo(() => {
    const { ascs, descs } = defaults.current ?? {};
    return { ...viewAddressSpec(columns, pageSizes), defaultSort: { ascs, descs } };
  }, [columns, pageSizes]);
  // The default sort is the address's to apply (a person may have cleared it); the rest merge.
  const query = useMemo(() => {
    const { ascs: _ascs, descs: _descs, ...rest } = defaults.current ?? {};
    return { ...rest, ...readViewAddress(search, spec) } as CrudQuery;
  }, [search, spec]);
  // A table that unmounts (a key change, a remount) lets the next one hold the address.
  useEffect(() => {
    if (!host) return;
    return () => host.releaseAddress(id);
  }, [host, id]);
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
