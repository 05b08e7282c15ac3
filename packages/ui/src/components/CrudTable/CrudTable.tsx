import type { Row } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useCallback, useImperativeHandle, useMemo, useRef } from 'react';
import { usePageHost } from '../PageHost/PageHost';
import { message } from '../Toast';
import { BodyRow } from './BodyRow';
import { builtInActions } from './builtInActions';
import { CardList } from './CardList';
import { CrudFooter, SelectionNote } from './CrudFooter';
import { Panel, Root } from './CrudTable.styles';
import type { CrudTableProps, CrudTreeConfig } from './CrudTable.types';
import { CrudTableDialogs } from './CrudTableDialogs';
import { CrudToolbar } from './CrudToolbar';
import { cardFields } from './cardFields';
import { type CrudColumn, PAGE_SIZES, withSortableFields } from './columns';
import { exportCsvFile } from './csv';
import { DataGrid } from './DataGrid';
import { recordActions } from './recordActions';
import { SearchBar } from './SearchBar';
import { queryFilters } from './searchParams';
import { useActionRunner } from './useActionRunner';
import { useActionsWidth } from './useActionsWidth';
import { useCrudData } from './useCrudData';
import { useNarrow } from './useNarrow';
import { useRowActionsRenderer } from './useRowActionsRenderer';
import { useTableModel } from './useTableModel';
import { useTableQuery } from './useTableQuery';
import { useCellWords, useText, useTranslate } from './useText';
import { useWidthNeeded } from './useWidthNeeded';

export type { CrudRefreshOptions, CrudTableHandle, CrudTableProps, CrudTreeConfig } from './CrudTable.types';

type AnyRow = Record<string, unknown>;

/**
 * The generic table page of the console: search bar, toolbar, virtualised table with server-side
 * paging and sorting, tree rows, selection, CSV export, and the add / edit / view dialog. The
 * parts live beside it: state and where it is kept (useTableQuery), data (useCrudData), what is
 * done with a record (recordActions), the TanStack model (useTableModel), the toolbar, the header
 * and data cells, the row actions and the virtual body.
 */
