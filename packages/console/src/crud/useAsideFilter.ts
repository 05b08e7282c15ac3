import { usePageHost } from '@blade-console/ui';
import { useState } from 'react';

/**
 * A table narrowed by the node chosen in the tree beside it: the node's id is sent as the list
 * query's `param` (the table's `filter`, which goes back to the first page on a change). Under the
 * console's shell the node is kept in the page's address beside the table's own view (search,
 * page, sort), so a reload, a shared link and back and forward show the same rows; elsewhere (a
 * story, a test without the shell) it is kept in memory. Spread `aside` into the TreeAside and
 * `table` into the CrudTable.
 */
export function useAsideFilter(param: string) {
  const host = usePageHost();
  const [own, setOwn] = useState<string | null>(null);
  const selected = host ? new URLSearchParams(host.search).get(param) || null : own;
  const select = (key: string | null) => {
    if (!host) {
      setOwn(key);
      return;
    }
    const params = new URLSearchParams(host.search);
    if (key) params.set(param, key);
    else params.delete(param);
    const text = params.toString();
    host.setSearch(text ? `?${text}` : '');
  };
  return {
    selected,
    aside: { selectedKey: selected, onSelect: select },
    table: { filter: { [param]: selected ?? undefined } },
  };
}
