import type { Row } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { BuiltInActions } from './builtInActions';
import type { CrudTableProps } from './CrudTable.types';
import type { CrudColumn } from './columns';
import { displayText } from './columnValues';
import { RowActionsCell, type RowActionWords } from './RowActionsCell';
import type { ActionRunner } from './useActionRunner';
import { useActionLabel } from './useActionRunner';
import { type CellWords, useTranslate } from './useText';

export interface RowActionsRendererOptions<T extends object> {
  props: CrudTableProps<T>;
  states: BuiltInActions;
  runner: ActionRunner;
  /** The column that names a row (for its "更多" button): the delete question's, else the card's title. */
  nameColumn: CrudColumn<T> | undefined;
  cellWords: CellWords;
  onView: (row: T) => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** Draws a row's actions cell (or a card's actions, with every action in the menu: `inline` 0). */
export function useRowActionsRenderer<T extends object>(options: RowActionsRendererOptions<T>) {
  const { props, states, runner, nameColumn, cellWords } = options;
  const t = useTranslate();
  const labelOf = useActionLabel();
  const words = useMemo<RowActionWords<T>>(
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
  return (r: Row<T>, inline = props.inlineActions) => (
    <RowActionsCell<T>
      row={r.original}
      rowId={r.id}
      viewState={states.view}
      editState={states.edit}
      deleteState={states.delete}
      onView={options.onView}
      onEdit={options.onEdit}
      onDelete={options.onDelete}
      extra={props.rowActions}
      permission={props.permission}
      runner={runner}
      words={words}
      inline={inline}
      name={
        nameColumn
          ? displayText(
              nameColumn,
              (r.original as Record<string, unknown>)[nameColumn.field],
              cellWords.words,
            )
          : undefined
      }
    />
  );
}
