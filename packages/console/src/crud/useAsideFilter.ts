import type { CrudQuery } from '@blade-console/ui';
import { useMemo, useState } from 'react';

/**
 * A table narrowed by the node chosen in the tree beside it: the node's id is the list query's
 * `param`. Choosing another node goes back to the first page; the table's own query changes (pages,
 * search) keep the node. Spread `aside` into the TreeAside and `table` into the CrudTable.
 */
export function useAsideFilter(param: string) {
  const [selected, setSelected] = useState<string | null>(null);
  const [query, setQuery] = useState<CrudQuery>({ current: 1, size: 10 });
  const shownQuery = useMemo(() => ({ ...query, [param]: selected ?? undefined }), [query, param, selected]);
  return {
    selected,
    aside: {
      selectedKey: selected,
      onSelect: (key: string | null) => {
        setSelected(key);
        setQuery((q) => ({ ...q, current: 1 }));
      },
    },
    table: {
      query: shownQuery,
      onQueryChange: ({ [param]: _node, ...next }: CrudQuery) => setQuery(next as CrudQuery),
    },
  };
}
