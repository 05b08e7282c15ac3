import {
  type ColumnDef,
  getCoreRowModel,
  getExpandedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CrudColumn } from './columns';
import { columnFit, MEASURED_ROWS } from './columnWidth';
import { getFlatRowModel } from './flatRowModel';
import { headerMinWidth } from './headerWidth';
import { sortsOf } from './searchParams';
import { treeIndent } from './treeIndent';
import type { CrudTableState } from './useCrudTableState';

/** Ids of the two columns the table adds around the page's columns. */
export const SELECT_ID = '__select';
export const ACTIONS_ID = '__actions';

type AnyRow = Record<string, unknown>;

export interface TableModelOptions<T> {
  /** The page's columns shown in the table (not the form-only ones). */
  columns: readonly CrudColumn<T>[];
  records: T[];
  state: CrudTableState<T>;
  selectable: boolean;
  hasRowActions: boolean;
  actionsWidth: number;
  /** A column's header as shown (translated): no column is narrower than it. */
  headerText: (column: CrudColumn<T>) => string;
  /** The actions column's header as shown. */
  actionsHeader: string;
  /** How a switch column shows its values (measured for the column's width). */
  words: { yes: string; no: string };
  tree: boolean;
  idOf: (row: T) => string;
  childrenOf: (row: T) => T[] | undefined;
  canExpand: (row: T) => boolean;
  onSelectionChange?: (rows: T[]) => void;
}

/**
 * The TanStack table over the loaded rows. Sorting and paging stay on the server (or in
 * useCrudData for client rows): the table only reports clicks on the headers into the query.
 */
