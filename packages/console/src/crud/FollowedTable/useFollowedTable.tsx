import type { Page } from '@blade-console/blade-client';
import type { ResourceDef } from '@blade-console/blade-schema';
import type { CrudQuery, CrudRowAction, CrudTableHandle, CrudTableProps } from '@blade-console/ui';
import { type ReactNode, type RefObject, useMemo, useRef } from 'react';
import { useLiveRows } from '../LiveRows';
import { useRecordHistory } from '../RecordHistory';

export interface FollowedTableOptions<T extends object> {
  /** The page's own row actions: 历史 comes after them. */
  rowActions?: readonly CrudRowAction<T>[];
  /** The page's own handle of the table, when it needs one too (to refresh it, say). */
  table?: RefObject<CrudTableHandle | null>;
  /** The page's save and removal: its own are no news to it. */
  submit?: CrudTableProps<T>['onSubmit'];
  remove?: CrudTableProps<T>['onRemove'];
}

/**
 * What every table of a defined resource's rows has (issue 42), generic page or a page of its own:
 * a row's 历史 with its record history, and the rows other people change shown without a reload.
 * FollowedTable draws it: `ref={table}` and `tableProps` on its CrudTable after the page's own
 * props, `above` before it and `below` after it. `load` is the page's (useResourceTable's), and so
 * is `submit`.
 */
export function useFollowedTable<T extends object>(
  resource: ResourceDef,
  load: ((query: CrudQuery) => Promise<Page<T>>) | undefined,
  { rowActions: own, table: given, submit, remove }: FollowedTableOptions<T> = {},
): {
  table: RefObject<CrudTableHandle | null>;
  tableProps: ReturnType<typeof useLiveRows<T>>['tableProps'] & { rowActions: CrudRowAction<T>[] };
  above: ReactNode;
  below: ReactNode;
} {
  const ownTable = useRef<CrudTableHandle>(null);
  const table = given ?? ownTable;
  const { historyAction, historyDialog } = useRecordHistory<T>(resource, table);
  const rowActions = useMemo(() => [...(own ?? []), historyAction], [own, historyAction]);
  const live = useLiveRows({ resource: resource.name, table, load, submit, remove });
  return {
    table,
    tableProps: { ...live.tableProps, rowActions },
    above: live.newRowsBar,
    below: historyDialog,
  };
}
