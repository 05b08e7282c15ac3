import type { Row } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Confirm } from '../Confirm';
import type { CrudForm as EagerCrudForm } from '../CrudForm/CrudForm';
import { preloadDialog } from '../Dialog/Dialog';
import { usePageHost } from '../PageHost/PageHost';
import { Pagination } from '../Pagination';
import { message } from '../Toast';
import { builtInActionState } from './actions';
import { BodyRow } from './BodyRow';
import { CardList } from './CardList';
import { Footer, FooterText, Panel, Root } from './CrudTable.styles';
import type { CrudTableProps, CrudTreeConfig } from './CrudTable.types';
import { CrudToolbar } from './CrudToolbar';
import { cardFields } from './cardFields';
import { type CrudColumn, type CrudFormMode, PAGE_SIZES, withSortableFields } from './columns';
import { displayText } from './columnValues';
import { csvBlob, downloadBlob, toCsv } from './csv';
import { DataGrid } from './DataGrid';
import { deleteQuestion } from './deleteQuestion';
import { RowActionsCell, type RowActionWords } from './RowActionsCell';
import { SearchBar } from './SearchBar';
import { queryFilters } from './searchParams';
import { useActionLabel, useActionRunner } from './useActionRunner';
import { useActionsWidth } from './useActionsWidth';
import { useCrudData } from './useCrudData';
import { useCrudTableState } from './useCrudTableState';
import { useNarrow } from './useNarrow';
import { useTableModel } from './useTableModel';
import { useCellWords, useText, useTranslate } from './useText';
import { useViewAddress } from './useViewAddress';

/**
 * The add/edit/view form loads the first time a form opens: it brings react-hook-form and every
 * field control (date, tree, rich text, upload, sanitised HTML), which a table that is only read
 * never needs at start.
 */
const CrudForm = lazy(() =>
  // The dialog's own chunk at the same time, not after the form's (the form renders a Dialog).
  Promise.all([import('../CrudForm/CrudForm'), preloadDialog()]).then(([module]) => ({
    default: module.CrudForm,
  })),
) as unknown as typeof EagerCrudForm;

export type { CrudTableHandle, CrudTableProps, CrudTreeConfig } from './CrudTable.types';

type AnyRow = Record<string, unknown>;

/**
 * The generic table page of the console: search bar, toolbar, virtualised table with server-side
 * paging and sorting, tree rows, selection, CSV export, and the add / edit / view dialog. The
 * parts live beside it: state (useCrudTableState), data (useCrudData), the TanStack model
 * (useTableModel), the toolbar, the header and data cells, the row actions and the virtual body.
 */
