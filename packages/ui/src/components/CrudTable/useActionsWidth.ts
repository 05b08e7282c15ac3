import { useMemo } from 'react';
import type { ActionState, CrudRowAction } from './actions';
import { type ActionButtonLabel, actionButtonsWidth, actionButtonWidth } from './headerWidth';
import { INLINE_ACTIONS } from './RowActionsCell';
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
  /** How many actions are buttons before the "更多" menu (default {@link INLINE_ACTIONS}). */
  inline?: number;
}

/** How many loaded rows a label that follows the row is measured on. */
const MEASURED_ROWS = 50;

/**
 * The narrowest the actions column may be for a row's buttons to fit, in the page's language: its
 * first two actions and the "更多" button when it has more (RowActionsCell). Rows differ in which
 * declared actions they show, so the two widest a row could show first are measured, among the
 * actions some loaded row shows.
 */
export function useActionsWidth<T>(options: ActionsWidthOptions<T>): number {
  const { viewState, editState, deleteState, rowActions, records, inline = INLINE_ACTIONS } = options;
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
      // An action no loaded row shows (用户管理's 审核通过 for pending sign-ups) takes no room.
      const shown = records.slice(0, MEASURED_ROWS).filter((row) => action.visible?.(row) ?? true);
      if (action.visible && shown.length === 0) continue;
      const rows = typeof action.label === 'function' ? shown : [shown[0] as T];
      // Each label measured once, then the widest kept.
      let widest = { label: '', width: 0 };
      for (const row of rows) {
        const label = labelOf(action, row);
        const width = label ? actionButtonsWidth([{ label }]) : 0;
        if (width > widest.width) widest = { label, width };
      }
      if (widest.label) buttons.push({ label: widest.label, icon: !!action.icon });
    }
    // As RowActionsCell splits them: one action past `inline` stays a button, in the menu's room.
    if (buttons.length <= inline + 1) return actionButtonsWidth(buttons);
    const widest = [...buttons].sort((a, b) => actionButtonWidth(b) - actionButtonWidth(a)).slice(0, inline);
    return actionButtonsWidth([...widest, { label: t('crud.more'), icon: true }]);
  }, [viewState, editState, deleteState, rowActions, records, inline, t, labelOf]);
}
