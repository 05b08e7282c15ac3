import { type ActionState, builtInActionState } from './actions';
import type { CrudTableProps } from './CrudTable.types';

export interface BuiltInActions {
  add: ActionState;
  edit: ActionState;
  view: ActionState;
  delete: ActionState;
  canExport: boolean;
  /** Rows have checkboxes: something acts on the checked rows (delete, export) unless the page says. */
  selectable: boolean;
  /** The actions column is drawn. */
  hasRowActions: boolean;
}

/** How a table's own actions show, from the page's settings, permissions and handlers. */
export function builtInActions<T extends object>(props: CrudTableProps<T>): BuiltInActions {
  const { actions, permission, permissionPrefix } = props;
  const state = (action: 'add' | 'edit' | 'view' | 'delete', available: boolean) =>
    builtInActionState(action, actions, permission, permissionPrefix, available);
  const add = state('add', !!props.onSubmit);
  const edit = state('edit', !!props.onSubmit);
  const view = state('view', true);
  const remove = state('delete', !!props.onRemove);
  const canExport = actions?.export ?? true;
  const declared = Array.isArray(props.rowActions) ? props.rowActions.length > 0 : !!props.rowActions;
  return {
    add,
    edit,
    view,
    delete: remove,
    canExport,
    selectable: props.selectable ?? (remove !== 'hidden' || canExport),
    hasRowActions: view !== 'hidden' || edit !== 'hidden' || remove !== 'hidden' || declared,
  };
}