export function CrudTable<T extends object>(props: CrudTableProps<T>) {
  const { rowKey = 'id', permission, title, tree } = props;
  const columns = useMemo(
    () => withSortableFields(props.columns, props.sortableFields),
    [props.columns, props.sortableFields],
  );
  const { maxHeight = '60vh', pageSizes = PAGE_SIZES, actionsWidth = 190, ref } = props;
  const t = useTranslate();
  const text = useText();
  const host = usePageHost();
  const cellWords = useCellWords();
  const treeConfig: CrudTreeConfig<T> | null = tree ? (tree === true ? {} : tree) : null;
  const { state, loadQuery } = useTableQuery(props, columns, pageSizes);
  const { query, queryRef } = state;
  const idOf = useCallback((row: T) => String((row as AnyRow)[rowKey]), [rowKey]);
  const paginate = props.pagination ?? props.rows === undefined;

  const data = useCrudData<T>({
    load: props.load,
    rows: props.rows,
    query: loadQuery,
    paginate,
    tree: treeConfig,
    idOf,
    onPageGone: (current) => state.setQuery({ ...queryRef.current, current }, { replace: true }),
    onLoaded: (keepOpen) => state.resetRows(!!treeConfig?.defaultExpandAll, keepOpen),
    onRefreshedQuietly: state.keepSelection,
    onLoadError: props.onLoadError,
    staleAfterMs: host?.staleAfterMs,
  });
  const { serverMode, refresh, status } = data;
  useImperativeHandle(ref, () => ({ refresh, clearSelection: state.clearSelection }), [
    refresh,
    state.clearSelection,
  ]);
  const runner = useActionRunner({ refresh, onActionError: props.onActionError });

  // ---- built-in actions ----
  const states = builtInActions(props);
  const { canExport, selectable, hasRowActions } = states;

  const { openForm, submitForm, confirmDelete } = recordActions({
    props,
    state,
    tree: treeConfig,
    idOf,
    refresh,
    serverMode,
    t,
  });

  // ---- the table model ----
  const dataColumns = useMemo(() => columns.filter((c) => !c.hide?.table), [columns]);
  const headerText = useCallback((column: CrudColumn<T>) => text(column.label), [text]);
  const actionsFit = useActionsWidth<T>({
    viewState: states.view,
    editState: states.edit,
    deleteState: states.delete,
    rowActions: props.rowActions,
    permission,
    records: data.records,
    inline: props.inlineActions,
    customLabels: props.rowActionsLabels,
  });
  const { table, bodyWidths, selectedRows, allSelected, someSelected, selectAll } = useTableModel<T>({
    columns: dataColumns,
    records: data.records,
    state,
    selectable,
    hasRowActions,
    // A page's own width is the least its custom content gets; declared actions and the custom
    // content's labelled buttons (rowActionsLabels) are measured (useActionsWidth).
    actionsWidth: typeof props.rowActions === 'function' ? Math.max(actionsWidth, actionsFit) : actionsFit,
    headerText,
    words: cellWords.words,
    actionsHeader: t('crud.actions'),
    tree: !!treeConfig,
    idOf,
    childrenOf: data.childrenOf,
    canExpand: data.canExpand,
    onSelectionChange: props.onSelectionChange,
  });
  const visibleRows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const isShown = (field: string) => table.getColumn(field)?.getIsVisible() !== false;

  const exportCsv = () =>
    exportCsvFile({
      rows: selectedRows.length
        ? selectedRows
        : visibleRows.filter((r) => r.depth === 0).map((r) => r.original),
      columns: dataColumns.filter((c) => isShown(c.field)),
      words: cellWords.words,
      label: text,
      fileName:
        props.exportFileName ?? `${title ? text(title) : 'export'}-${dayjs().format('YYYYMMDDHHmmss')}.csv`,
      onExport: props.onExport,
    });
  const what = props.recordLabel ? text(props.recordLabel) : undefined;
  const deleteSelected = () => {
    if (selectedRows.length === 0) message.warning(t('crud.selectOne'));
    else state.setPendingDelete(selectedRows);
  };

  const panelRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(panelRef);
  const reportWidthNeeded = useWidthNeeded(panelRef, props.onWidthNeeded);
  const cards = useMemo(
    () =>
      cardFields(leafColumns.flatMap((c) => (c.columnDef.meta ? [c.columnDef.meta as CrudColumn<T>] : []))),
    [leafColumns],
  );
  // What a row is called, for its "更多" button's name: the delete question's field, else the card's title.
  const nameColumn =
    (props.titleField && dataColumns.find((c) => c.field === props.titleField)) || cards.title;
  const renderActions = useRowActionsRenderer<T>({
    props,
    states,
    runner,
    nameColumn,
    cellWords,
    onView: (row) => void openForm('view', row),
    onEdit: (row) => void openForm('edit', row),
    onDelete: (row) => state.setPendingDelete([row]),
  });
  const treeField = treeConfig ? dataColumns.find((c) => isShown(c.field))?.field : undefined;
  // A new function on every render: rows re-render with the table, not while it scrolls.
  const renderRow = (row: Row<T>, index: number) => (
    <BodyRow<T>
      key={row.id}
      row={row}
      index={index}
      columns={leafColumns}
      selectable={selectable}
      treeField={treeField}
      loadingChildren={!!data.loadingChildren[row.id]}
      onToggle={(r) => void data.toggleRow(r)}
      i18n={cellWords}
      actions={renderActions}
    />
  );

  const selection = <SelectionNote count={selectedRows.length} onClear={state.clearSelection} />;
  // An untitled table is still a named grid: its records' name ("参数"), else a plain "数据表格".
  const tableLabel = title ? text(title) : (what ?? t('crud.table'));
  return (
    <Root>
      <SearchBar
        columns={columns}
        filters={queryFilters(query)}
        onSearch={state.search}
        onReset={state.resetSearch}
        narrow={narrow}
      />
      <Panel ref={panelRef}>
        <CrudToolbar<T>
          addState={states.add}
          deleteState={states.delete}
          canExport={canExport}
          onAdd={() => void openForm('add', null)}
          onDeleteSelected={deleteSelected}
          onExport={exportCsv}
          actions={props.toolbarActions}
          permission={permission}
          runner={runner}
          primary={props.toolbarPrimary}
          extra={props.toolbarExtra}
          selectedRows={selectedRows}
          onRefresh={serverMode ? refresh : undefined}
          density={state.density}
          onDensityChange={state.setDensity}
          table={table}
          columns={dataColumns}
          onResetColumns={state.resetColumns}
          narrow={narrow}
        />

        {narrow && status !== 'error' ? (
          <CardList<T>
            status={status}
            label={tableLabel}
            rows={visibleRows}
            fields={cards}
            selectable={selectable}
            allSelected={allSelected}
            someSelected={someSelected}
            onSelectAll={selectAll}
            actions={hasRowActions ? (r) => renderActions(r, 0) : undefined}
            treeField={treeConfig ? cards.title?.field : undefined}
            loadingChildren={data.loadingChildren}
            onToggle={(r) => void data.toggleRow(r)}
            i18n={cellWords}
            selection={selection}
          />
        ) : (
          <DataGrid<T>
            status={status}
            loadError={data.loadError}
            onRetry={refresh}
            scrollKey={state.queryKey}
            maxHeight={maxHeight}
            label={tableLabel}
            density={state.density}
            table={table}
            bodyWidths={bodyWidths}
            allSelected={allSelected}
            someSelected={someSelected}
            onSelectAll={selectAll}
            renderRow={renderRow}
            onColumnResize={state.setColumnWidth}
            headerText={headerText}
            onColumnsWidth={reportWidthNeeded}
          />
        )}

        <CrudFooter
          selection={narrow ? undefined : selection}
          rowCount={data.rowCount}
          pager={
            paginate
              ? {
                  total: data.total,
                  page: query.current,
                  pageSize: query.size,
                  pageSizes,
                  disabled: status === 'loading',
                  onChange: state.goToPage,
                }
              : undefined
          }
        />
      </Panel>

      <CrudTableDialogs<T>
        props={props}
        columns={columns}
        state={state}
        runner={runner}
        what={what}
        onSubmit={submitForm}
        onConfirmDelete={confirmDelete}
      />
    </Root>
  );
}
