import { useMemo } from 'react';
import type { ActionState, CrudRowAction } from './actions';
import { type ActionButtonLabel, actionButtonsWidth } from './headerWidth';
import { useActionLabel } from './useActionRunner';
import { useTranslate } from './useText';

export interface ActionsWidthOptions<T> {
  viewState: ActionState;
  editState: ActionState;
  deleteState: ActionState;
  /** The page's declared row actions; custom content (a function) is sized by the page's width. */
  rowActions?: readonly CrudRowAction<T>[] | ((row: T) => unknown);
  /** The loaded rows: a label that follows the row (启用 / 停用) is measured on each of the first. */
  records: readonly T[];
}

/** How many loaded rows a label that follows the row is measured on. */
const MEASURED_ROWS = 50;

/**
 * The narrowest the actions column may be for every button a row can show to fit, in the page's
 * language: the built-in ones that are not hidden, then each declared action (all of them, since
 * rows differ in which they show). A page's own `actionsWidth` stays the floor.
 */
export function useActionsWidth<T>(options: ActionsWidthOptions<T>): number {
  const { viewState, editState, deleteState, rowActions, records } = options;
  const t = useTranslate();
  const labelOf = useActionLabel();
  return useMemo(() => {
    const builtIn = [
      [viewState, 'crud.view'],
      [editState, 'crud.edit'],
      [deleteState, 'crud.delete'],
    ] as const;
    const buttons: ActionButtonLabel[] = builtIn
      .filter(([state]) => state !== 'hidden')
      .map(([, key]) => ({ label: t(key) }));
    for (const action of Array.isArray(rowActions) ? rowActions : []) {
      const rows = typeof action.label === 'function' ? records.slice(0, MEASURED_ROWS) : [records[0] as T];
      // Each label measured once, then the widest kept.
      let widest = { label: '', width: 0 };
      for (const row of rows) {
        const label = labelOf(action, row);
        const width = label ? actionButtonsWidth([{ label }]) : 0;
        if (width > widest.width) widest = { label, width };
      }
      if (widest.label) buttons.push({ label: widest.label, icon: !!action.icon });
    }
    return actionButtonsWidth(buttons);
  }, [viewState, editState, deleteState, rowActions, records, t, labelOf]);
}
