import type { Column } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from '../../icons';
import { Checkbox } from '../Checkbox';
import { CELL_TEXT, SortButton } from './CrudTable.styles';
import { type CrudColumn, columnType } from './columns';
import { ACTIONS_ID, SELECT_ID } from './useTableModel';
import { useText, useTranslate } from './useText';

export interface HeaderCellProps<T> {
  column: Column<T, unknown>;
  /** Select-all checkbox state (the select column only). */
  allSelected: boolean;
  someSelected: boolean;
  noRows: boolean;
  onSelectAll: (on: boolean) => void;
  /** The dragged edge of a data column (ColumnResizer). */
  resizer?: ReactNode;
}

/** Numbers line up on the right unless the column says otherwise. */
export function cellAlign<T>(column: CrudColumn<T>) {
  return column.align ?? (columnType(column) === 'number' ? 'right' : undefined);
}

/** One header cell: the select-all box, the actions title, or a column label with its sort button. */
export function HeaderCell<T>({
  column: col,
  allSelected,
  someSelected,
  noRows,
  onSelectAll,
  resizer,
}: HeaderCellProps<T>) {
  const t = useTranslate();
  const text = useText();
  if (col.id === SELECT_ID) {
    return (
      <th scope="col" data-align="center">
        <Checkbox
          aria-label={t('crud.selectAll')}
          checked={allSelected}
          indeterminate={!allSelected && someSelected}
          disabled={noRows}
          onChange={onSelectAll}
        />
      </th>
    );
  }
  if (col.id === ACTIONS_ID)
    return (
      <th scope="col" data-actions="">
        {t('crud.actions')}
      </th>
    );

  const column = col.columnDef.meta as CrudColumn<T>;
  const label = text(column.label);
  const sorted = col.getIsSorted();
  const canSort = col.getCanSort();
  // What a click does next (the cycle is ascending → descending → unsorted), as the pointer's hint.
  const next = col.getNextSortingOrder();
  return (
    <th
      scope="col"
      data-align={cellAlign(column)}
      aria-sort={canSort ? (sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
    >
      {canSort ? (
        <SortButton
          type="button"
          data-sorted={sorted || undefined}
          title={t(
            next === 'asc' ? 'crud.sortAscending' : next === 'desc' ? 'crud.sortDescending' : 'crud.sortNone',
          )}
          onClick={col.getToggleSortingHandler()}
        >
          <span className={CELL_TEXT}>{label}</span>
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
      {resizer}
    </th>
  );
}