export function useTableModel<T>(options: TableModelOptions<T>) {
  const { columns, records, state, selectable, hasRowActions, actionsWidth, tree } = options;
  const { headerText, actionsHeader, words } = options;
  const { stableQuery, rowSelection, expanded, columnVisibility, columnWidths } = state;

  // A tree's rows at every depth are measured (the roots first), its first shown column with each
  // row's indent.
  const measured = useMemo(
    () => (tree ? treeRows(records, options.childrenOf) : undefined),
    [tree, records, options.childrenOf],
  );
  const treeField = tree
    ? columns.find((column) => columnVisibility[column.field] !== false)?.field
    : undefined;

  // Every data column has its widths (columnFit): content, bounds, the person's drag. Its width
  // with its values whole (`body`) is kept beside its definition for DataGrid's fitWidths.
  const { columnDefs, bodyWidths } = useMemo(() => {
    const bodies = new Map<string, number>();
    const defs: ColumnDef<T>[] = columns.map((column) => {
      const fit = columnFit({
        column,
        header: headerText(column),
        records: measured?.records ?? records,
        words,
        resized: columnWidths[column.field],
        indentOf: column.field === treeField ? measured?.indentOf : undefined,
      });
      bodies.set(column.field, fit.body);
      return {
        id: column.field,
        accessorFn: (row: T) => (row as AnyRow)[column.field],
        header: column.label,
        size: fit.size,
        minSize: fit.min,
        enableSorting: !!column.sortable,
        // Every column cycles the same way: ascending → descending → unsorted (TanStack would
        // start a number column descending).
        sortDescFirst: false,
        meta: column,
      };
    });
    if (selectable)
      defs.unshift({ id: SELECT_ID, size: 48, minSize: 48, enableHiding: false, enableSorting: false });
    if (hasRowActions) {
      const size = Math.max(actionsWidth, headerMinWidth(actionsHeader));
      defs.push({ id: ACTIONS_ID, size, minSize: size, enableHiding: false, enableSorting: false });
    }
    return { columnDefs: defs, bodyWidths: bodies as ReadonlyMap<string, number> };
  }, [
    columns,
    selectable,
    hasRowActions,
    actionsWidth,
    headerText,
    actionsHeader,
    records,
    measured,
    treeField,
    words,
    columnWidths,
  ]);

  const sorting: SortingState = useMemo(
    () => sortsOf(stableQuery).map((s) => ({ id: s.field, desc: s.desc })),
    [stableQuery],
  );

  const table = useReactTable<T>({
    data: records,
    columns: columnDefs,
    getRowId: (row) => options.idOf(row),
    // A flat list makes its rows as the body reads them; a tree needs them all to nest them.
    getCoreRowModel: tree ? getCoreRowModel() : getFlatRowModel(),
    getExpandedRowModel: tree ? getExpandedRowModel() : undefined,
    getSubRows: tree ? (row) => options.childrenOf(row) : undefined,
    getRowCanExpand: (row) => options.canExpand(row.original),
    manualSorting: true,
    // One column at a time (a shift-click too): the header says the whole order.
    enableMultiSort: false,
    enableSortingRemoval: true,
    manualPagination: true,
    enableSubRowSelection: false,
    state: { rowSelection, expanded, sorting, columnVisibility },
    onRowSelectionChange: state.setRowSelection,
    onExpandedChange: state.setExpanded,
    onColumnVisibilityChange: state.setColumnVisibility,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      state.sortBy(next.map((s) => ({ field: s.id, desc: s.desc })));
    },
  });

  // A flat list answers selection questions from the records and the selected ids, without
  // making a row for every record; a tree asks TanStack (it knows the nesting).
  const { idOf } = options;
  const selectedRows = useMemo(() => {
    if (tree) return table.getSelectedRowModel().flatRows.map((r) => r.original);
    if (Object.keys(rowSelection).length === 0) return [];
    return records.filter((row) => rowSelection[idOf(row)]);
  }, [table, tree, records, rowSelection, idOf]);
  const onSelectionChangeRef = useRef(options.onSelectionChange);
  onSelectionChangeRef.current = options.onSelectionChange;
  const selectedRef = useRef(selectedRows);
  selectedRef.current = selectedRows;
  // biome-ignore lint/correctness/useExhaustiveDependencies: report when the selection changes.
  useEffect(() => {
    onSelectionChangeRef.current?.(selectedRef.current);
  }, [rowSelection]);

  // Both walk every row: compute them when the selection or the rows change, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table reads rowSelection and records.
  const [allSelected, someSelected] = useMemo(() => {
    if (tree) return [table.getIsAllRowsSelected(), table.getIsSomeRowsSelected()];
    const count = selectedRows.length;
    return [count > 0 && count === records.length, count > 0 && count < records.length];
  }, [rowSelection, records, selectedRows]);

  const { setRowSelection } = state;
  /** The header checkbox: a flat list sets the ids itself (TanStack would make every row first). */
  const selectAll = useCallback(
    (on: boolean) => {
      if (tree) table.toggleAllRowsSelected(on);
      else setRowSelection(on ? Object.fromEntries(records.map((row) => [idOf(row), true])) : {});
    },
    [table, tree, records, idOf, setRowSelection],
  );

  return { table, bodyWidths, selectedRows, allSelected, someSelected, selectAll };
}

/**
 * A tree's records level by level, the roots first (what a tree shows before anyone opens it), up
 * to the rows a column measures, with the room each takes before its text in the tree column.
 */
function treeRows<T>(
  roots: readonly T[],
  childrenOf: (row: T) => T[] | undefined,
): { records: T[]; indentOf: (record: T) => number } {
  const depths = new Map<T, number>();
  const records: T[] = [];
  let level: readonly T[] = roots;
  for (let depth = 0; level.length && records.length < MEASURED_ROWS; depth++) {
    const next: T[] = [];
    for (const row of level) {
      if (records.length >= MEASURED_ROWS) break;
      records.push(row);
      depths.set(row, depth);
      next.push(...(childrenOf(row) ?? []));
    }
    level = next;
  }
  return { records, indentOf: (record) => treeIndent(depths.get(record) ?? 0) };
}
