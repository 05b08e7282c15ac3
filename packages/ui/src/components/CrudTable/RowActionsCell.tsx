import type { ReactNode } from 'react';
import { vars } from '../../theme/tokens';
import { Button } from '../Button';
import { type ActionState, type CrudRowAction, declaredActionState } from './actions';
import { RowActions } from './CrudTable.styles';
import { type ActionRunner, useActionLabel } from './useActionRunner';
import { useTranslate } from './useText';

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
}

/** The actions of one row: view, edit, delete, then the page's own. */
export function RowActionsCell<T>(props: RowActionsCellProps<T>) {
  const { row, rowId, extra, runner } = props;
  const t = useTranslate();
  const labelOf = useActionLabel();
  return (
    <RowActions>
      <RowActionButton state={props.viewState} label={t('crud.view')} onClick={() => props.onView(row)} />
      <RowActionButton state={props.editState} label={t('crud.edit')} onClick={() => props.onEdit(row)} />
      <RowActionButton
        state={props.deleteState}
        label={t('crud.delete')}
        onClick={() => props.onDelete(row)}
        danger
      />
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
