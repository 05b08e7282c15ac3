import type { ExpandedState, RowSelectionState, Updater, VisibilityState } from '@tanstack/react-table';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CrudDensity } from './CrudTable.styles';
import { type ColumnPrefs, readColumnPrefs, writeColumnPrefs } from './columnPrefs';
import { type CrudFormMode, type CrudQuery, DEFAULT_PAGE_SIZE } from './columns';
import { type CrudSort, cleanQuery, withSorts } from './searchParams';

export interface CrudTableStateOptions {
  /** Controlled query: the table reports changes and shows what it is given. */
  query?: CrudQuery;
  defaultQuery?: Partial<CrudQuery>;
  /** `replace`: a correction (a page that no longer exists), not a step the person took. */
  onQueryChange?: (query: CrudQuery, options?: { replace?: boolean }) => void;
  density?: CrudDensity;
  defaultDensity?: CrudDensity;
  onDensityChange?: (density: CrudDensity) => void;
  /** Where the hidden columns and dragged widths are remembered (none: this visit only). */
  prefsKey?: string;
}

export interface CrudFormState<T> {
  mode: CrudFormMode;
  row: T | null;
  open: boolean;
}

/**
 * Everything the table remembers that is not data: the query (search, paging, sorting),
 * density, checked and expanded rows, hidden columns and which dialog is open. The query and the
 * density may be controlled by the page (the URL, a saved preference).
 */
export function useCrudTableState<T>(options: CrudTableStateOptions = {}) {
  const { query: controlledQuery, onQueryChange } = options;

  const [ownQuery, setOwnQuery] = useState<CrudQuery>(() => ({
    current: 1,
    size: DEFAULT_PAGE_SIZE,
    ...options.defaultQuery,
  }));
  const query = controlledQuery ?? ownQuery;
  // Event handlers read the latest query without being rebuilt on every change.
  const queryRef = useRef(query);
  queryRef.current = query;
  const setQuery = useCallback(
    (next: CrudQuery, options?: { replace?: boolean }) => {
      const clean = cleanQuery(next);
      if (controlledQuery === undefined) setOwnQuery(clean);
      if (options) onQueryChange?.(clean, options);
      else onQueryChange?.(clean);
    },
    [controlledQuery, onQueryChange],
  );
  const queryKey = JSON.stringify(cleanQuery(query));
  // The query as a value that changes only when its content does (effects and memos key on it).
  const stableQuery = useMemo<CrudQuery>(() => JSON.parse(queryKey), [queryKey]);

  /** A new search starts on page 1 and keeps the page size and sorting (SPEC §4). */
  const search = useCallback(
    (filters: Record<string, string | number | undefined>) => {
      const { size, ascs, descs } = queryRef.current;
      setQuery({ current: 1, size, ascs, descs, ...filters });
    },
    [setQuery],
  );
  const resetSearch = useCallback(() => search({}), [search]);
  const goToPage = useCallback(
    (current: number, size: number) => setQuery({ ...queryRef.current, current, size }),
    [setQuery],
  );
  const sortBy = useCallback((sorts: CrudSort[]) => setQuery(withSorts(queryRef.current, sorts)), [setQuery]);

  const [ownDensity, setOwnDensity] = useState<CrudDensity>(options.defaultDensity ?? 'default');
  const density = options.density ?? ownDensity;
  const { onDensityChange } = options;
  const setDensity = useCallback(
    (next: CrudDensity) => {
      setOwnDensity(next);
      onDensityChange?.(next);
    },
    [onDensityChange],
  );

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const clearSelection = useCallback(() => setRowSelection({}), []);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const { prefsKey } = options;
  const [prefs, setPrefs] = useState<ColumnPrefs>(() => readColumnPrefs(prefsKey));
  const changePrefs = useCallback(
    (change: (prefs: ColumnPrefs) => ColumnPrefs) =>
      setPrefs((current) => {
        const next = change(current);
        writeColumnPrefs(prefsKey, next);
        return next;
      }),
    [prefsKey],
  );
  const columnVisibility = prefs.hidden;
  const setColumnVisibility = useCallback(
    (updater: Updater<VisibilityState>) =>
      changePrefs((p) => ({ ...p, hidden: typeof updater === 'function' ? updater(p.hidden) : updater })),
    [changePrefs],
  );
  const columnWidths = prefs.widths;
  const setColumnWidth = useCallback(
    (field: string, width: number) =>
      changePrefs((p) => ({ ...p, widths: { ...p.widths, [field]: Math.round(width) } })),
    [changePrefs],
  );
  /** Every column shown again at the width its content gives it. */
  const resetColumns = useCallback(() => changePrefs(() => ({ hidden: {}, widths: {} })), [changePrefs]);

  const [form, setForm] = useState<CrudFormState<T>>({ mode: 'add', row: null, open: false });
  const [detailLoading, setDetailLoading] = useState(false);
  const showForm = useCallback((mode: CrudFormMode, row: T | null) => setForm({ mode, row, open: true }), []);
  const setFormOpen = useCallback((open: boolean) => setForm((f) => ({ ...f, open })), []);
  /** The full record arrived: shown only if the dialog still shows the row it was loaded for. */
  const showDetail = useCallback(
    (row: T, detail: T) => setForm((f) => (f.row === row ? { ...f, row: detail } : f)),
    [],
  );

  /** The rows waiting for the delete confirmation (null: no confirmation open). */
  const [pendingDelete, setPendingDelete] = useState<T[] | null>(null);

  /** The rows of a quiet refresh: those still checked stay checked, expansions as they were. */
  const keepSelection = useCallback(
    (ids: readonly string[]) =>
      setRowSelection((selected) =>
        Object.fromEntries(ids.filter((id) => selected[id]).map((id) => [id, true])),
      ),
    [],
  );

  /** A new page of data: nothing checked, expansions back to the default but for `keepOpen`. */
  const resetRows = useCallback((expandAll: boolean, keepOpen: readonly string[] = []) => {
    setRowSelection({});
    setExpanded(expandAll ? true : Object.fromEntries(keepOpen.map((id) => [id, true])));
  }, []);

  return {
    query,
    queryRef,
    queryKey,
    stableQuery,
    setQuery,
    search,
    resetSearch,
    goToPage,
    sortBy,
    density,
    setDensity,
    rowSelection,
    setRowSelection,
    clearSelection,
    expanded,
    setExpanded,
    columnVisibility,
    setColumnVisibility,
    columnWidths,
    setColumnWidth,
    resetColumns,
    form,
    showForm,
    setFormOpen,
    showDetail,
    detailLoading,
    setDetailLoading,
    pendingDelete,
    setPendingDelete,
    resetRows,
    keepSelection,
  };
}

export type CrudTableState<T> = ReturnType<typeof useCrudTableState<T>>;
