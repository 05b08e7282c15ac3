import type { ReactNode } from 'react';
import { vars } from '../../theme/tokens';
import { Button } from '../Button';
import { type ActionState, type CrudRowAction, declaredActionState } from './actions';
import { RowActions } from './CrudTable.styles';
import type { ActionRunner } from './useActionRunner';

interface RowActionButtonProps {
  state: ActionState;
  label: string;
  onClick: () => void;
  danger?: boolean;
  icon?: ReactNode;
  loading?: boolean;
}

/** One text button of the actions column: the built-in ones and the declared ones look alike. */
export function RowActionButton({ state, label, onClick, danger, icon, loading }: RowActionButtonProps) {
  if (state === 'hidden') return null;
  return (
    <Button
      size="small"
      variant="text"
      icon={icon}
      loading={loading}
      disabled={state === 'disabled'}
      onClick={onClick}
      style={danger ? { color: vars.color.dangerText } : undefined}
    >
      {label}
    </Button>
  );
}

export interface RowActionsCellProps<T> {
  row: T;
  rowId: string;
  viewState: ActionState;
  editState: ActionState;
  deleteState: ActionState;
  onView: (row: T) => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** Declared actions, or custom content for what they cannot say. */
  extra?: readonly CrudRowAction<T>[] | ((row: T) => ReactNode);
  permission?: Record<string, boolean>;
  runner: ActionRunner;
  /**
   * The words of the buttons, translated once by the table: a translation hook in each row would
   * subscribe every row to language changes, a few dozen hooks on a first render.
   */
  words: RowActionWords<T>;
}

export interface RowActionWords<T> {
  view: string;
  edit: string;
  delete: string;
  /** A declared action's label for this row (useActionLabel). */
  labelOf: (action: CrudRowAction<T>, row: T) => string;
}

/** The actions of one row: view, edit, delete, then the page's own. */
export function RowActionsCell<T>(props: RowActionsCellProps<T>) {
  const { row, rowId, extra, runner, words } = props;
  const { labelOf } = words;
  // Hidden buttons are left out here rather than by each button: three a row on a first render.
  return (
    <RowActions>
      {props.viewState === 'hidden' ? null : (
        <RowActionButton state={props.viewState} label={words.view} onClick={() => props.onView(row)} />
      )}
      {props.editState === 'hidden' ? null : (
        <RowActionButton state={props.editState} label={words.edit} onClick={() => props.onEdit(row)} />
      )}
      {props.deleteState === 'hidden' ? null : (
        <RowActionButton
          state={props.deleteState}
          label={words.delete}
          onClick={() => props.onDelete(row)}
          danger
        />
      )}
      {typeof extra === 'function'
        ? extra(row)
        : extra?.map((action) => {
            const busyKey = `${action.key}:${rowId}`;
            return (
              <RowActionButton
                key={action.key}
                state={declaredActionState(action, row, props.permission)}
                label={labelOf(action, row)}
                icon={action.icon}
                danger={action.danger}
                loading={runner.isBusy(busyKey)}
                onClick={() => runner.run(action, row, busyKey)}
              />
            );
          })}
    </RowActions>
  );
}
