import { message } from '../Toast';
import type { CrudTableProps, CrudTreeConfig } from './CrudTable.types';
import type { CrudFormMode } from './columns';
import type { CrudTableState } from './useCrudTableState';
import type { Translate } from './useText';

type AnyRow = Record<string, unknown>;

export interface RecordActionsOptions<T extends object> {
  props: CrudTableProps<T>;
  state: CrudTableState<T>;
  tree: CrudTreeConfig<T> | null;
  idOf: (row: T) => string;
  refresh: () => void;
  /** The table loads its pages from the server (reloads after a delete). */
  serverMode: boolean;
  t: Translate;
}

/**
 * What the table does with a record: opens the add / edit / view form (with the page's detail
 * call), submits it, and deletes the rows waiting for their confirmation. Each tells the person
 * it succeeded and reloads; a rejection keeps the dialog open (the app's request layer reports it).
 */
export function recordActions<T extends object>(options: RecordActionsOptions<T>) {
  const { props, state, tree, idOf, refresh, t } = options;
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
    if (tree) {
      // Tree rows carry their loaded children and a has-children flag: not part of the record.
      const { childrenKey = 'children', hasChildrenKey = 'hasChildren' } = tree;
      const { [childrenKey]: _children, [hasChildrenKey]: _flag, ...rest } = values as AnyRow;
      record = rest as Partial<T>;
    }
    await props.onSubmit?.(record, mode);
    message.success(t(mode === 'add' ? 'crud.added' : 'crud.updated'));
    refresh();
  };
  const confirmDelete = async () => {
    const rows = state.pendingDelete;
    if (!rows || !props.onRemove) return;
    await props.onRemove(rows.map(idOf), rows);
    message.success(t('crud.deleted'));
    state.clearSelection();
    state.setPendingDelete(null);
    if (options.serverMode) refresh();
  };
  return { openForm, submitForm, confirmDelete };
}
