import {
  type ColumnDef,
  type ExpandedState,
  getCoreRowModel,
  getExpandedRowModel,
  type Row,
  type RowSelectionState,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import dayjs from 'dayjs';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronRight,
  Columns3,
  Download,
  Plus,
  RefreshCw,
  Rows3,
  Trash2,
} from 'lucide-react';
import {
  memo,
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { vars } from '../../theme/tokens';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Confirm } from '../Confirm';
import { CrudForm } from '../CrudForm/CrudForm';
import type { DialogWidth } from '../Dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { Empty } from '../Empty';
import { Pagination } from '../Pagination';
import { Popover } from '../Popover';
import { Spinner } from '../Spinner';
import { message } from '../Toast';
import {
  CellText,
  ColumnList,
  type CrudDensity,
  ErrorBox,
  ExpandButton,
  ExpandPlaceholder,
  Footer,
  FooterText,
  LoadingMask,
  Panel,
  ROW_HEIGHT,
  Root,
  RowActions,
  ScrollArea,
  SelectionInfo,
  SortButton,
  SpacerRow,
  StateCell,
  Table,
  Thumb,
  Toolbar,
  ToolGroup,
  TreeCell,
} from './CrudTable.styles';
import {
  type CrudAction,
  type CrudActions,
  type CrudColumn,
  type CrudFormMode,
  type CrudQuery,
  columnType,
  DEFAULT_PAGE_SIZE,
  displayText,
  linkList,
  PAGE_SIZES,
  type Page,
} from './columns';
import { csvBlob, downloadBlob, toCsv } from './csv';
import { queryRows } from './memorySource';
import { SearchBar } from './SearchBar';
import { cleanQuery, queryFilters, sortsOf, withSorts } from './searchParams';
import { useText, useTranslate } from './useText';

/** Tree rows (menus, departments, dictionaries, regions). */
export interface CrudTreeConfig<T> {
  /** Property holding loaded children (default `children`). */
  childrenKey?: string;
  /** Property saying a row has children still to load (default `hasChildren`). */
  hasChildrenKey?: string;
  /** Loads a row's children when it is first expanded (lazy trees). */
  loadChildren?: (row: T) => Promise<T[]>;
  /** Expand every row that has loaded children. */
  defaultExpandAll?: boolean;
}

export interface CrudTableHandle {
  /** Reloads the current page (server mode). */
  refresh: () => void;
  clearSelection: () => void;
}

export interface CrudTableProps<T extends object> {
  columns: readonly CrudColumn<T>[];
  /** Server mode: loads one page for a query (paging, filters, sorting on the server). */
  load?: (query: CrudQuery) => Promise<Page<T>>;
  /** Client mode: every row in memory; filters and sorting apply locally, the body is virtualised. */
  rows?: readonly T[];
  /** Property with the row id (default `id`). */
  rowKey?: string;
  /** Controlled query (keep it in the URL with `queryToSearchParams`/`searchParamsToQuery`). */
  query?: CrudQuery;
  defaultQuery?: Partial<CrudQuery>;
  onQueryChange?: (query: CrudQuery) => void;
  /** Saves a record from the form; reject to keep the dialog open with the user's input. */
  onSubmit?: (row: Partial<T>, mode: Exclude<CrudFormMode, 'view'>) => Promise<unknown>;
  /** Deletes records by id (`remove?ids=`). */
  onRemove?: (ids: string[], rows: T[]) => Promise<unknown>;
  /** Loads the full record before edit or view (`detail?id=`). */
  loadDetail?: (row: T) => Promise<T>;
  /** Page config: each action shown (true, default), hidden (false) or shown disabled. */
  actions?: CrudActions;
  /** Button permissions (code → true), checked as `${permissionPrefix}_${action}` when a prefix is set. */
  permission?: Record<string, boolean>;
  permissionPrefix?: string;
  /** Accessible name of the table (and the export file name). */
  title?: string;
  /** Width of the form dialog (600 default, 880 for dictionaries…). */
  dialogWidth?: DialogWidth;
  dialogTitle?: Partial<Record<CrudFormMode, ReactNode>>;
  labelWidth?: string;
  tree?: boolean | CrudTreeConfig<T>;
  /** Row checkboxes (default: when delete or export is available). */
  selectable?: boolean;
  /** Maximum height of the scrolling body (default 60vh); the header stays visible. */
  maxHeight?: string | number;
  density?: CrudDensity;
  defaultDensity?: CrudDensity;
  onDensityChange?: (density: CrudDensity) => void;
  /** Paging controls (default: on for `load`, off for `rows`). */
  pagination?: boolean;
  pageSizes?: readonly number[];
  /** Width of the row-actions column in pixels (default 190). */
  actionsWidth?: number;
  exportFileName?: string;
  /** Receives the CSV Blob instead of the browser download (tests, custom saving). */
  onExport?: (blob: Blob, fileName: string, rows: T[]) => void;
  /** Extra toolbar content (left, after the built-in buttons). */
  toolbarExtra?: ReactNode;
  /** Extra row actions after view / edit / delete. */
  rowActions?: (row: T) => ReactNode;
  /** The checked rows changed (toolbar actions on the selection: grant, reset password…). */
  onSelectionChange?: (rows: T[]) => void;
  /** A load failed (the table shows an error state with a retry button). */
  onLoadError?: (error: unknown) => void;
  /** A save failed (the dialog stays open, its loading state ends). */
  onSubmitError?: (error: unknown) => void;
  ref?: Ref<CrudTableHandle>;
}

