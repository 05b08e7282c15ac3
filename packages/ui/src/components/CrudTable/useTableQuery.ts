import { useState } from 'react';
import { usePageHost } from '../PageHost/PageHost';
import type { CrudTableProps } from './CrudTable.types';
import type { CrudColumn } from './columns';
import { useCrudTableState } from './useCrudTableState';
import { useOuterFilter } from './useOuterFilter';
import { useViewAddress } from './useViewAddress';

/**
 * The table's state (useCrudTableState) wired to where it is kept: the query in the page's address
 * when the page does not control it (useViewAddress), the person's hidden columns and widths per
 * page, and the page's outer filter (`loadQuery`: the query the data is loaded with).
 */
export function useTableQuery<T extends object>(
  props: CrudTableProps<T>,
  columns: readonly CrudColumn<T>[],
  pageSizes: readonly number[],
) {
  const host = usePageHost();
  // The person's hidden columns and dragged widths, kept per page: under the console's shell by the
  // page's path and the table's title (fixed at mount: a kept tab's path does not change).
  const [prefsKey] = useState(
    () =>
      props.storageKey ??
      (host && typeof location !== 'undefined' ? `${location.pathname}|${props.title ?? ''}` : undefined),
  );
  const address = useViewAddress<T>({
    columns,
    pageSizes,
    controlled: props.query !== undefined,
    defaultQuery: props.defaultQuery,
    name: props.title,
  });
  const state = useCrudTableState<T>(
    address
      ? {
          ...props,
          query: address.query,
          onQueryChange: (next, options) => {
            address.onQueryChange(next, options);
            props.onQueryChange?.(next);
          },
          prefsKey,
        }
      : { ...props, prefsKey },
  );
  const { queryRef, stableQuery } = state;
  const loadQuery = useOuterFilter(props.filter, stableQuery, () => {
    if (queryRef.current.current !== 1)
      state.setQuery({ ...queryRef.current, current: 1 }, { replace: true });
  });
  return { state, loadQuery };
}
