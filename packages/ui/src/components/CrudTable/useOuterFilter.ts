import { useMemo } from 'react';
import { useOnChange } from '../../utils/useOnChange';
import type { CrudTableProps } from './CrudTable.types';
import type { CrudQuery } from './columns';

/**
 * The query a table loads with: its own view plus the page's outside conditions (`filter`). When
 * those change (another node of the tree beside it), the view goes back to its first page; the
 * load already under way for the old page is superseded (useCrudData drops its answer).
 */
export function useOuterFilter(
  filter: CrudTableProps<object>['filter'],
  view: CrudQuery,
  goToFirstPage: () => void,
): CrudQuery {
  const key = JSON.stringify(filter ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter counts by content (its key), not identity
  const query = useMemo(() => (filter ? { ...view, ...filter } : view), [view, key]);
  useOnChange(key, goToFirstPage);
  return query as CrudQuery;
}
