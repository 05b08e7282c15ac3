import type { Column, Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { titleWhenCut } from '../../utils/titleWhenCut';
import { Checkbox } from '../Checkbox';
import type { CrudColumn } from './columns';
import { DataCell } from './DataCell';
import { cellAlign } from './HeaderCell';
import { ACTIONS_ID, SELECT_ID } from './useTableModel';
import type { CellWords } from './useText';

export interface BodyRowProps<T> {
  row: Row<T>;
  /** Position among the shown rows (rows of an open tree included). */
  index: number;
  columns: Column<T, unknown>[];
  selectable: boolean;
  /** The field whose cell carries the tree indentation and expand button. */
  treeField?: string;
  loadingChildren: boolean;
  onToggle: (row: Row<T>) => void;
  /** The content of the actions column. */
  actions: (row: Row<T>) => ReactNode;
  i18n: CellWords;
}

/** One row of the body: its checkbox, its data cells and its actions. */
export function BodyRow<T>({ row, index, columns, selectable, treeField, ...props }: BodyRowProps<T>) {
  const selected = row.getIsSelected();
  return (
    <tr
      data-row=""
      data-index={index}
      data-selected={selected || undefined}
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
    >
      {columns.map((col) => {
        if (col.id === SELECT_ID) {
          return (
            <td key={col.id} data-align="center">
              <Checkbox
                aria-label={`${props.i18n.selectRow} ${row.id}`}
                checked={selected}
                onChange={(on) => row.toggleSelected(on)}
              />
            </td>
          );
        }
        if (col.id === ACTIONS_ID)
          return (
            <td key={col.id} data-actions="">
              {props.actions(row)}
            </td>
          );
        const column = col.columnDef.meta as CrudColumn<T>;
        return (
          <td key={col.id} data-align={cellAlign(column)} onPointerEnter={titleWhenCut}>
            <DataCell
              column={column}
              row={row}
              treeColumn={column.field === treeField}
              loadingChildren={props.loadingChildren}
              onToggle={props.onToggle}
              i18n={props.i18n}
            />
          </td>
        );
      })}
    </tr>
  );
}