type State = 'hidden' | 'disabled' | 'enabled';
type AnyRow = Record<string, unknown>;

function actionState(
  action: CrudAction,
  actions: CrudActions | undefined,
  permission: Record<string, boolean> | undefined,
  prefix: string | undefined,
  available: boolean,
): State {
  const setting = actions?.[action] ?? true;
  if (setting === false || !available) return 'hidden';
  if (permission && prefix && !permission[`${prefix}_${action}`]) return 'hidden';
  return setting === 'disabled' ? 'disabled' : 'enabled';
}

const SELECT_ID = '__select';
const ACTIONS_ID = '__actions';

/**
 * The generic table page of the console: search bar, toolbar, virtualised table with server-side
 * paging and sorting, tree rows, selection, CSV export, and the add / edit / view dialog.
 */
export function CrudTable<T extends object>(props: CrudTableProps<T>) {
  const {
    columns,
    load,
    rows: clientRows,
    rowKey = 'id',
    actions,
    permission,
    permissionPrefix,
    title,
    tree,
    maxHeight = '60vh',
    pageSizes = PAGE_SIZES,
    actionsWidth = 190,
    ref,
  } = props;
  const t = useTranslate();
  const text = useText();
  const words = useMemo(() => ({ yes: t('crud.yes'), no: t('crud.no') }), [t]);
  const treeConfig: CrudTreeConfig<T> | null = tree ? (tree === true ? {} : tree) : null;
  const childrenKey = treeConfig?.childrenKey ?? 'children';
  const hasChildrenKey = treeConfig?.hasChildrenKey ?? 'hasChildren';
  const serverMode = clientRows === undefined;
  const paginate = props.pagination ?? serverMode;

  // ---- query (controlled or not) ----
  const [ownQuery, setOwnQuery] = useState<CrudQuery>(() => ({
    current: 1,
    size: DEFAULT_PAGE_SIZE,
    ...props.defaultQuery,
  }));
  const query = props.query ?? ownQuery;
  const queryRef = useRef(query);
  queryRef.current = query;
  const setQuery = useCallback(
    (next: CrudQuery) => {
      const clean = cleanQuery(next);
      if (props.query === undefined) setOwnQuery(clean);
      props.onQueryChange?.(clean);
    },
    [props.query, props.onQueryChange],
  );

  // ---- density ----
  const [ownDensity, setOwnDensity] = useState<CrudDensity>(props.defaultDensity ?? 'default');
  const density = props.density ?? ownDensity;
  const setDensity = (next: CrudDensity) => {
    setOwnDensity(next);
    props.onDensityChange?.(next);
  };

  // ---- data ----
  const [page, setPage] = useState<{ records: T[]; total: number }>({ records: [], total: 0 });
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(serverMode ? 'loading' : 'ready');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const onLoadErrorRef = useRef(props.onLoadError);
  onLoadErrorRef.current = props.onLoadError;
  const queryKey = JSON.stringify(cleanQuery(query));
  // The query as a value that changes only when its content does.
  const stableQuery = useMemo<CrudQuery>(() => JSON.parse(queryKey), [queryKey]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [lazyChildren, setLazyChildren] = useState<Record<string, T[]>>({});
  const [loadingChildren, setLoadingChildren] = useState<Record<string, boolean>>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on the serialised query and on refresh.
  useEffect(() => {
    const loader = loadRef.current;
    if (!serverMode || !loader) return;
    let live = true;
    setStatus('loading');
    loader(queryRef.current).then(
      (result) => {
        if (!live) return;
        const current = queryRef.current;
        // A delete emptied the last page: go back to the last page that has records.
        if (result.records.length === 0 && current.current > 1 && result.total > 0) {
          setQuery({ ...current, current: Math.max(1, Math.ceil(result.total / current.size)) });
          return;
        }
        setPage({ records: result.records, total: result.total });
        setRowSelection({});
        setLazyChildren({});
        setExpanded(treeConfig?.defaultExpandAll ? true : {});
        setStatus('ready');
      },
      (error: unknown) => {
        if (!live) return;
        setLoadError(error);
        setStatus('error');
        onLoadErrorRef.current?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [queryKey, tick, serverMode]);

  const refresh = useCallback(() => setTick((n) => n + 1), []);
  useImperativeHandle(ref, () => ({ refresh, clearSelection: () => setRowSelection({}) }), [refresh]);

  // Client mode: filter, sort and (optionally) page locally.
  const clientView = useMemo(() => {
    if (serverMode || !clientRows) return null;
    const filtered =
      Object.keys(queryFilters(stableQuery)).length || stableQuery.ascs || stableQuery.descs
        ? queryRows(clientRows, stableQuery)
        : (clientRows as T[]);
    const { current, size } = stableQuery;
    const records = paginate ? filtered.slice((current - 1) * size, current * size) : filtered;
    return { records, total: filtered.length };
  }, [serverMode, clientRows, stableQuery, paginate]);
  const data = clientView ?? page;

  // ---- actions ----
  const addState = actionState('add', actions, permission, permissionPrefix, !!props.onSubmit);
  const editState = actionState('edit', actions, permission, permissionPrefix, !!props.onSubmit);
  const viewState = actionState('view', actions, permission, permissionPrefix, true);
  const deleteState = actionState('delete', actions, permission, permissionPrefix, !!props.onRemove);
  const canExport = actions?.export ?? true;
  const selectable = props.selectable ?? (deleteState !== 'hidden' || canExport);
  const hasRowActions =
    viewState !== 'hidden' || editState !== 'hidden' || deleteState !== 'hidden' || !!props.rowActions;

  // ---- form dialog ----
  const [form, setForm] = useState<{ mode: CrudFormMode; row: T | null; open: boolean }>({
    mode: 'add',
    row: null,
    open: false,
  });
  const [detailLoading, setDetailLoading] = useState(false);
  const openForm = async (mode: CrudFormMode, row: T | null) => {
    setForm({ mode, row, open: true });
    if (row && props.loadDetail && mode !== 'add') {
      setDetailLoading(true);
      try {
        const detail = await props.loadDetail(row);
        setForm((f) => (f.row === row ? { ...f, row: detail } : f));
      } finally {
        setDetailLoading(false);
      }
    }
  };
  const submitForm = async (values: Partial<T>, mode: Exclude<CrudFormMode, 'view'>) => {
    let record = values;
    if (treeConfig) {
      // Tree rows carry their loaded children and a has-children flag: not part of the record.
      const { [childrenKey]: _children, [hasChildrenKey]: _flag, ...rest } = values as AnyRow;
      record = rest as Partial<T>;
    }
    await props.onSubmit?.(record, mode);
    message.success(t(mode === 'add' ? 'crud.added' : 'crud.updated'));
    refresh();
  };

  // ---- delete ----
  const [pendingDelete, setPendingDelete] = useState<T[] | null>(null);
  const idOf = useCallback((row: T) => String((row as AnyRow)[rowKey]), [rowKey]);
  // Rejections keep the confirmation open (the app's request layer reports the failure).
  const confirmDelete = async () => {
    if (!pendingDelete || !props.onRemove) return;
    await props.onRemove(pendingDelete.map(idOf), pendingDelete);
    message.success(t('crud.deleted'));
    setRowSelection({});
    setPendingDelete(null);
    if (serverMode) refresh();
  };

  // ---- tree ----
  const childrenOf = useCallback(
    (row: T): T[] | undefined => {
      if (!treeConfig) return undefined;
      const lazy = lazyChildren[idOf(row)];
      if (lazy) return lazy;
      const own = (row as AnyRow)[childrenKey];
      return Array.isArray(own) && own.length ? (own as T[]) : undefined;
    },
    [treeConfig, lazyChildren, idOf, childrenKey],
  );
  const canExpand = useCallback(
    (row: T) => {
      if (!treeConfig) return false;
      if (childrenOf(row)?.length) return true;
      return (row as AnyRow)[hasChildrenKey] === true && !lazyChildren[idOf(row)];
    },
    [treeConfig, childrenOf, hasChildrenKey, lazyChildren, idOf],
  );
  const toggleRow = async (row: Row<T>) => {
    const id = row.id;
    if (!row.getIsExpanded() && treeConfig?.loadChildren && !childrenOf(row.original)) {
      setLoadingChildren((m) => ({ ...m, [id]: true }));
      try {
        const children = await treeConfig.loadChildren(row.original);
        setLazyChildren((m) => ({ ...m, [id]: children }));
      } catch {
        return;
      } finally {
        setLoadingChildren((m) => ({ ...m, [id]: false }));
      }
    }
    row.toggleExpanded();
  };

  // ---- columns ----
  const dataColumns = useMemo(() => columns.filter((c) => !c.hide?.table), [columns]);
  const sorting: SortingState = useMemo(
    () => sortsOf(stableQuery).map((s) => ({ id: s.field, desc: s.desc })),
    [stableQuery],
  );
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});

  const columnDefs = useMemo<ColumnDef<T>[]>(() => {
    const defs: ColumnDef<T>[] = dataColumns.map((column) => ({
      id: column.field,
      accessorFn: (row: T) => (row as AnyRow)[column.field],
      header: column.label,
      size: column.width,
      enableSorting: !!column.sortable,
      meta: column,
    }));
    if (selectable) defs.unshift({ id: SELECT_ID, size: 48, enableHiding: false, enableSorting: false });
    if (hasRowActions)
      defs.push({ id: ACTIONS_ID, size: actionsWidth, enableHiding: false, enableSorting: false });
    return defs;
  }, [dataColumns, selectable, hasRowActions, actionsWidth]);

  // Lazily loaded children change the rows' sub-rows: a new data array makes the table rebuild them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lazyChildren is read through getSubRows.
  const tableData = useMemo(() => data.records.slice(), [data.records, lazyChildren]);
  const table = useReactTable<T>({
    data: tableData,
    columns: columnDefs,
    getRowId: (row) => idOf(row),
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: treeConfig ? getExpandedRowModel() : undefined,
    getSubRows: treeConfig ? (row) => childrenOf(row) : undefined,
    getRowCanExpand: (row) => canExpand(row.original),
    manualSorting: true,
    manualPagination: true,
    enableSubRowSelection: false,
    state: { rowSelection, expanded, sorting, columnVisibility },
    onRowSelectionChange: setRowSelection,
    onExpandedChange: setExpanded,
    onColumnVisibilityChange: setColumnVisibility,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setQuery(
        withSorts(
          queryRef.current,
          next.map((s) => ({ field: s.id, desc: s.desc })),
        ),
      );
    },
  });

  const visibleRows = table.getRowModel().rows;
  const selectedRows = table.getSelectedRowModel().flatRows.map((r) => r.original);
  const onSelectionChangeRef = useRef(props.onSelectionChange);
  onSelectionChangeRef.current = props.onSelectionChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: report when the selection changes.
  useEffect(() => {
    onSelectionChangeRef.current?.(table.getSelectedRowModel().flatRows.map((r) => r.original));
  }, [rowSelection]);
  const leafColumns = table.getVisibleLeafColumns();

  // ---- virtual body ----
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = ROW_HEIGHT[density];
  // A new page or filter starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the serialised query.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [queryKey]);

  // ---- export ----
  const exportCsv = () => {
    const rows = selectedRows.length
      ? selectedRows
      : visibleRows.filter((r) => r.depth === 0).map((r) => r.original);
    const exportColumns = dataColumns.filter((c) => table.getColumn(c.field)?.getIsVisible() !== false);
    const csv = toCsv(rows, exportColumns, { words, label: text });
    const fileName =
      props.exportFileName ?? `${title ? text(title) : 'export'}-${dayjs().format('YYYYMMDDHHmmss')}.csv`;
    const blob = csvBlob(csv);
    if (props.onExport) props.onExport(blob, fileName, rows);
    else downloadBlob(blob, fileName);
  };

  const deleteSelected = () => {
    if (selectedRows.length === 0) {
      message.warning(t('crud.selectOne'));
      return;
    }
    setPendingDelete(selectedRows);
  };

  // ---- render helpers ----
  const firstDataColumn = dataColumns.find((c) => table.getColumn(c.field)?.getIsVisible() !== false)?.field;

  const renderCell = (column: CrudColumn<T>, row: Row<T>) => {
    const value = (row.original as AnyRow)[column.field];
    let content: ReactNode;
    if (column.render) content = column.render(value, row.original);
    else if (columnType(column) === 'image') {
      const [src] = linkList(value, column.upload?.multiple);
      content = src ? <Thumb src={src} alt={text(column.label)} loading="lazy" /> : null;
    } else {
      const shown = displayText(column, value, words);
      content = <CellText title={shown || undefined}>{shown}</CellText>;
    }
    if (!treeConfig || column.field !== firstDataColumn) return content;
    const expandable = row.getCanExpand();
    const open = row.getIsExpanded();
    return (
      <TreeCell $depth={row.depth}>
        {expandable ? (
          <ExpandButton
            type="button"
            aria-expanded={open}
            aria-label={`${t(open ? 'crud.collapse' : 'crud.expand')} ${displayText(column, value, words)}`}
            onClick={() => void toggleRow(row)}
          >
            {loadingChildren[row.id] ? <Spinner size={14} decorative /> : <ChevronRight aria-hidden="true" />}
          </ExpandButton>
        ) : (
          <ExpandPlaceholder />
        )}
        {content}
      </TreeCell>
    );
  };

  const actionButton = (state: State, label: string, onClick: () => void, danger = false) =>
    state === 'hidden' ? null : (
      <Button
        size="small"
        variant="text"
        disabled={state === 'disabled'}
        onClick={onClick}
        style={danger ? { color: vars.color.dangerText } : undefined}
      >
        {label}
      </Button>
    );

  const renderRow = (row: Row<T>, index: number) => {
    const selected = row.getIsSelected();
    return (
      <tr
        key={row.id}
        data-row=""
        data-index={index}
        data-selected={selected || undefined}
        aria-rowindex={index + 2}
        aria-selected={selectable ? selected : undefined}
      >
        {leafColumns.map((col) => {
          if (col.id === SELECT_ID) {
            return (
              <td key={col.id} data-align="center">
                <Checkbox
                  aria-label={`${t('crud.selectRow')} ${row.id}`}
                  checked={selected}
                  onChange={(on) => row.toggleSelected(on)}
                />
              </td>
            );
          }
          if (col.id === ACTIONS_ID) {
            const original = row.original;
            return (
              <td key={col.id}>
                <RowActions>
                  {actionButton(viewState, t('crud.view'), () => void openForm('view', original))}
                  {actionButton(editState, t('crud.edit'), () => void openForm('edit', original))}
                  {actionButton(deleteState, t('crud.delete'), () => setPendingDelete([original]), true)}
                  {props.rowActions?.(original)}
                </RowActions>
              </td>
            );
          }
          const column = col.columnDef.meta as CrudColumn<T>;
          const align = column.align ?? (columnType(column) === 'number' ? 'right' : undefined);
          return (
            <td key={col.id} data-align={align}>
              {renderCell(column, row)}
            </td>
          );
        })}
      </tr>
    );
  };

  const colSpan = leafColumns.length;
  const tableLabel = title ? text(title) : t('crud.toolbar');
  const filters = queryFilters(query);
  // Both walk every row: compute them when the selection or the rows change, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table reads rowSelection and tableData.
  const [allSelected, someSelected] = useMemo(
    () => [table.getIsAllRowsSelected(), table.getIsSomeRowsSelected()],
    [rowSelection, tableData],
  );

  return (
    <Root>
      <SearchBar
        columns={columns}
        filters={filters}
        onSearch={(next) => {
          const { current: _c, size, ascs, descs } = queryRef.current;
          setQuery({ current: 1, size, ascs, descs, ...next });
        }}
        onReset={() => {
          const { size, ascs, descs } = queryRef.current;
          setQuery({ current: 1, size, ascs, descs });
        }}
      />
      <Panel>
        <Toolbar role="toolbar" aria-label={t('crud.toolbar')}>
          <ToolGroup>
            {addState !== 'hidden' ? (
              <Button
                variant="primary"
                icon={<Plus aria-hidden="true" />}
                disabled={addState === 'disabled'}
                onClick={() => void openForm('add', null)}
              >
                {t('crud.add')}
              </Button>
            ) : null}
            {deleteState !== 'hidden' ? (
              <Button
                variant="danger"
                icon={<Trash2 aria-hidden="true" />}
                disabled={deleteState === 'disabled'}
                onClick={deleteSelected}
              >
                {t('crud.delete')}
              </Button>
            ) : null}
            {canExport ? (
              <Button icon={<Download aria-hidden="true" />} onClick={exportCsv}>
                {t('crud.export')}
              </Button>
            ) : null}
            {props.toolbarExtra}
            {selectedRows.length > 0 ? (
              <SelectionInfo aria-live="polite">
                {t('crud.selected', { count: selectedRows.length })}{' '}
                <Button size="small" variant="text" onClick={() => setRowSelection({})}>
                  {t('crud.clearSelection')}
                </Button>
              </SelectionInfo>
            ) : null}
          </ToolGroup>
          <ToolGroup>
            {serverMode ? (
              <Button
                aria-label={t('crud.refresh')}
                icon={<RefreshCw aria-hidden="true" />}
                onClick={refresh}
              />
            ) : null}
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button aria-label={t('crud.density')} icon={<Rows3 aria-hidden="true" />} />
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuRadioGroup value={density} onValueChange={(v) => setDensity(v as CrudDensity)}>
                  {(['compact', 'default', 'loose'] as const).map((d) => (
                    <DropdownMenuRadioItem key={d} value={d}>
                      {t(`crud.densities.${d}`)}
                    </DropdownMenuRadioItem>
                  ))}
                </DropdownMenuRadioGroup>
              </DropdownMenuContent>
            </DropdownMenu>
            <Popover
              aria-label={t('crud.columns')}
              align="end"
              trigger={<Button aria-label={t('crud.columns')} icon={<Columns3 aria-hidden="true" />} />}
            >
              <ColumnList>
                {dataColumns.map((column) => {
                  const col = table.getColumn(column.field);
                  return (
                    <Checkbox
                      key={column.field}
                      checked={col?.getIsVisible() ?? true}
                      onChange={(on) => col?.toggleVisibility(on)}
                    >
                      {text(column.label)}
                    </Checkbox>
                  );
                })}
              </ColumnList>
            </Popover>
          </ToolGroup>
        </Toolbar>

        {status === 'error' ? (
          <ErrorBox>
            <Alert type="error" title={t('crud.loadFailed')}>
              {loadError instanceof Error ? loadError.message : null}
            </Alert>
            <Button onClick={refresh} icon={<RefreshCw aria-hidden="true" />}>
              {t('crud.retry')}
            </Button>
          </ErrorBox>
        ) : (
          <ScrollArea
            ref={scrollRef}
            $maxHeight={typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight}
            // Scrollable regions must be reachable by keyboard.
            tabIndex={0}
            role="region"
            aria-label={tableLabel}
            aria-busy={status === 'loading' || undefined}
          >
            <Table $density={density} aria-label={tableLabel} aria-rowcount={visibleRows.length + 1}>
              <colgroup>
                {leafColumns.map((col) => (
                  <col key={col.id} style={col.columnDef.size ? { width: col.columnDef.size } : undefined} />
                ))}
              </colgroup>
              <thead>
                <tr aria-rowindex={1}>
                  {leafColumns.map((col) => {
                    if (col.id === SELECT_ID) {
                      return (
                        <th key={col.id} scope="col" data-align="center">
                          <Checkbox
                            aria-label={t('crud.selectAll')}
                            checked={allSelected}
                            indeterminate={!allSelected && someSelected}
                            disabled={visibleRows.length === 0}
                            onChange={(on) => table.toggleAllRowsSelected(on)}
                          />
                        </th>
                      );
                    }
                    if (col.id === ACTIONS_ID) {
                      return (
                        <th key={col.id} scope="col">
                          {t('crud.actions')}
                        </th>
                      );
                    }
                    const column = col.columnDef.meta as CrudColumn<T>;
                    const label = text(column.label);
                    const sorted = col.getIsSorted();
                    const align = column.align ?? (columnType(column) === 'number' ? 'right' : undefined);
                    return (
                      <th
                        key={col.id}
                        scope="col"
                        data-align={align}
                        aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        {col.getCanSort() ? (
                          <SortButton
                            type="button"
                            data-sorted={sorted || undefined}
                            onClick={col.getToggleSortingHandler()}
                          >
                            <CellText>{label}</CellText>
                            {sorted === 'asc' ? (
                              <ArrowUp aria-hidden="true" />
                            ) : sorted === 'desc' ? (
                              <ArrowDown aria-hidden="true" />
                            ) : (
                              <ArrowUpDown aria-hidden="true" />
                            )}
                          </SortButton>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {visibleRows.length === 0 ? (
                  <tr>
                    <StateCell colSpan={colSpan}>
                      {status === 'loading' ? null : <Empty compact description={t('crud.empty')} />}
                    </StateCell>
                  </tr>
                ) : null}
                <VirtualRows
                  rows={visibleRows}
                  scrollRef={scrollRef}
                  rowHeight={rowHeight}
                  colSpan={colSpan}
                  renderRow={renderRow}
                />
              </tbody>
            </Table>
            {status === 'loading' ? (
              <LoadingMask>
                <Spinner size="large" />
              </LoadingMask>
            ) : null}
          </ScrollArea>
        )}

        {paginate ? (
          <Footer>
            <Pagination
              total={data.total}
              page={query.current}
              pageSize={query.size}
              pageSizes={pageSizes}
              disabled={status === 'loading'}
              onChange={(current, size) => setQuery({ ...queryRef.current, current, size })}
            />
          </Footer>
        ) : (
          <Footer>
            <FooterText>{t('crud.total', { total: data.total })}</FooterText>
          </Footer>
        )}
      </Panel>

      <CrudForm<T>
        columns={columns}
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        mode={form.mode}
        values={form.row}
        loading={detailLoading}
        onSubmit={submitForm}
        onSubmitError={props.onSubmitError}
        title={props.dialogTitle?.[form.mode]}
        width={props.dialogWidth}
        labelWidth={props.labelWidth}
      />

      <Confirm
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
        title={t('crud.confirmTitle')}
        content={t('crud.deleteConfirm')}
        tone="warning"
        onOk={confirmDelete}
      />
    </Root>
  );
}

interface RowProps<T> {
  row: Row<T>;
  index: number;
  renderRow: (row: Row<T>, index: number) => ReactNode;
}

function RowRenderer<T>({ row, index, renderRow }: RowProps<T>) {
  return renderRow(row, index);
}

/**
 * While scrolling, `renderRow` keeps its identity (the table above does not re-render), so rows that
 * stay in the window are not rendered again; any change to the table makes a new `renderRow`.
 */
const MemoRow = memo(RowRenderer) as typeof RowRenderer;

interface VirtualRowsProps<T> {
  rows: Row<T>[];
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  colSpan: number;
  renderRow: (row: Row<T>, index: number) => ReactNode;
}

/**
 * The windowed rows of the body, between two spacer rows. It owns the virtualiser, so scrolling
 * re-renders only these rows, not the search bar, toolbar, dialogs or the rest of the table.
 */
function VirtualRows<T>({ rows, scrollRef, rowHeight, colSpan, renderRow }: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the row height changes.
  useEffect(() => virtualizer.measure(), [rowHeight]);
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = Math.max(0, virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0));
  return (
    <>
      {paddingTop > 0 ? (
        <SpacerRow aria-hidden="true">
          <td colSpan={colSpan} style={{ height: paddingTop }} />
        </SpacerRow>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? <MemoRow key={row.id} row={row} index={item.index} renderRow={renderRow} /> : null;
      })}
      {paddingBottom > 0 ? (
        <SpacerRow aria-hidden="true">
          <td colSpan={colSpan} style={{ height: paddingBottom }} />
        </SpacerRow>
      ) : null}
    </>
  );
}