export function CrudTable<T extends object>(props: CrudTableProps<T>) {
  const { rowKey = 'id', actions, permission, permissionPrefix, title, tree } = props;
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
  // The person's hidden columns and dragged widths, kept per page: under the console's shell by the
  // page's path and the table's title (fixed at mount: a kept tab's path does not change).
  const [prefsKey] = useState(
    () =>
      props.storageKey ??
      (host && typeof location !== 'undefined' ? `${location.pathname}|${title ?? ''}` : undefined),
  );
  const address = useViewAddress<T>({
    columns,
    pageSizes,
    controlled: props.query !== undefined,
    defaultQuery: props.defaultQuery,
    name: title,
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
  const { query, queryRef, stableQuery } = state;
  // Mounted from the first opening on (and kept, so that it closes with its animation).
  const [formUsed, setFormUsed] = useState(false);
  if (state.form.open && !formUsed) setFormUsed(true);
  const idOf = useCallback((row: T) => String((row as AnyRow)[rowKey]), [rowKey]);
  const paginate = props.pagination ?? props.rows === undefined;

  const data = useCrudData<T>({
    load: props.load,
    rows: props.rows,
    query: stableQuery,
    paginate,
    tree: treeConfig,
    idOf,
    onPageGone: (current) => state.setQuery({ ...queryRef.current, current }, { replace: true }),
    onLoaded: () => state.resetRows(!!treeConfig?.defaultExpandAll),
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
  const addState = builtInActionState('add', actions, permission, permissionPrefix, !!props.onSubmit);
  const editState = builtInActionState('edit', actions, permission, permissionPrefix, !!props.onSubmit);
  const viewState = builtInActionState('view', actions, permission, permissionPrefix, true);
  const deleteState = builtInActionState('delete', actions, permission, permissionPrefix, !!props.onRemove);
  const canExport = actions?.export ?? true;
  const selectable = props.selectable ?? (deleteState !== 'hidden' || canExport);
  const hasRowActions =
    viewState !== 'hidden' ||
    editState !== 'hidden' ||
    deleteState !== 'hidden' ||
    (Array.isArray(props.rowActions) ? props.rowActions.length > 0 : !!props.rowActions);

  const openForm = async (mode: CrudFormMode, row: T | null) => {
    state.showForm(mode, row);
    if (row && props.loadDetail && mode !== 'add') {
      state.setDetailLoading(true);
      try {
        state.showDetail(row, await props.loadDetail(row));
      } finally {
        state.setDetailLoading(false);
      }
    }
  };
  const submitForm = async (values: Partial<T>, mode: Exclude<CrudFormMode, 'view'>) => {
    let record = values;
    if (treeConfig) {
      // Tree rows carry their loaded children and a has-children flag: not part of the record.
      const { childrenKey = 'children', hasChildrenKey = 'hasChildren' } = treeConfig;
      const { [childrenKey]: _children, [hasChildrenKey]: _flag, ...rest } = values as AnyRow;
      record = rest as Partial<T>;
    }
    await props.onSubmit?.(record, mode);
    message.success(t(mode === 'add' ? 'crud.added' : 'crud.updated'));
    refresh();
  };
  // Rejections keep the confirmation open (the app's request layer reports the failure).
  const confirmDelete = async () => {
    const rows = state.pendingDelete;
    if (!rows || !props.onRemove) return;
    await props.onRemove(rows.map(idOf), rows);
    message.success(t('crud.deleted'));
    state.clearSelection();
    state.setPendingDelete(null);
    if (serverMode) refresh();
  };

  // ---- the table model ----
  const dataColumns = useMemo(() => columns.filter((c) => !c.hide?.table), [columns]);
  const headerText = useCallback((column: CrudColumn<T>) => text(column.label), [text]);
  const actionsFit = useActionsWidth<T>({
    viewState,
    editState,
    deleteState,
    rowActions: props.rowActions,
    records: data.records,
    inline: props.inlineActions,
  });
  const { table, selectedRows, allSelected, someSelected, selectAll } = useTableModel<T>({
    columns: dataColumns,
    records: data.records,
    state,
    selectable,
    hasRowActions,
    // A page's own width is for its custom content; declared actions are measured (useActionsWidth).
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

  const exportCsv = () => {
    const rows = selectedRows.length
      ? selectedRows
      : visibleRows.filter((r) => r.depth === 0).map((r) => r.original);
    const words = { yes: t('crud.yes'), no: t('crud.no') };
    const csv = toCsv(
      rows,
      dataColumns.filter((c) => isShown(c.field)),
      { words, label: text },
    );
    const fileName =
      props.exportFileName ?? `${title ? text(title) : 'export'}-${dayjs().format('YYYYMMDDHHmmss')}.csv`;
    const blob = csvBlob(csv);
    if (props.onExport) props.onExport(blob, fileName, rows);
    else downloadBlob(blob, fileName);
  };
  const what = props.recordLabel ? text(props.recordLabel) : undefined;
  const formTitle =
    props.dialogTitle?.[state.form.mode] ??
    (what ? t(`crud.titlesOf.${state.form.mode}`, { what }) : undefined);
  const deleteSelected = () => {
    if (selectedRows.length === 0) message.warning(t('crud.selectOne'));
    else state.setPendingDelete(selectedRows);
  };

  const labelOf = useActionLabel();
  const actionWords = useMemo<RowActionWords<T>>(
    () => ({
      view: t('crud.view'),
      edit: t('crud.edit'),
      delete: t('crud.delete'),
      more: t('crud.more'),
      moreOf: (name: string) => t('crud.moreOf', { name }),
      labelOf,
    }),
    [t, labelOf],
  );
  const panelRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(panelRef);
  const cards = useMemo(
    () =>
      cardFields(leafColumns.flatMap((c) => (c.columnDef.meta ? [c.columnDef.meta as CrudColumn<T>] : []))),
    [leafColumns],
  );
  // What a row is called, for its "更多" button's name: the delete question's field, else the card's title.
  const nameColumn =
    (props.titleField && dataColumns.find((c) => c.field === props.titleField)) || cards.title;
  const renderActions = (r: Row<T>, inline = props.inlineActions) => (
    <RowActionsCell<T>
      row={r.original}
      rowId={r.id}
      viewState={viewState}
      editState={editState}
      deleteState={deleteState}
      onView={(original) => void openForm('view', original)}
      onEdit={(original) => void openForm('edit', original)}
      onDelete={(original) => state.setPendingDelete([original])}
      extra={props.rowActions}
      permission={permission}
      runner={runner}
      words={actionWords}
      inline={inline}
      name={
        nameColumn
          ? displayText(nameColumn, (r.original as AnyRow)[nameColumn.field], cellWords.words)
          : undefined
      }
    />
  );
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

  const tableLabel = title ? text(title) : t('crud.toolbar');
  return (
    <Root>
      <SearchBar
        columns={columns}
        filters={queryFilters(query)}
        onSearch={state.search}
        onReset={state.resetSearch}
      />
      <Panel ref={panelRef}>
        <CrudToolbar<T>
          addState={addState}
          deleteState={deleteState}
          canExport={canExport}
          onAdd={() => void openForm('add', null)}
          onDeleteSelected={deleteSelected}
          onExport={exportCsv}
          actions={props.toolbarActions}
          permission={permission}
          runner={runner}
          extra={props.toolbarExtra}
          selectedRows={selectedRows}
          onClearSelection={state.clearSelection}
          onRefresh={serverMode ? refresh : undefined}
          density={state.density}
          onDensityChange={state.setDensity}
          table={table}
          columns={dataColumns}
          onResetColumns={state.resetColumns}
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
            allSelected={allSelected}
            someSelected={someSelected}
            onSelectAll={selectAll}
            renderRow={renderRow}
            onColumnResize={state.setColumnWidth}
            headerText={headerText}
          />
        )}

        <Footer>
          {paginate ? (
            <Pagination
              total={data.total}
              page={query.current}
              pageSize={query.size}
              pageSizes={pageSizes}
              disabled={status === 'loading'}
              onChange={state.goToPage}
            />
          ) : (
            <FooterText>{t('crud.total', { total: data.rowCount })}</FooterText>
          )}
        </Footer>
      </Panel>

      {formUsed ? (
        <Suspense fallback={null}>
          <CrudForm<T>
            columns={columns}
            open={state.form.open}
            onOpenChange={state.setFormOpen}
            mode={state.form.mode}
            values={state.form.row}
            loading={state.detailLoading}
            onSubmit={submitForm}
            onSubmitError={props.onSubmitError}
            conflictOf={props.conflictOf}
            title={formTitle}
            width={props.dialogWidth}
            labelWidth={props.labelWidth}
          />
        </Suspense>
      ) : null}
      <Confirm
        open={state.pendingDelete !== null}
        onOpenChange={(open) => !open && state.setPendingDelete(null)}
        onCancel={() => state.setPendingDelete(null)}
        title={t('crud.confirmTitle')}
        content={deleteQuestion(state.pendingDelete ?? [], { what, titleField: props.titleField, t })}
        tone="danger"
        onOk={confirmDelete}
      />
      <Confirm
        open={runner.question !== null}
        onOpenChange={(open) => !open && runner.closeQuestion()}
        title={t('crud.confirmTitle')}
        content={runner.question?.content}
        tone="warning"
        onOk={runner.question?.run}
      />
    </Root>
  );
}
